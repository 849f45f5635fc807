// Admins' list of departments on the user administration page: add one by name, delete one.
// Posts can name a department once one exists (the post form's 'Afdeling' select), and SCIM
// directories place people in them.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Building2Icon, PlusIcon, Trash2Icon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PendingMark } from '@/offline/pending-mark'
import { sentOrSaved } from '@/offline/sent-or-saved'
import { usePendingWrites } from '@/offline/use-pending-writes'
import { departmentInput, type DepartmentInput } from '../../../../sync/inputs/departments'
import { useDepartments } from '../posts/use-posts'
import { createDepartment, deleteDepartment } from './departments-api'

export function DepartmentsCard() {
  const departments = useDepartments()
  const pending = usePendingWrites<DepartmentInput>('POST', '/api/departments')
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<DepartmentInput>({ resolver: zodResolver(departmentInput), defaultValues: { name: '' } })

  async function add(values: DepartmentInput) {
    setFailure(null)
    try {
      await sentOrSaved(createDepartment(values))
      form.reset({ name: '' })
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Afdelingen kunne ikke oprettes')
    }
  }

  return (
    <section aria-labelledby="departments-heading" className="bg-card grid gap-3 rounded-xl border p-4">
      <h2 id="departments-heading" className="flex items-center gap-2 font-semibold">
        <Building2Icon className="size-4" aria-hidden />
        Afdelinger
      </h2>
      <p className="text-muted-foreground text-sm">
        Opslag kan knyttes til en afdeling, og en SCIM-forbindelse (Single sign-on) kan placere medarbejdere i en. Sletter du en afdeling, bliver
        opslagene stående uden afdeling, og medarbejderne i den har ingen afdeling.
      </p>
      {departments && departments.length + pending.length === 0 && <p className="text-sm">Der er ingen afdelinger endnu.</p>}
      <ul className="grid gap-1" aria-label="Afdelinger">
        {departments?.map((d) => (
          <li key={d.id} className="flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm">
            <span className="min-w-0 flex-1 break-words">{d.name}</span>
            <Button variant="ghost" size="icon" aria-label={`Slet afdelingen ${d.name}`} onClick={() => setDeleting(d)}>
              <Trash2Icon />
            </Button>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.id} className="flex items-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm">
            <span className="min-w-0 flex-1 break-words">{p.body?.name}</span>
            <PendingMark />
          </li>
        ))}
      </ul>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(add)} noValidate className="flex flex-wrap items-start gap-2">
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem className="min-w-48 flex-1">
                <FormLabel className="sr-only">Ny afdeling</FormLabel>
                <FormControl>
                  <Input placeholder="Navn på ny afdeling" autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            <PlusIcon aria-hidden />
            {form.formState.isSubmitting ? 'Opretter...' : 'Opret afdeling'}
          </Button>
        </form>
      </Form>
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      {deleting && (
        <ConfirmDialog
          title="Slet afdeling"
          description={`Vil du slette afdelingen "${deleting.name}"? Opslag i afdelingen bliver stående uden afdeling.`}
          failure={(reason) => reason || 'Afdelingen kunne ikke slettes'}
          onConfirm={() => deleteDepartment(deleting.id)}
          onOpenChange={(open) => !open && setDeleting(null)}
        />
      )}
    </section>
  )
}
