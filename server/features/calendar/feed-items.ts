// What goes into the feeds, read straight from the central database. Dates come back as text
// ('YYYY-MM-DD') so no driver's idea of time zones shifts an all-day item by a day.
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/types'
import { profileNameSql } from '../../../sync/person-name'

export interface FeedItem {
  uid: string
  summary: string
  description?: string | null
  location?: string | null
  /** A timed item (ISO instant), one hour long when nothing says otherwise … */
  start?: string
  /** … or a whole-day one, 'YYYY-MM-DD' inclusive. */
  day?: { first: string; last: string }
  url: string
}

/** How far back the feeds reach: a calendar app needs the recent past, not all history. */
const SINCE = sql<string>`(now() - interval '1 year')`

export async function companyEvents(kysely: Kysely<DB>, appUrl: string): Promise<FeedItem[]> {
  const rows = await kysely
    .selectFrom('events')
    .select(['id', 'title', 'description', 'location', sql<string>`to_json(date)#>>'{}'`.as('start')])
    .where('date', '>=', SINCE)
    .orderBy('date')
    .execute()
  return rows.map((e) => ({ uid: `event-${e.id}`, summary: e.title, description: e.description, location: e.location, start: e.start, url: `${appUrl}/events` }))
}

export async function approvedVacations(kysely: Kysely<DB>, appUrl: string, userId?: string): Promise<FeedItem[]> {
  let q = kysely
    .selectFrom('vacations as v')
    .leftJoin('profiles as p', 'p.user_id', 'v.user_id')
    .innerJoin('user as u', 'u.id', 'v.user_id')
    .select([
      'v.id',
      sql<string>`v.start_date::text`.as('first'),
      sql<string>`v.end_date::text`.as('last'),
      sql<string>`${sql.raw(profileNameSql('p', 'u.name'))}`.as('who'),
    ])
    .where('v.status', '=', 'approved')
    .where('v.end_date', '>=', sql<string>`${SINCE}::date`)
  if (userId) q = q.where('v.user_id', '=', userId)
  const rows = await q.orderBy('v.start_date').execute()
  return rows.map((v) => ({
    uid: `vacation-${v.id}`,
    summary: userId ? 'Ferie' : `Ferie: ${v.who}`,
    day: { first: v.first, last: v.last },
    url: `${appUrl}/vacation`,
  }))
}

/** Meetings I attend (present), run or take the minutes of. */
export async function myMeetings(kysely: Kysely<DB>, appUrl: string, userId: string): Promise<FeedItem[]> {
  const rows = await kysely
    .selectFrom('meetings as m')
    .select(['m.id', 'm.title', 'm.location', 'm.topic', sql<string>`to_json(m.meeting_date)#>>'{}'`.as('start')])
    .where('m.meeting_date', '>=', SINCE)
    .where((eb) =>
      eb.or([
        eb('m.facilitator_id', '=', userId),
        eb('m.recorder_id', '=', userId),
        eb.exists(
          eb.selectFrom('meeting_attendees as a').select('a.user_id').whereRef('a.meeting_id', '=', 'm.id').where('a.user_id', '=', userId).where('a.status', '=', 'present'),
        ),
      ]),
    )
    .orderBy('m.meeting_date')
    .execute()
  return rows.map((m) => ({ uid: `meeting-${m.id}`, summary: m.title, description: m.topic, location: m.location, start: m.start, url: `${appUrl}/meetings/${m.id}` }))
}

/** Deadlines of tasks and news items I am responsible for in the minutes. */
export async function myDeadlines(kysely: Kysely<DB>, appUrl: string, userId: string): Promise<FeedItem[]> {
  const tasks = await kysely
    .selectFrom('meeting_other_tasks')
    .select(['id', 'meeting_id', 'task', sql<string>`deadline::text`.as('day')])
    .where('responsible_id', '=', userId)
    .where('deadline', 'is not', null)
    .where('deadline', '>=', sql<string>`${SINCE}::date`)
    .execute()
  const news = await kysely
    .selectFrom('meeting_news_opportunities')
    .select(['id', 'meeting_id', 'task', sql<string>`task_date::text`.as('day')])
    .where('responsible_id', '=', userId)
    .where('task_date', 'is not', null)
    .where('task_date', '>=', sql<string>`${SINCE}::date`)
    .execute()
  return [...tasks.map((t) => ({ ...t, kind: 'task' })), ...news.map((t) => ({ ...t, kind: 'news' }))].map((t) => ({
    uid: `${t.kind}-${t.id}`,
    summary: `Frist: ${t.task}`,
    day: { first: t.day, last: t.day },
    url: `${appUrl}/meetings/${t.meeting_id}`,
  }))
}
