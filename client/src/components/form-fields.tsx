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
  /** Classes for the input or textarea itself (e.g. a composer's rounded box). */
  controlClassName?: string
  /** The label is read out but not shown, where the placeholder already says what goes in. */
  srOnlyLabel?: boolean
  disabled?: boolean
  onFocus?: () => void
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
  controlClassName,
  srOnlyLabel,
  disabled,
  onFocus,
}: TextFieldProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        // What the one-line input and the textarea both take; an empty value shows as ''.
        const shared = {
          'aria-required': required || undefined,
          placeholder,
          onFocus,
          className: controlClassName,
          ...field,
          value: field.value ?? '',
          disabled: disabled ?? field.disabled,
        }
        return (
          <FormItem className={className}>
            <FormLabel className={srOnlyLabel ? 'sr-only' : undefined}>{label}</FormLabel>
            <FormControl>
              {rows ? (
                <Textarea rows={rows} {...shared} />
              ) : (
                <Input type={type} autoComplete={autoComplete} spellCheck={spellCheck} min={min} minLength={minLength} {...shared} />
              )}
            </FormControl>
            {hint && <FormDescription>{hint}</FormDescription>}
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}

/**
 * A file input over a form field that holds what was picked: File[] with `multiple`, else the
 * one File or null. `onPick` takes over from storing it (e.g. to fill in a name from the file);
 * the children stand between the input and its message (e.g. the list of picked files).
 */
export function FileField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  accept,
  multiple,
  disabled,
  onPick,
  children,
}: {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  accept?: string
  multiple?: boolean
  disabled?: boolean
  onPick?: (files: File[]) => void
  children?: ReactNode
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="file"
              accept={accept}
              multiple={multiple}
              disabled={disabled ?? field.disabled}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? [])
                if (onPick) onPick(files)
                else field.onChange(multiple ? files : (files[0] ?? null))
              }}
            />
          </FormControl>
          {children}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** A native select over a form field; its options are `options`, after any given as children. */
export function SelectField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  className,
  hint,
  options,
  children,
}: {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  className?: string
  hint?: string
  options?: readonly { value: string; label: string }[]
  children?: ReactNode
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect {...field}>
              {children}
              {options?.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** A checkbox over a boolean form field, its label beside it. */
export function CheckboxField<T extends FieldValues, TOut = T>({ control, name, label }: { control: Control<T, unknown, TOut>; name: FieldPath<T>; label: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-center gap-2">
          <FormControl>
            <input
              type="checkbox"
              className="accent-primary size-4"
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </FormControl>
          <FormLabel className="font-normal">{label}</FormLabel>
        </FormItem>
      )}
    />
  )
}

/** What the server answered when it refused the form, above the fields. */
export function FormFailure({ message }: { message: ReactNode }) {
  if (message === null || message === undefined || message === '') return null
  return (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  )
}

/** A FormDialog's failure: the feature's title over the server's reason. */
export const titledFailure = (title: string) => (error: unknown) => <FailureAlertText title={title} reason={error instanceof Error ? error.message : ''} />

/** The failure's Danish text as the title, and the server's reason under it. */
export function FailureAlertText({ title, reason }: { title: string; reason: string }) {
  return (
    <>
      <span className="font-medium">{title}</span>
      {reason && reason !== title && <span className="block">{reason}</span>}
    </>
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
