// The daily e-mail digest of unread notifications, for those who opted in (settings). From
// 07:00 Danish time, once per Danish day: the process that wins the day's row in
// notification_digests sends, so several app processes never send twice. Without SMTP the
// mailer prints the message to the log. Administrators can preview a person's digest and send
// today's round at once (digest-routes.ts).
import { sql } from 'kysely'
import type { MailMessage, Mailer } from '../../auth/mailer'
import type { Database } from '../../db/connect'
import { ZONE } from '../../http/danish-time'

const SEND_FROM_HOUR = 7
const MAX_LISTED = 20

export interface DigestDeps {
  db: Database
  mailer: Mailer
  appUrl: string
  companyName: string
}

function danishDayAndHour(now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  )
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) }
}

export interface DigestText {
  appUrl: string
  companyName: string
}

/** One person's digest as it would be mailed now: their newest unread notices; null if none. */
export async function renderDigest(db: Database, person: { id: string; email: string }, { appUrl, companyName }: DigestText): Promise<MailMessage | null> {
  const unread = await db.kysely
    .selectFrom('notifications')
    .select(['title', 'body', sql<number>`count(*) over ()`.as('total')])
    .where('user_id', '=', person.id)
    .where('read_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(MAX_LISTED)
    .execute()
  if (unread.length === 0) return null
  const total = Number(unread[0].total)
  const lines = unread.map((n) => `• ${n.title}${n.body ? ` – ${n.body}` : ''}`)
  if (total > unread.length) lines.push(`… og ${total - unread.length} mere`)
  return {
    to: person.email,
    subject: total === 1 ? `${companyName}: 1 ulæst notifikation` : `${companyName}: ${total} ulæste notifikationer`,
    text: [`Du har ${total === 1 ? '1 ulæst notifikation' : `${total} ulæste notifikationer`} på intranettet:`, '', ...lines, '', `Se dem her: ${appUrl}/notifications`, '', 'Du kan slå den daglige e-mail fra under Indstillinger.'].join('\n'),
  }
}

/**
 * Sends today's digests that are due; answers how many went out. `immediately` (an operator's
 * "send now") does not wait for 07:00; it is still today's one digest, so the timer does not
 * send again later that day.
 */
export async function sendDailyDigests({ db, mailer, appUrl, companyName }: DigestDeps, now = new Date(), { immediately = false } = {}): Promise<number> {
  const { day, hour } = danishDayAndHour(now)
  if (hour < SEND_FROM_HOUR && !immediately) return 0
  const due = await db.kysely
    .selectFrom('notification_preferences as p')
    .innerJoin('user as u', 'u.id', 'p.user_id')
    .leftJoin('notification_digests as d', 'd.user_id', 'p.user_id')
    .select(['u.id', 'u.email'])
    .where('p.email_digest', '=', true)
    .where((eb) => eb.or([eb('u.banned', 'is', null), eb('u.banned', '=', false)]))
    .where((eb) => eb.or([eb('d.sent_on', 'is', null), eb('d.sent_on', '<', day)]))
    .where((eb) => eb.exists(eb.selectFrom('notifications as n').select('n.id').whereRef('n.user_id', '=', 'u.id').where('n.read_at', 'is', null)))
    .execute()
  let sent = 0
  for (const person of due) {
    const won = await db.kysely
      .insertInto('notification_digests')
      .values({ user_id: person.id, sent_on: day })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ sent_on: day }).where('notification_digests.sent_on', '<', day))
      .returning('user_id')
      .executeTakeFirst()
    if (!won) continue
    const message = await renderDigest(db, person, { appUrl, companyName })
    if (!message) continue
    await mailer
      .send(message)
      .then(() => sent++)
      .catch((err: Error) => console.error(`[digest] could not send to ${person.email}: ${err.message}`))
  }
  return sent
}

/** Checks every quarter of an hour; the first check a little after start. */
export function startDigestScheduler(deps: DigestDeps): { stop(): void } {
  const run = () => void sendDailyDigests(deps).catch((err: Error) => console.error('[digest]', err.message))
  const first = setTimeout(run, 30_000)
  const timer = setInterval(run, 15 * 60_000)
  first.unref()
  timer.unref()
  return {
    stop() {
      clearTimeout(first)
      clearInterval(timer)
    },
  }
}
