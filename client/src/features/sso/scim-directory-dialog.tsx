// Add or change a SCIM directory (name, which groups give which role, and which place people
// in which of the firm's departments). A new directory's
// token is shown here once, with the tenant URL, to paste into Entra ID or Okta; the server
// keeps only its hash, so closing the dialog is the last time anyone sees it.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { FormDialogFooter, FormFailure, TextField } from '@/components/form-fields'
import { zodResolverVia } from '@/lib/form-resolver'
import { CopyButton } from '@/components/copy-button'
import { departmentMapText, scimDirectoryInput, type ScimDirectory, type ScimDirectoryView } from '../../../../sync/inputs/scim'
import { roleMapText } from '../../../../sync/inputs/sso'
import { createScimDirectory, updateScimDirectory } from './sso-api'
import { errorReason } from '@/lib/api'

interface DirectoryValues {
  name: string
  roleMap: string
  departmentMap: string
}

export function ScimDirectoryDialog({
  directory,
  baseUrl,
  onClose,
  onSaved,
}: {
  directory: ScimDirectoryView | null
  baseUrl: string
  onClose: () => void
  onSaved: () => void
}) {
  const editing = !!directory
  const form = useForm<DirectoryValues, unknown, ScimDirectory>({
    resolver: zodResolverVia(scimDirectoryInput, (v: DirectoryValues) => v),
    defaultValues: {
      name: directory?.name ?? '',
      roleMap: directory ? roleMapText(directory.roleMap) : '',
      departmentMap: directory ? departmentMapText(directory.departmentMap) : '',
    },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const [token, setToken] = useState<string | null>(null)
  const busy = form.formState.isSubmitting

  async function save(input: ScimDirectory) {
    setFailure(null)
    try {
      if (editing) {
        await updateScimDirectory(directory.id, input)
        onSaved()
      } else {
        setToken((await createScimDirectory(input)).token)
      }
    } catch (error) {
      setFailure(`Kunne ikke gemme forbindelsen: ${errorReason(error)}`)
    }
  }

  if (token) {
    return (
      <Dialog open onOpenChange={(next) => !next && onSaved()}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Forbindelsen er oprettet</DialogTitle>
            <DialogDescription>Indsæt adressen og tokenet i identitetsudbyderens provisionering (SCIM).</DialogDescription>
          </DialogHeader>
          <Alert>
            <AlertDescription>Tokenet vises kun denne ene gang. Kopiér det nu; mister du det, så tilbagekald forbindelsen og opret en ny.</AlertDescription>
          </Alert>
          <dl className="grid gap-2 text-sm">
            <dt className="text-muted-foreground">Tenant-URL</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <code className="break-all">{baseUrl}</code>
              <CopyButton text={baseUrl} label="Kopiér adresse" />
            </dd>
            <dt className="text-muted-foreground">Hemmeligt token</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <code className="break-all" data-testid="scim-token">
                {token}
              </code>
              <CopyButton text={token} label="Kopiér token" />
            </dd>
          </dl>
          <DialogFooter>
            <Button onClick={onSaved}>Færdig</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    )
  }

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? `Ret ${directory.name}` : 'Ny SCIM-forbindelse'}</DialogTitle>
          <DialogDescription>Identitetsudbyderen opretter, ændrer og deaktiverer medarbejdere automatisk.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            <FormFailure message={failure} />
            <TextField control={form.control} name="name" label="Navn" placeholder="Microsoft Entra ID" required />
            <TextField
              control={form.control}
              name="roleMap"
              label="Rolletildeling fra grupper"
              rows={3}
              placeholder="IT-afdelingen = admin"
              hint='Én linje pr. gruppe: "gruppenavn = user", "gruppenavn = admin" eller "gruppenavn = administrator". Den højeste rolle vinder; medlemmer af andre grupper beholder deres rolle.'
            />
            <TextField
              control={form.control}
              name="departmentMap"
              label="Afdeling fra grupper"
              rows={3}
              placeholder="Tømrere Nord = Tømrerafdelingen"
              hint='Én linje pr. gruppe: "gruppenavn = afdeling", med en af firmaets afdelinger (Brugeradministration → Afdelinger). Den første linje med en af personens grupper vinder; ellers bruges afdelingen fra identitetsudbyderens "department", hvis firmaet har en afdeling med det navn.'
            />
            <FormDialogFooter busy={busy} onCancel={onClose}>
              {busy ? 'Gemmer...' : editing ? 'Gem' : 'Opret og vis token'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
