// Fields and frame for react-hook-form in shadcn's Form: label, control, error message and the
// aria wiring in one line per field, the server's refusal above them and Annuller/Gem below, so
// dialogs stay about what they ask for.
import type { ReactElement, ReactNode } from 'react'
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'

/** What every field here takes: the form field, its label, and where it sits. */
interface FieldBase<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  /** A line under the field (e.g. "leave empty to keep the current code"). */
  hint?: string
  /** Classes for the field's wrapper (e.g. 'content-start' in a row of fields). */
  className?: string
  /** The label is read out but not shown, where the placeholder already says what goes in. */
  srOnlyLabel?: boolean
}

/** What every field here is: a form field, its label, the control, a hint and the message. */
function FieldFrame<T extends FieldValues, TOut>({
  control,
  name,
  label,
  srOnlyLabel,
  hint,
  className,
  below,
  render,
}: FieldBase<T, TOut> & {
  /** Between the control and its hint (e.g. the list of picked files). */
  below?: ReactNode
  /** Given the field untyped: a control takes whatever its form field holds. */
  render: (field: ControllerRenderProps) => ReactElement
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel className={srOnlyLabel ? 'sr-only' : undefined}>{label}</FormLabel>
          <FormControl>{render(field as unknown as ControllerRenderProps)}</FormControl>
          {below}
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

interface TextFieldProps<T extends FieldValues, TOut> extends FieldBase<T, TOut> {
  required?: boolean
  autoComplete?: string
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number
  type?: string
  placeholder?: string
  spellCheck?: boolean
  /** The lowest value a date field offers (e.g. an end date from its start date). */
  min?: string
  /** The shortest value the field asks for (e.g. a password). */
  minLength?: number
  /** Classes for the input or textarea itself (e.g. a composer's rounded box). */
  controlClassName?: string
  disabled?: boolean
  onFocus?: () => void
}

export function TextField<T extends FieldValues, TOut = T>({
  required,
  autoComplete,
  rows,
  type,
  placeholder,
  spellCheck,
  min,
  minLength,
  controlClassName,
  disabled,
  onFocus,
  ...base
}: TextFieldProps<T, TOut>) {
  return (
    <FieldFrame
      {...base}
      render={(field) => {
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
        return rows ? (
          <Textarea rows={rows} {...shared} />
        ) : (
          <Input type={type} autoComplete={autoComplete} spellCheck={spellCheck} min={min} minLength={minLength} {...shared} />
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
  accept,
  multiple,
  disabled,
  onPick,
  children,
  ...base
}: FieldBase<T, TOut> & {
  accept?: string
  multiple?: boolean
  disabled?: boolean
  onPick?: (files: File[]) => void
  children?: ReactNode
}) {
  return (
    <FieldFrame
      {...base}
      below={children}
      render={(field) => (
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
      )}
    />
  )
}

/** A native select over a form field; its options are `options`, after any given as children. */
export function SelectField<T extends FieldValues, TOut = T>({
  options,
  children,
  ...base
}: FieldBase<T, TOut> & { options?: readonly { value: string; label: string }[]; children?: ReactNode }) {
  return (
    <FieldFrame
      {...base}
      render={(field) => (
        <NativeSelect {...field}>
          {children}
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  )
}

/** A checkbox over a boolean form field, its label beside it. */
export function CheckboxField<T extends FieldValues, TOut = T>({ control, name, label }: Pick<FieldBase<T, TOut>, 'control' | 'name' | 'label'>) {
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

/** A FormDialog's failure in one line: 'Kunne ikke …: {the server's reason}', or the title alone. */
export const failureWithReason = (title: string) => (error: unknown) => (error instanceof Error && error.message ? `${title}: ${error.message}` : title)

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
