// The events page, as a user works it.
import type { Page } from 'playwright-core'

export const eventsHeading = (page: Page) => page.getByRole('heading', { name: 'Arrangementer' }).first()

/** `YYYY-MM-DDTHH:mm` in local time, what a datetime-local input takes. */
export function datetimeLocal(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}T${p(date.getHours())}:${p(date.getMinutes())}`
}

export async function addEvent(
  page: Page,
  event: { title: string; description?: string; location?: string; daysAhead?: number },
): Promise<void> {
  await page.getByRole('button', { name: 'Tilføj arrangement' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  const when = new Date(Date.now() + (event.daysAhead ?? 1) * 86_400_000)
  when.setHours(10, 0, 0, 0)
  await dialog.getByLabel('Titel', { exact: true }).fill(event.title)
  if (event.description) await dialog.getByLabel('Beskrivelse', { exact: true }).fill(event.description)
  await dialog.getByLabel(/^Dato/).fill(datetimeLocal(when))
  if (event.location) await dialog.getByLabel('Sted', { exact: true }).fill(event.location)
  await dialog.getByRole('button', { name: 'Gem', exact: true }).click()
  await dialog.waitFor({ state: 'hidden', timeout: 20_000 })
}
