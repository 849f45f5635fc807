// "Dine data": the person downloads everything the intranet holds about them (GDPR articles 15
// and 20). A plain link: the browser streams the ZIP straight to disk with the session cookie.
import { DownloadIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

export const EXPORT_URL = '/api/me/export'

export function PersonalDataCard() {
  return (
    <Card id="dine-data">
      <CardHeader>
        <CardTitle>Dine data</CardTitle>
        <CardDescription>
          Hent en kopi af alt, hvad intranettet gemmer om dig, som én ZIP-fil: data.json med din profil, dine opslag, kommentarer, nyheder og
          vurderinger, ferie, møder og opgaver, notifikationer, enheder og sessioner, dine transskriptioner og revisionslogens poster om dig – og
          mappen files med dit profilbillede og de filer, du har uploadet. Hentningen bliver noteret i revisionsloggen.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <a href={EXPORT_URL} download>
            <DownloadIcon aria-hidden />
            Download mine data
          </a>
        </Button>
      </CardContent>
    </Card>
  )
}
