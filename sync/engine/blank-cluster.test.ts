import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { openSqlDatabase } from './database'

const dirs: string[] = []
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

test('in-memory databases started from the blank cluster share nothing', async () => {
  const [a, b] = await Promise.all([openSqlDatabase({}), openSqlDatabase({})])
  try {
    await a.sql.exec(`create table only_in_a (id int); insert into only_in_a values (1)`)
    expect(await a.sql.query(`select id from only_in_a`)).toEqual([{ id: 1 }])
    await expect(b.sql.query(`select id from only_in_a`)).rejects.toThrow(/does not exist/)
  } finally {
    await Promise.all([a.close(), b.close()])
  }
})

test('a new data directory starts from the blank cluster and keeps what is written across a reopen', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'blank-cluster-'))
  dirs.push(dataDir)
  const first = await openSqlDatabase({ dataDir })
  await first.sql.exec(`create table kept (id int); insert into kept values (7)`)
  await first.close()
  const again = await openSqlDatabase({ dataDir })
  try {
    expect(await again.sql.query(`select id from kept`)).toEqual([{ id: 7 }])
  } finally {
    await again.close()
  }
})
