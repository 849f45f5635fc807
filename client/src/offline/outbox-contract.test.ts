// Each outbox write says the write contract it was made with, also when a page of a later
// release sends it; the server's refusal of an outdated one is final: the write is not retried,
// not kept, and the outcome carries the refusal's code so the page keeps the text in sight.
import { describe, expect, it } from 'vitest'
import { WRITE_CONTRACT_HEADER, WRITE_CONTRACT_REFUSED, WRITE_CONTRACT_REFUSED_MESSAGE, WRITE_CONTRACT_VERSION } from '../../../sync/inputs/write-contract'
import { db, json, makeOutbox, rowCount, setUpOutboxDatabase } from './outbox-test-support'

setUpOutboxDatabase()

function contractServer(answer: (version: string | undefined) => Response) {
  const versions: (string | undefined)[] = []
  const fetch = async (_path: string, init: RequestInit) => {
    const version = (init.headers as Record<string, string>)[WRITE_CONTRACT_HEADER]
    versions.push(version)
    return answer(version)
  }
  return { versions, fetch }
}

describe('outbox write contract', () => {
  it('sends each write with the contract it was made with; one queued before writes carried it is contract 1', async () => {
    const server = contractServer(() => json(201, { ok: true }))
    const { outbox } = makeOutbox(server.fetch)
    // Queued by a build from before the column: no version stored.
    // Queued by a build from before the column (no version), and by one of a made-up contract 7.
    await db.query(
      `insert into local.outbox (id, method, path, body, idempotency_key, created_at, next_attempt_at, contract_version) values
         (gen_random_uuid(), 'POST', '/api/posts', '{"content":"Gammel"}', 'old-key', to_timestamp(900), to_timestamp(900), null),
         (gen_random_uuid(), 'POST', '/api/posts', '{"content":"Syv"}', 'seven-key', to_timestamp(950), to_timestamp(950), 7)`,
    )
    const fresh = await outbox.enqueue('POST', '/api/posts', { content: 'Ny' })
    expect(fresh.contractVersion).toBe(WRITE_CONTRACT_VERSION)
    await outbox.flush()
    expect(server.versions).toEqual(['1', '7', String(WRITE_CONTRACT_VERSION)])
    expect(await rowCount()).toBe(0)
  })

  it('takes the server’s refusal of an outdated write as final, with its code, and sends it once', async () => {
    const server = contractServer(() => json(409, { error: WRITE_CONTRACT_REFUSED_MESSAGE, code: WRITE_CONTRACT_REFUSED }))
    const { outbox, outcomes, clock } = makeOutbox(server.fetch)
    const item = await outbox.enqueue('POST', '/api/posts', { content: '<p>Min tekst</p>' })
    await outbox.flush()
    clock.t += 60_000
    await outbox.flush()
    expect(server.versions).toHaveLength(1)
    expect(outcomes).toEqual([[expect.objectContaining({ id: item.id, body: { content: '<p>Min tekst</p>' } }), { kind: 'rejected', status: 409, message: WRITE_CONTRACT_REFUSED_MESSAGE, code: WRITE_CONTRACT_REFUSED }]])
    expect(await rowCount()).toBe(0)
  })
})
