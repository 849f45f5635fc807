// The first stage of the app's start (main.ts): the libraries its code builds on.
// Re-exported rather than imported for effect: the bundler drops an effect-only import of a
// package that declares itself free of side effects, and with it the stage.
// zod's Danish default messages first, before any form can show one (`jitless` is set by main.ts).
import '../../sync/inputs/zod-danish'
export * as reactDom from 'react-dom/client'
export * as router from 'react-router-dom'
export * as forms from 'react-hook-form'
export * as jotai from 'jotai'
export { toast } from 'sonner'
export { default as DOMPurify } from 'dompurify'
export { authClient } from '@/auth/auth-client'
