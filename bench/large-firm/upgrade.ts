// The large firm's "upgrade" phase: an employee's browser after a release that adds one column to
// one table (the people directory, 2,000 rows). Played as in e2e/upgrade.e2e.ts: the browser's
// database becomes the one the older build made (e2e/support/local-db.ts), then this build
// loads it and migrates it. Measured: the bytes and the time until the browser is current again,
// and which shapes were fetched from the start (the target: only that table's).
import type { Page, Request } from 'playwright-core'
import { exposeLocalDb, localQuery, playOlderBuild, shapePlaces } from '../../e2e/support/local-db'
import { round, sleep } from '../stats'
import type { NetProxy, Traffic } from './net-proxy'
import { waitForSynced } from './page-probe'

export const UPGRADE_TABLE = 'profiles'
export const UPGRADE_COLUMN = 'phone'

export interface UpgradeResult {
  what: string
  synced_ms: number | null
  bytes: Traffic & { total_bytes: number }
  /** The column is back in the table: the database was migrated. */
  migrated: boolean
  /** Shapes asked for from nothing (offset -1) after the upgrade; every other one resumed. */
  shapes_fetched_from_start: string[]
  shapes_total: number
  /** This phase's bytes over the first visit's, in %. */
  share_of_first_visit_bytes_pct: number
  share_of_first_visit_shape_bytes_pct: number
}

const freshShape = (request: Request): string | null => {
  const url = new URL(request.url())
  const match = /^\/api\/shapes\/([^/]+)$/.exec(url.pathname)
  return match && match[1] !== 'live' && url.searchParams.get('offset') === '-1' ? match[1] : null
}

export async function measureUpgrade(
  page: Page,
  proxy: NetProxy,
  firstVisit: Traffic & { total_bytes: number },
  waitMs: number,
): Promise<UpgradeResult | null> {
  await exposeLocalDb(page)
  await page.reload({ waitUntil: 'commit', timeout: waitMs })
  if ((await waitForSynced(page, waitMs)) === null) return null
  await sleep(2000) // the last flushes of the warm load
  const before = await shapePlaces(page)
  await playOlderBuild(page, UPGRADE_TABLE, UPGRADE_COLUMN)

  const fresh = new Set<string>()
  const onRequest = (request: Request) => {
    const shape = freshShape(request)
    if (shape) fresh.add(shape)
  }
  // The context's: the PGlite worker's requests, also when the service worker controls the page.
  page.context().on('request', onRequest)
  proxy.resetTraffic()
  await page.reload({ waitUntil: 'commit', timeout: waitMs })
  const synced = await waitForSynced(page, waitMs)
  await sleep(2000) // let the last answers and the local database's flush settle
  const bytes = proxy.traffic()
  page.context().off('request', onRequest)
  const column = await localQuery(page, `select 1 from pg_attribute where attrelid = $1::regclass and attname = $2 and not attisdropped`, [
    UPGRADE_TABLE,
    UPGRADE_COLUMN,
  ])
  const pct = (part: number, whole: number) => (whole > 0 ? round((100 * part) / whole) : 0)
  return {
    what: `release adding "${UPGRADE_COLUMN}" to "${UPGRADE_TABLE}": reload after it, until the sync indicator says "Synkroniseret" (ms from navigation start)`,
    synced_ms: synced === null ? null : round(synced),
    bytes,
    migrated: column.length === 1,
    shapes_fetched_from_start: [...fresh].sort(),
    shapes_total: before.length,
    share_of_first_visit_bytes_pct: pct(bytes.total_bytes, firstVisit.total_bytes),
    share_of_first_visit_shape_bytes_pct: pct(bytes.shapes.bytes, firstVisit.shapes.bytes),
  }
}
