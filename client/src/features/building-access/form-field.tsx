// Label, control and error message wired together (aria-invalid / aria-describedby), shared
// by the building and handbook forms.
import { cloneElement, type ReactElement } from 'react'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string
  label: string
  error?: string
  hint?: string
  className?: string
  children: ReactElement<Record<string, unknown>>
}) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  )
}

/** zod issues → the first message per field. */
export function issuesByField<F extends string>(issues: { path: PropertyKey[]; message: string }[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {}
  for (const issue of issues) out[issue.path[0] as F] ??= issue.message
  return out
}

/** The failure's Danish text as the title, and the server's reason under it. */
export function FailureAlertText({ title, reason }: { title: string; reason: string }) {
  return (
    <>
      <span className="font-medium">{title}</span>
      {reason && reason !== title && <span className="block">{reason}</span>}
    </>
  )
}
