// A labelled form field with its error under it, wired for screen readers.
import { cloneElement, useId, type ReactElement } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

export function Field({ label, error, children }: { label: string; error?: string; children: ReactElement<Record<string, unknown>> }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="grid min-w-0 gap-1.5">
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

/** A labelled text (or date) input that hands its new text to onChange. */
export function InputField({ label, type, value, onChange }: { label: string; type?: 'date'; value: string; onChange: (text: string) => void }) {
  return (
    <Field label={label}>
      <Input type={type} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}
