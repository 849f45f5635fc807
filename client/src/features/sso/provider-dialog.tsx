// Add or change a single sign-on provider, on react-hook-form over the server's own schema.
// The client secret and the certificate are write-only: the fields start empty, and left empty
// on a change they keep what is stored.
import { useForm, useWatch } from 'react-hook-form'
import { FormDialog } from '@/components/form-dialog'
import { CheckboxField, SelectField, TextField } from '@/components/form-fields'
import { zodResolverVia } from '@/lib/form-resolver'
import { roleMapText, ssoProviderInput, type SsoProvider, type SsoProviderView } from '../../../../sync/inputs/sso'
import { ROLE_CHOICES } from '../../../../sync/role-labels'
import { createSsoProvider, updateSsoProvider } from './sso-api'
import { errorReason } from '@/lib/api'

interface ProviderValues {
  providerId: string
  name: string
  protocol: 'oidc' | 'saml'
  domain: string
  issuer: string
  clientId: string
  clientSecret: string
  entryPoint: string
  certificate: string
  roleClaim: string
  roleMap: string
  defaultRole: 'user' | 'admin' | 'administrator'
  passwordSignIn: boolean
}

const valuesOf = (p: SsoProviderView | null): ProviderValues => ({
  providerId: p?.providerId ?? '',
  name: p?.name ?? '',
  protocol: p?.protocol ?? 'oidc',
  domain: p?.domain ?? '',
  issuer: p?.issuer ?? '',
  clientId: p?.clientId ?? '',
  clientSecret: '',
  entryPoint: p?.entryPoint ?? '',
  certificate: '',
  roleClaim: p?.roleClaim ?? '',
  roleMap: p ? roleMapText(p.roleMap) : '',
  defaultRole: p?.defaultRole ?? 'user',
  passwordSignIn: p?.passwordSignIn ?? true,
})

export function ProviderDialog({ provider, onClose, onSaved }: { provider: SsoProviderView | null; onClose: () => void; onSaved: (p: SsoProviderView) => void }) {
  const editing = !!provider
  const form = useForm<ProviderValues, unknown, SsoProvider>({
    resolver: zodResolverVia(ssoProviderInput, (v: ProviderValues) => v),
    defaultValues: valuesOf(provider),
  })
  const protocol = useWatch({ control: form.control, name: 'protocol' })

  const keepHint = editing ? 'Lad feltet stå tomt for at beholde den gemte værdi.' : undefined
  return (
    <FormDialog
      form={form}
      contentClassName="max-h-[90dvh] overflow-y-auto"
      title={editing ? `Ret ${provider.name}` : 'Tilføj udbyder'}
      description="Personer med en e-mail på domænet sendes til udbyderen, når de logger ind."
      failure={(error) => `Kunne ikke gemme udbyderen: ${errorReason(error)}`}
      onSave={async (input: SsoProvider) => {
        const { provider: saved } = editing ? await updateSsoProvider(provider.providerId, input) : await createSsoProvider(input)
        onSaved(saved)
      }}
      onOpenChange={(open) => !open && onClose()}
    >
      <SelectField control={form.control} name="protocol" label="Protokol">
        <option value="oidc">OpenID Connect (Microsoft Entra ID, Google Workspace …)</option>
        <option value="saml">SAML 2.0</option>
      </SelectField>
      <TextField control={form.control} name="name" label="Navn på knappen" placeholder="Microsoft Entra ID" required />
      <TextField control={form.control} name="providerId" label="Id" placeholder="entra" hint="Indgår i adressen, udbyderen sender tilbage til." required disabled={editing} />
      <TextField control={form.control} name="domain" label="E-maildomæne" placeholder="firma.dk" required />
      {protocol === 'oidc' ? (
        <>
          <TextField control={form.control} name="issuer" label="Udsteder (issuer-URL)" placeholder="https://login.microsoftonline.com/<tenant-id>/v2.0" required />
          <TextField control={form.control} name="clientId" label="Klient-id" autoComplete="off" required />
          <TextField control={form.control} name="clientSecret" label="Klienthemmelighed" type="password" autoComplete="new-password" hint={keepHint} required={!editing} />
        </>
      ) : (
        <>
          <TextField control={form.control} name="issuer" label="Identitetsudbyderens entity ID" required />
          <TextField control={form.control} name="entryPoint" label="Login-URL (SSO-adresse)" required />
          <TextField control={form.control} name="certificate" label="Signeringscertifikat (PEM eller base64)" rows={4} hint={keepHint} required={!editing} />
        </>
      )}
      <TextField control={form.control} name="roleClaim" label="Claim eller attribut med grupper/roller" placeholder="groups" />
      <TextField
        control={form.control}
        name="roleMap"
        label="Rolletildeling"
        rows={3}
        placeholder="it-afdelingen = admin"
        hint='Én linje pr. værdi: "værdi = user", "værdi = admin" eller "værdi = administrator". Den højeste rolle vinder.'
      />
      <SelectField control={form.control} name="defaultRole" label="Standardrolle for nye brugere" options={ROLE_CHOICES} />
      <CheckboxField control={form.control} name="passwordSignIn" label="Tillad også login med adgangskode for domænet" />
    </FormDialog>
  )
}
