// A sign-in from a device this person has not used before goes in the audit log. A "device"
// is the browser's user agent plus the network it came from: the IPv4 /24 or the IPv6 /64,
// so a phone that gets a new address from the same mast or office line is not new each time.
import { isIPv4, isIPv6 } from 'node:net'
import type { Database } from '../../db/connect'
import { recordAudit, type RequestOrigin } from './record'

function expandIPv6(ip: string): string[] | null {
  const [head, tail] = ip.split('::')
  if (ip.split('::').length > 2) return null
  const left = head ? head.split(':') : []
  const right = tail !== undefined && tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined && missing !== 0) return null
  return [...left, ...Array(Math.max(missing, 0)).fill('0'), ...right].map((g) => g.toLowerCase().padStart(4, '0'))
}

/** The network an address belongs to, in the sense above; 'unknown' when there is no address. */
export function networkOf(ip: string | null): string {
  if (!ip) return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  const v4 = mapped ? mapped[1] : ip
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`
  if (isIPv6(ip)) {
    const groups = expandIPv6(ip.split('%')[0])
    if (groups) return `${groups.slice(0, 4).join(':')}::/64`
  }
  return 'unknown'
}

/** Remembers the device; the first sign-in from it is written to the audit log, in one transaction. */
export async function noteSignIn(db: Database, userId: string, origin: RequestOrigin): Promise<boolean> {
  const userAgent = (origin.userAgent ?? '').slice(0, 500)
  const network = networkOf(origin.ip)
  return db.kysely.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('known_devices')
      .values({ user_id: userId, user_agent: userAgent, network })
      .onConflict((oc) => oc.columns(['user_id', 'user_agent', 'network']).doNothing())
      .returning('user_id')
      .executeTakeFirst()
    if (!added) return false
    await recordAudit(trx, { actorId: userId, action: 'auth.new_device', target: { type: 'user', id: userId }, details: { network }, origin })
    return true
  })
}
