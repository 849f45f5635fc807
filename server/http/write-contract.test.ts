// The server reads the writes of the contract versions it accepts, refuses older ones with a
// Danish 409 the outbox takes as final, and sends a page newer than itself to try again later.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { WRITE_CONTRACT_HEADER, WRITE_CONTRACT_REFUSED, WRITE_CONTRACT_REFUSED_MESSAGE } from '../../sync/inputs/write-contract'
import { writeContract } from './write-contract'

function appAccepting(accepted: { oldest: number; newest: number }) {
  const applied: string[] = []
  const app = new Hono()
  app.use('/api/*', writeContract({ accepted }))
  app.all('/api/*', (c) => {
    applied.push(`${c.req.method} ${c.req.path}`)
    return c.json({ ok: true }, 201)
  })
  return { app, applied }
}

const write = (app: Hono, headers: Record<string, string>, path = '/api/posts', method = 'POST') =>
  app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, body: method === 'GET' ? undefined : '{"content":"Hej"}' })

const ORIGIN = { origin: 'http://localhost:3000', 'idempotency-key': 'k-1' }

describe('write contract', () => {
  it('applies a write of an accepted version', async () => {
    const { app, applied } = appAccepting({ oldest: 2, newest: 3 })
    expect((await write(app, { ...ORIGIN, [WRITE_CONTRACT_HEADER]: '2' })).status).toBe(201)
    expect((await write(app, { ...ORIGIN, [WRITE_CONTRACT_HEADER]: '3' })).status).toBe(201)
    expect(applied).toHaveLength(2)
  })

  it('refuses an older version with a Danish 409 and never applies it', async () => {
    const { app, applied } = appAccepting({ oldest: 2, newest: 2 })
    const res = await write(app, { ...ORIGIN, [WRITE_CONTRACT_HEADER]: '1' })
    expect(res.status).toBe(409)
    expect(res.headers.has('retry-after')).toBe(false)
    expect(await res.json()).toEqual({ error: WRITE_CONTRACT_REFUSED_MESSAGE, code: WRITE_CONTRACT_REFUSED })
    expect(applied).toEqual([])
  })

  it('takes an app write (idempotency key) without the header as version 1, and leaves scripts and sign-in alone', async () => {
    const { app, applied } = appAccepting({ oldest: 2, newest: 2 })
    expect((await write(app, ORIGIN)).status).toBe(409)
    expect((await write(app, { origin: 'http://localhost:3000' })).status).toBe(201)
    expect((await write(app, ORIGIN, '/api/auth/sign-in/email')).status).toBe(201)
    expect((await write(app, { ...ORIGIN, [WRITE_CONTRACT_HEADER]: '1' }, '/api/posts', 'GET')).status).toBe(201)
    expect(applied).toEqual(['POST /api/posts', 'POST /api/auth/sign-in/email', 'GET /api/posts'])
  })

  it('asks a page newer than the server to send again later, and refuses a version that is no number', async () => {
    const { app, applied } = appAccepting({ oldest: 1, newest: 1 })
    const newer = await write(app, { ...ORIGIN, [WRITE_CONTRACT_HEADER]: '2' })
    expect(newer.status).toBe(503)
    expect(newer.headers.get('retry-after')).toBe('30')
    const nonsense = await write(app, { ...ORIGIN, [WRITE_CONTRACT_HEADER]: 'x' })
    expect(nonsense.status).toBe(400)
    expect((await nonsense.json()).error).toBe('Ugyldig version af ændringen')
    expect(applied).toEqual([])
  })

  it('accepts what this build sends, by default', async () => {
    const app = new Hono()
    app.use('/api/*', writeContract())
    app.post('/api/posts', (c) => c.json({ ok: true }, 201))
    expect((await write(app, ORIGIN)).status).toBe(201)
  })
})
