// The post body editor as forms use it: Tiptap and ProseMirror are 0.6 MB of code that only a
// form needs, so they load when a form first shows the editor instead of with the app (and the
// service worker keeps them for offline use like every other build file).
import { lazy, Suspense, type ComponentProps } from 'react'

const TiptapEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })))

export function RichTextEditor(props: ComponentProps<typeof TiptapEditor>) {
  return (
    // A status (a plain div may not carry a name), so 'Indlæser tekstfeltet' is read out.
    <Suspense
      fallback={<div role="status" className="border-input min-h-42 rounded-md border" aria-busy="true" aria-label="Indlæser tekstfeltet" />}
    >
      <TiptapEditor {...props} />
    </Suspense>
  )
}
