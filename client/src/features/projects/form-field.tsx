// Label, control and error message wired together (aria-invalid / aria-describedby), so
// every project form reads the same to a screen reader.
import { cloneElement, type ReactElement } from 'react'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

export function FormField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string
  label: string
  error?: string
  className?: string
  children: ReactElement<Record<string, unknown>>
}) {
  const errorId = `${id}-error`
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
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
