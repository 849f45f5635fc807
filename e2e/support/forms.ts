// What every form test asks of a field the shared schema refused.
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import { signInApi } from './api'
import { ADMIN } from './server'

/** The schema's message is shown under the field and is what the field is described by. */
export async function expectFieldMessage(scope: Locator, label: string, message: string) {
  await scope.getByText(message, { exact: true }).first().waitFor()
  const field = scope.getByLabel(label, { exact: true })
  expect(await field.getAttribute('aria-invalid')).toBe('true')
  const description = await field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  )
  expect(description).toContain(message)
}

/** A project made through the API by the admin, for the forms on its page. */
export async function newProject(baseUrl: string, name: string): Promise<string> {
  const cookie = await signInApi(baseUrl, ADMIN.email, ADMIN.password)
  const res = await fetch(`${baseUrl}/api/projects`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ id: crypto.randomUUID(), name, status: 'pending' }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { project: { id: string } }).project.id
}

/** Presses `save` on a form the schema refuses: each field's message shows under it, nothing is sent. */
export async function saveRefused(form: Locator, save: string, messages: Record<string, string>) {
  await form.getByRole('button', { name: save, exact: true }).click()
  for (const [label, message] of Object.entries(messages)) await expectFieldMessage(form, label, message)
}

/** Leaves a form or dialog with its cancel button; it closes. */
export async function cancelForm(form: Locator, cancel = 'Annuller') {
  await form.getByRole('button', { name: cancel }).click()
  await form.waitFor({ state: 'hidden' })
}
