// The statistics screen's figures, counted in the central database at request time. The
// 'active' figures come from real session activity: better-auth writes a session row at
// sign-in and moves its updatedAt whenever it extends the session (at most once a day).
import type { SqlClient } from '../../../sync/engine/sql-client'
import type { Analytics, AnalyticsContent, AnalyticsTotals, UserActivity } from '../../../sync/inputs/analytics'
import { activityPeriods } from './periods'
import { profileNameSql } from '../../../sync/person-name'

const n = (table: string, where = 'true') => `(select count(*)::int from ${table} where ${where})`

const COUNTS = `select
  ${n('profiles')} as users, ${n('posts')} as posts, ${n('projects')} as projects,
  ${n('company_news')} as news, ${n('events')} as events, ${n('handbooks')} as handbooks,
  ${n('posts', 'approved')} as approved_posts, ${n('posts', 'not approved')} as pending_posts,
  ${n('post_comments')} as post_comments, ${n('news_comments')} as news_comments,
  ${n('meetings')} as meetings, ${n('contacts')} as contacts,
  ${n('project_updates')} as project_updates, ${n('vacations')} as vacations`

// Per user, as the statistics page counts: posts by user_id, projects by created_by, post comments, news.
const PER_USER = `with
  last_seen as (select "userId" as user_id, max(greatest("createdAt", "updatedAt")) as at from "session" group by "userId"),
  p as (select user_id, count(*)::int as c from posts group by user_id),
  pr as (select created_by as user_id, count(*)::int as c from projects group by created_by),
  cm as (select user_id, count(*)::int as c from post_comments group by user_id),
  nw as (select user_id, count(*)::int as c from company_news group by user_id)
select pf.user_id, coalesce(${profileNameSql('pf')}, '') as name, pf.email, pf.role,
  coalesce(p.c, 0) as posts, coalesce(pr.c, 0) as projects, coalesce(cm.c, 0) as comments, coalesce(nw.c, 0) as news,
  coalesce(p.c, 0) + coalesce(pr.c, 0) + coalesce(cm.c, 0) + coalesce(nw.c, 0) as total,
  ls.at as last_active_at, coalesce(ls.at, u."createdAt", pf.created_at) as activity_basis
from profiles pf
left join "user" u on u.id = pf.user_id
left join last_seen ls on ls.user_id = pf.user_id
left join p on p.user_id = pf.user_id
left join pr on pr.user_id = pf.user_id
left join cm on cm.user_id = pf.user_id
left join nw on nw.user_id = pf.user_id
order by total desc, name asc`

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString())

export async function loadAnalytics(sql: SqlClient, now = new Date()): Promise<Analytics> {
  const [counts] = await sql.query<AnalyticsTotals & AnalyticsContent>(COUNTS)
  const rows = await sql.query<UserActivity & { activity_basis: string }>(PER_USER)
  const { startOfToday, startOfWeek, inactiveBefore } = activityPeriods(now)
  const activity = { active_today: 0, active_this_week: 0, inactive_30_days: 0 }
  const users = rows.map(({ activity_basis, ...row }) => {
    const last = row.last_active_at ? new Date(row.last_active_at) : null
    if (last && last >= startOfToday) activity.active_today++
    if (last && last >= startOfWeek) activity.active_this_week++
    // Someone added last week who has not signed in yet is new, not inactive.
    if (new Date(activity_basis) < inactiveBefore) activity.inactive_30_days++
    return { ...row, last_active_at: iso(row.last_active_at) }
  })
  const { users: u, posts, projects, news, events, handbooks, ...content } = counts
  return {
    totals: { users: u, posts, projects, news, events, handbooks },
    content,
    activity,
    users,
    generated_at: now.toISOString(),
  }
}
