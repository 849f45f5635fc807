// /sso — "Single sign-on" for administrators (the server refuses everyone else with 403;
// this page only mirrors that). Lists the providers with what the identity provider must be
// told (redirect URI / ACS URL, SP metadata), and adds, changes and removes those set up here;
// below, the SCIM directories that provision people (scim-section.tsx).
import { useCallback, useEffect, useState } from 'react'
import { KeyRoundIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PageHeader } from '@/components/page-header'
import { AdminOnly } from '@/features/admin/admin-only'
import type { SsoProviderView } from '../../../../sync/inputs/sso'
import { roleChoiceName } from '../../../../sync/role-labels'
import { ProviderDialog } from './provider-dialog'
import { ScimSection } from './scim-section'
import { deleteSsoProvider, listSsoProviders } from './sso-api'
import { errorReason } from '@/lib/api'


export function SsoPage() {
  return (
    <AdminOnly>
      <SsoAdministration />
    </AdminOnly>
  )
}

function SsoAdministration() {
  const [providers, setProviders] = useState<SsoProviderView[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [editing, setEditing] = useState<SsoProviderView | 'new' | null>(null)
  const [deleting, setDeleting] = useState<SsoProviderView | null>(null)

  const load = useCallback(async () => {
    try {
      setProviders((await listSsoProviders()).providers)
      setFailure(null)
    } catch (error) {
      setFailure(`Kunne ikke hente udbyderne: ${errorReason(error)}`)
    }
  }, [])
  useEffect(() => void load(), [load])

  return (
    <div className="grid gap-4">
      <PageHeader
        title="Single sign-on"
        description="Lad medarbejderne logge ind med firmaets konto hos Microsoft Entra ID, Google Workspace eller en anden OIDC- eller SAML-udbyder."
        actions={
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            Tilføj udbyder
          </Button>
        }
      />
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      {!providers && !failure && <Skeleton className="h-32" />}
      {providers?.length === 0 && <p className="text-muted-foreground">Der er ingen udbydere endnu. Alle logger ind med e-mail og adgangskode.</p>}
      <ul className="grid gap-4" aria-label="Udbydere">
        {providers?.map((p) => (
          <li key={p.providerId}>
            <ProviderCard provider={p} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
          </li>
        ))}
      </ul>
      {editing && (
        <ProviderDialog
          provider={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            void load()
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Fjern ${deleting.name}?`}
          description={`Personer på ${deleting.domain} kan derefter kun logge ind med adgangskode.`}
          confirmLabel="Fjern"
          busyLabel="Fjerner..."
          failure={(reason) => `Kunne ikke fjerne udbyderen${reason ? `: ${reason}` : ''}`}
          onConfirm={async () => {
            await deleteSsoProvider(deleting.providerId)
            await load()
          }}
          onOpenChange={(open) => !open && setDeleting(null)}
        />
      )}
      <ScimSection />
    </div>
  )
}

function ProviderCard({ provider: p, onEdit, onDelete }: { provider: SsoProviderView; onEdit: () => void; onDelete: () => void }) {
  const mappings = Object.entries(p.roleMap)
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center gap-2">
        <KeyRoundIcon aria-hidden className="size-5" />
        <CardTitle className="mr-auto">
          <h2>{p.name}</h2>
        </CardTitle>
        <Badge variant="secondary">{p.protocol === 'oidc' ? 'OpenID Connect' : 'SAML 2.0'}</Badge>
        {p.fromEnvironment && <Badge variant="outline">Fra miljøvariabel</Badge>}
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted-foreground">E-maildomæne</dt>
          <dd>@{p.domain}</dd>
          <dt className="text-muted-foreground">{p.protocol === 'oidc' ? 'Udsteder' : 'Entity ID'}</dt>
          <dd className="break-all">{p.issuer}</dd>
          {p.clientId && (
            <>
              <dt className="text-muted-foreground">Klient-id</dt>
              <dd className="break-all">{p.clientId}</dd>
            </>
          )}
          <dt className="text-muted-foreground">{p.protocol === 'oidc' ? 'Klienthemmelighed' : 'Certifikat'}</dt>
          <dd>{(p.protocol === 'oidc' ? p.clientSecretSet : p.certificateSet) ? 'Gemt (vises ikke)' : 'Mangler'}</dd>
          <dt className="text-muted-foreground">{p.protocol === 'oidc' ? 'Redirect-URI' : 'ACS-URL'}</dt>
          <dd className="break-all font-mono text-xs">{p.callbackUrl}</dd>
          {p.metadataUrl && (
            <>
              <dt className="text-muted-foreground">SP-metadata / entity ID</dt>
              <dd className="break-all font-mono text-xs">{p.metadataUrl}</dd>
            </>
          )}
          <dt className="text-muted-foreground">Roller</dt>
          <dd>
            {mappings.length ? mappings.map(([value, role]) => `${value} → ${roleChoiceName(role)}`).join(', ') + '; ' : ''}
            ellers {roleChoiceName(p.defaultRole)}
            {p.roleClaim ? ` (claim: ${p.roleClaim})` : ''}
          </dd>
          <dt className="text-muted-foreground">Adgangskode</dt>
          <dd>{p.passwordSignIn ? 'Tilladt for domænet' : 'Slået fra for domænet'}</dd>
        </dl>
        {!p.fromEnvironment && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={onEdit} aria-label={`Ret ${p.name}`}>
              <PencilIcon aria-hidden />
              Ret
            </Button>
            <Button variant="outline" onClick={onDelete} aria-label={`Fjern ${p.name}`}>
              <Trash2Icon aria-hidden />
              Fjern
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
