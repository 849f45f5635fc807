// At 360 px: the assistant is a small button until opened (it covered a
// fifth of a phone screen), and wide tables (meeting cases/news/tasks, users) become cards with
// every column and action on screen instead of hidden to the right.
import { describe, expect, it } from 'vitest'
import { step } from './support/diagnostics'
import { useAppInBrowser, type OpenedPage } from './support/harness'
import { signInApi } from './support/api'
import { createMeetingWithTask } from './support/meetings'
import { allOnScreen, PHONE } from './support/layout'
import { ADMIN } from './support/server'

const app = useAppInBrowser()

async function phone(): Promise<OpenedPage> {
  // The sync line is in the sidebar, which a phone keeps in the drawer: wait, then narrow.
  const { page, errors } = await app.open(ADMIN, '/')
  await page.setViewportSize(PHONE)
  return { page, errors }
}

describe('phone layout', () => {
  it('the assistant is a small button until opened, and closes back to it', async () => {
    const { page, errors } = await phone()
    const open = page.getByRole('button', { name: 'Åbn AI-assistent' })
    await step(page, 'only a button is shown', async () => {
      await open.waitFor()
      expect(await page.getByRole('region', { name: 'AI-assistent' }).count()).toBe(0)
      const box = (await open.boundingBox())!
      expect(box.width * box.height).toBeLessThan(0.02 * PHONE.width * PHONE.height)
    }, errors)
    await open.click()
    const panel = page.getByRole('region', { name: 'AI-assistent' })
    await panel.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('chat-widget-input')
    await page.keyboard.press('Escape')
    await step(page, 'Escape makes it a button again', async () => {
      await panel.waitFor({ state: 'detached' })
      await open.waitFor()
    }, errors)
  })

  it('meeting tables and the user list fit a 360 px screen', { timeout: 180_000 }, async () => {
    const cookie = await signInApi(app.server.url, ADMIN.email, ADMIN.password)
    const { page, errors } = await phone()
    const adminId = await page.evaluate(() => JSON.parse(localStorage.getItem('intranet.last-user') ?? '{}').id as string)
    const task = `Bestil lift til facaden på Skovlunde Skole ${Date.now().toString(36)}`
    const { meetingId } = await createMeetingWithTask(app.server.url, cookie, { title: 'Driftsmøde', task, responsibleId: adminId })
    await page.goto(`/meetings/${meetingId}`)
    const tasks = page.getByRole('region', { name: 'Øvrige opgaver' })
    await step(page, 'the task table shows as a card with every column on screen', async () => {
      await tasks.getByText(task).waitFor({ timeout: 60_000 })
      await allOnScreen(tasks.getByRole('cell'))
      await tasks.getByRole('cell').filter({ hasText: 'Igangværende' }).waitFor()
      await allOnScreen(tasks.getByRole('checkbox'))
    }, errors)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    await page.goto('/users')
    const row = page.locator('tr[data-user-email="mette.jensen@demo.dk"]')
    await step(page, "a user's actions are on screen", async () => {
      await row.waitFor({ timeout: 60_000 })
      await allOnScreen(row.getByRole('button'))
      await allOnScreen(row.getByRole('cell'))
    }, errors)
  })
})
