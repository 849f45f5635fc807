// The frame of an add or edit dialog: title and description, react-hook-form in shadcn's Form,
// the refusal above the fields and Annuller/submit below, closing held while it saves. A write
// the outbox saved for later closes it like a success (offline/sent-or-saved.ts); a refusal
// keeps it open with the feature's own failure text, so dialogs stay about their fields.
import { useState, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { FormDialogFooter, FormFailure } from '@/components/form-fields'
import { isQueued } from '@/lib/api'

export function FormDialog<T extends FieldValues, TOut>({
  form,
  open = true,
  title,
  description,
  submitLabel = 'Gem',
  busyLabel = 'Gemmer...',
  contentClassName,
  failure,
  onSave,
  onOpenChange,
  children,
}: {
  form: UseFormReturn<T, unknown, TOut>
  /** Mounted only while open, by default. */
  open?: boolean
  title: string
  description: ReactNode
  submitLabel?: string
  busyLabel?: string
  /** E.g. a wider dialog for a form of many fields. */
  contentClassName?: string
  /** What to show when onSave throws (anything but a write saved for later). */
  failure: (error: unknown) => ReactNode
  /** Sends the checked values and waits until the change is in the local table. */
  onSave: (values: TOut) => Promise<unknown>
  onOpenChange: (open: boolean) => void
  children: ReactNode
}) {
  const [refusal, setRefusal] = useState<ReactNode>(null)
  const busy = form.formState.isSubmitting

  async function save(values: TOut) {
    setRefusal(null)
    try {
      await onSave(values)
      onOpenChange(false)
    } catch (error) {
      if (isQueued(error)) return onOpenChange(false)
      setRefusal(failure(error))
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className={contentClassName}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            <FormFailure message={refusal} />
            {children}
            <FormDialogFooter busy={busy} onCancel={() => onOpenChange(false)}>
              {busy ? busyLabel : submitLabel}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
