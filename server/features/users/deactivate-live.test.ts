// A leaver who has the app open: the deactivation itself changes the people shape every
// browser watches, so the leaver's change socket re-checks its session on that very notice
// and is closed with the "session ended" code, on whichever replica it is connected to.
import { afterAll, beforeAll, expect, it } from 'vitest'
import WebSocket from 'ws'
import { TEST_ORIGIN, TEST_PASSWORD } from '../../test/app'
import { startLiveTestServer, type LiveTestServer } from '../../test/live-server'
import { createPerson } from '../../seed/users'

let live: LiveTestServer
beforeAll(async () => {
  live = await startLiveTestServer({ pushChanges: true })
})
afterAll(() => live?.close())

async function watching(cookie: string) {
  const ws = new WebSocket(live.socketUrl, { headers: { cookie, origin: TEST_ORIGIN } })
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  const messages: { type: string }[] = []
  ws.on('message', (data) => messages.push(JSON.parse(String(data))))
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)))
  ws.send(JSON.stringify({ type: 'watch', shapes: ['profiles', 'events'] }))
  await expect.poll(() => messages.some((m) => m.type === 'watching'), { timeout: 10_000 }).toBe(true)
  return { ws, closed }
}

it("closes the leaver's socket when they are deactivated, and leaves a colleague's open", async () => {
  const { s } = live
  const leaverId = await createPerson(s.auth, s.db, { email: 'gaar.nu@test.dk', password: TEST_PASSWORD, name: 'Gå Nu', role: 'user' })
  const leaver = await watching(await s.cookieFor('gaar.nu@test.dk'))
  const colleague = await watching(await s.cookieFor('erik.ansat@test.dk'))
  let colleagueClosed = false
  void colleague.closed.then(() => (colleagueClosed = true))

  const res = await s.request(`/api/users/${leaverId}/deactivate`, { method: 'POST', cookie: await s.cookieFor('admin@test.dk') })
  expect(res.status).toBe(200)
  expect(await leaver.closed).toBe(4401)
  expect(colleagueClosed).toBe(false)
  expect(colleague.ws.readyState).toBe(WebSocket.OPEN)
  colleague.ws.close()
})
