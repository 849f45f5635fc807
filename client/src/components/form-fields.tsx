// Fields and frame for react-hook-form in shadcn's Form: label, control, error message and the
// aria wiring in one line per field, the server's refusal above them and Annuller/Gem below, so
// dialogs stay about what they ask for.
import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'

interface TextFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  required?: boolean
  autoComplete?: string
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number
  type?: string
  placeholder?: string
  /** A line under the field (e.g. "leave empty to keep the current code"). */
  hint?: string
  spellCheck?: boolean
  /** The lowest value a date field offers (e.g. an end date from its start date). */
  min?: string
  /** The shortest value the field asks for (e.g. a password). */
  minLength?: number
  /** Classes for the field's wrapper (e.g. 'content-start' in a row of fields). */
  className?: string
}

export function TextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  required,
  autoComplete,
  rows,
  type,
  placeholder,
  hint,
  spellCheck,
  min,
  minLength,
  className,
}: TextFieldProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {rows ? (
              <Textarea rows={rows} aria-required={required || undefined} {...field} value={field.value ?? ''} />
            ) : (
              <Input
                type={type}
                aria-required={required || undefined}
                autoComplete={autoComplete}
                placeholder={placeholder}
                spellCheck={spellCheck}
                min={min}
                minLength={minLength}
                {...field}
                value={field.value ?? ''}
              />
            )}
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** A native select over a form field; its options are the children. */
export function SelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  className,
  hint,
  children,
}: {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  className?: string
  hint?: string
  children: ReactNode
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect {...field}>{children}</NativeSelect>
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** What the server answered when it refused the form, above the fields. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  )
}

/** Annuller and the submit button (its label the children), both held while the form is busy. */
export function FormDialogFooter({ busy, onCancel, children }: { busy: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <DialogFooter>
      <Button variant="outline" disabled={busy} onClick={onCancel}>
        Annuller
      </Button>
      <Button type="submit" disabled={busy}>
        {children}
      </Button>
    </DialogFooter>
  )
}
