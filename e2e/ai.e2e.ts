// Transcription and the AI assistant in a real browser against the real server process,
// which talks to a local fake of an OpenAI-compatible endpoint (a real HTTP server in this
// test process): the chat widget answers with handbook references, a transcription appears
// live in the owner's history (and nowhere else), and a server without AI says so.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTestPdf } from '../server/features/documents/make-test-pdf'
import { startFakeOpenAi, type FakeOpenAi } from '../server/features/ai/fake-openai'
import { makeWav } from '../server/features/transcriptions/test-audio'
import { LEGAL_DISCLAIMER } from '../sync/inputs/ai'
import { recordPageErrors, signIn } from './support/browser'
import { signInApi } from './support/api'
import { step } from './support/diagnostics'
import { useAppInBrowser, type AppInBrowser } from './support/harness'
import { ADMIN, EMPLOYEE, type RunningServer } from './support/server'

async function uploadHandbook(server: RunningServer) {
  const cookie = await signInApi(server.url, ADMIN.email, ADMIN.password)
  const cat = await fetch(`${server.url}/api/handbooks/categories`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `E2E håndbøger ${Date.now().toString(36)}` }),
  })
  expect(cat.status).toBe(201)
  const form = new FormData()
  form.append('category_id', (await cat.json()).category.id)
  const pdf = makeTestPdf([
    'Indledning\nDenne håndbog beskriver sikkerhed på byggepladsen.',
    'Stilladser\nAlle stilladser skal inspiceres dagligt før brug.\nFaldsikring er påkrævet over to meter.',
  ])
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'Sikkerhedshaandbog.pdf')
  const res = await fetch(`${server.url}/api/handbooks`, { method: 'POST', headers: { cookie }, body: form })
  expect(res.status).toBe(201)
}

async function signedInPage(app: AppInBrowser, who: { email: string; password: string }, width?: number) {
  const context = await app.context(width ? { width, height: 740 } : {})
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const page = await context.newPage()
  const errors = recordPageErrors(page)
  await signIn(page, who.email, who.password)
  return { context, page, errors }
}

const widget = (page: Page) => page.getByRole('region', { name: 'AI-assistent' })

describe('with an OpenAI-compatible endpoint (the local fake)', () => {
  let fake: FakeOpenAi
  // Registered before the app's own hooks, so it runs after them: the fake goes last.
  afterAll(async () => fake?.close())
  // The fake first: the app starts knowing where it is.
  const app = useAppInBrowser(async () => {
    fake = await startFakeOpenAi()
    return { env: { AI_BASE_URL: fake.url, AI_API_KEY: fake.apiKey } }
  })
  beforeAll(async () => uploadHandbook(app.server))

  it('the chat widget answers with the handbook page it used; switching assistant starts over', async () => {
    fake.delayMs = 1200
    fake.chatReply = () => 'Stilladser skal inspiceres dagligt før brug [1].'
    const { context, page, errors } = await signedInPage(app, EMPLOYEE, 360)
    const chat = widget(page)
    await step(page, 'the widget is a button on the home page, and opens collapsed', async () => {
      await page.getByRole('button', { name: 'Åbn AI-assistent' }).click()
      await chat.waitFor()
      await chat.getByRole('button', { name: 'Vis samtalen' }).waitFor()
      const box = await chat.boundingBox()
      expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    }, errors)

    await step(page, 'a question shows Tænker... and then the answer with its reference', async () => {
      const input = chat.getByLabel('Skriv din besked')
      await input.fill('Hvor tit skal stilladser inspiceres?')
      await input.press('Enter')
      await chat.getByText('Tænker...').waitFor()
      await chat.getByText('Stilladser skal inspiceres dagligt før brug [1].').waitFor({ timeout: 20_000 })
    }, errors)
    const reference = chat.getByRole('link', { name: /Sikkerhedshaandbog\.pdf/ })
    await expect.poll(() => reference.textContent()).toMatch(/side 2.*\d+% match/)
    const href = await reference.getAttribute('href')
    expect(href).toMatch(/^\/api\/files\/handbooks\/.+\.pdf#page=2$/)
    expect(await reference.getAttribute('target')).toBe('_blank')
    const file = await context.request.get(`${app.server.url}${href!.split('#')[0]}`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/application\/pdf/)
    // The model was given the page as context.
    expect(fake.chatCalls.at(-1)!.body.messages[0].content).toContain('Alle stilladser skal inspiceres dagligt')

    await step(page, 'switching to the legal assistant clears the conversation', async () => {
      await chat.getByRole('radio', { name: 'Juridisk assistent' }).click()
      await chat.getByText(/Hej! Jeg er den juridiske assistent/).waitFor()
      expect(await chat.getByText('Stilladser skal inspiceres dagligt før brug [1].').count()).toBe(0)
    }, errors)

    fake.chatBehaviour = { kind: 'status', status: 500 }
    await step(page, 'a failing model shows the Danish error with the reason', async () => {
      const input = chat.getByLabel('Skriv din besked')
      await input.fill('Hvem har ansvaret?')
      await input.press('Enter')
      await chat
        .getByText('Beklager, der opstod en fejl. Prøv venligst igen. (AI-tjenesten svarede med HTTP 500: The server had an error while processing your request.)')
        .waitFor({ timeout: 20_000 })
    }, errors)
    fake.chatBehaviour = { kind: 'ok' }
    fake.delayMs = 0
  })

  it('a transcription appears in the owner’s open history live, and nowhere else', { timeout: 240_000 }, async () => {
    fake.delayMs = 1500
    fake.transcriptionText = () => 'Godmorgen alle sammen, mødet starter nu.'
    const owner = await signedInPage(app, EMPLOYEE)
    // The same user on another device, with the history open while the upload happens.
    const second = await signedInPage(app, EMPLOYEE)
    const ownerHistory = second.page
    const other = await signedInPage(app, ADMIN)

    await ownerHistory.goto('/messages')
    await step(ownerHistory, 'the owner opens Historik in a second tab', async () => {
      await ownerHistory.getByRole('tab', { name: 'Historik' }).click()
      await ownerHistory.getByText('Ingen transskriptioner endnu').waitFor({ timeout: 60_000 })
    }, second.errors)

    const { page, errors } = owner
    await page.goto('/messages')
    await step(page, 'upload a WAV and start', async () => {
      await page.getByRole('heading', { name: 'Beskeder og transskriptioner' }).waitFor()
      await page.locator('#transcription-file').setInputFiles({ name: 'Morgenmøde.wav', mimeType: 'audio/wav', buffer: makeWav({ seconds: 1 }) })
      await page.getByText('Morgenmøde.wav').waitFor()
      await page.getByRole('button', { name: 'Start transskription' }).click()
      await page.getByText('Behandler...').first().waitFor({ timeout: 20_000 })
      await page.getByText('Godmorgen alle sammen, mødet starter nu.').waitFor({ timeout: 30_000 })
    }, errors)
    await page.getByRole('button', { name: 'Kopiér til udklipsholder' }).click()
    await page.getByText('Kopieret!').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Godmorgen alle sammen, mødet starter nu.')

    await step(ownerHistory, 'the entry arrived in the other tab without a reload', async () => {
      const entry = ownerHistory.getByRole('listitem').filter({ hasText: 'Morgenmøde.wav' })
      await entry.getByText('Godmorgen alle sammen, mødet starter nu.').waitFor({ timeout: 30_000 })
    })
    expect(fake.transcriptionCalls.at(-1)!.fields).toMatchObject({ language: 'da', model: 'whisper-1' })

    await other.page.goto('/messages')
    await step(other.page, 'another user sees none of it', async () => {
      await other.page.getByRole('tab', { name: 'Historik' }).click()
      await other.page.getByText('Ingen transskriptioner endnu').waitFor()
    }, other.errors)

    await step(ownerHistory, 'the owner deletes it after confirming', async () => {
      await ownerHistory.getByRole('button', { name: 'Slet transskriptionen af Morgenmøde.wav' }).click()
      const dialog = ownerHistory.getByRole('dialog')
      await dialog.getByText('Er du sikker på at du vil slette transskriptionen af "Morgenmøde.wav"?').waitFor()
      await dialog.getByRole('button', { name: 'Slet', exact: true }).click()
      await ownerHistory.getByText('Ingen transskriptioner endnu').waitFor({ timeout: 20_000 })
    })

    await step(page, 'a file that is not audio is refused with the Danish message', async () => {
      await page.locator('#transcription-file').setInputFiles({ name: 'noter.txt', mimeType: 'text/plain', buffer: Buffer.from('hej') })
      await page.getByText('Upload en lydfil (MP3, WAV, M4A) eller en videofil (MP4)').waitFor()
    }, errors)
    fake.delayMs = 0
  })
})

describe('without an AI endpoint', () => {
  const app = useAppInBrowser()
  beforeAll(async () => uploadHandbook(app.server))

  it('the transcription page says it is not set up, and the legal assistant answers from the handbook honestly', async () => {
    const { page, errors } = await signedInPage(app, EMPLOYEE)
    await page.goto('/messages')
    await step(page, 'not set up', async () => {
      await page.getByText('Transskription er ikke sat op', { exact: true }).waitFor()
      expect(await page.getByRole('button', { name: 'Start transskription' }).isDisabled()).toBe(true)
    }, errors)
    const chat = widget(page)
    await page.getByRole('button', { name: 'Åbn AI-assistent' }).click()
    await chat.getByRole('radio', { name: 'Juridisk assistent' }).click()
    const input = chat.getByLabel('Skriv din besked')
    await input.fill('Hvornår skal stilladser inspiceres?')
    await input.press('Enter')
    await step(page, 'the passage answer', async () => {
      await chat.getByText(/Der er ikke sat en sprogmodel op/).waitFor({ timeout: 20_000 })
      await chat.getByText(new RegExp(LEGAL_DISCLAIMER.slice(0, 40))).waitFor()
      await chat.getByRole('link', { name: /Sikkerhedshaandbog\.pdf/ }).waitFor()
    }, errors)
  })
})
