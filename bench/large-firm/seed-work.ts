// Meetings with cases, assignees and tasks; vacations; projects with updates and dates; events.
import type pg from 'pg'
import { randomUser, userId, EMPLOYEES } from './seed-people'
import { CASE_NAMES, CITIES, COMPANIES, DEPARTMENTS, EVENT_TITLES, MARKERS, PROJECT_OBJECTS, PROJECT_WORDS, SENTENCES, TASKS } from './texts'

export const WORK_COUNTS = { meetings: 1_000, casesPerMeeting: 3, vacations: 4_000, projects: 300, contacts: 400, events: 300 }

const pick = (param: string, index: string) => `(${param}::text[])[1 + (${index}) % cardinality(${param}::text[])]`
const sentence = (param = '$1') => `(${param}::text[])[1 + floor(random() * cardinality(${param}::text[]))::int]`
const GENERATED = EMPLOYEES - 3

async function seedMeetings(db: pg.PoolClient, adminId: string) {
  const m = MARKERS
  await db.query(
    `insert into meetings (title, meeting_date, location, facilitator_id, topic, recorder_id, news_from_management,
                           optimization_round, miscellaneous, economy_info, next_meeting_date, created_by, updated_by, created_at, updated_at)
     select case i when 1 then $3 else 'Afdelingsmøde ' || ${pick('$2', 'i')} || ' – uge ' || to_char(t, 'IW, IYYY') end,
            t, 'Mødelokale ' || (1 + i % 6), ${randomUser}, ${sentence()}, ${randomUser}, ${sentence()} || ' ' || ${sentence()},
            ${sentence()}, ${sentence()}, 'Omsætningen følger budgettet.', (t + interval '7 days')::date, $4, $4, t, t
       from generate_series(1, $5) i,
            lateral (select date_trunc('hour', now() - interval '1 day' - (i - 1) * (interval '5 years' / $5)) as t) c`,
    [SENTENCES, DEPARTMENTS, m.newestMeeting, adminId, WORK_COUNTS.meetings],
  )
  await db.query(`create temp table lf_meetings as select id, row_number() over (order by meeting_date desc) as rn from meetings`)
  await db.query(
    `insert into meeting_cases (meeting_id, case_name, client, status_note, sort_order)
     select m.id,
            case when m.rn = 1 and k = 0 then $4 when m.rn = 2 and k = 0 then $5
                 else ${pick('$2', 'm.rn + k')} || ' for ' || ${pick('$3', 'm.rn * 3 + k')} end,
            ${pick('$3', 'm.rn * 3 + k')}, ${sentence()}, k
       from lf_meetings m, generate_series(0, $6 - 1) k`,
    [SENTENCES, CASE_NAMES, COMPANIES, m.newestMeetingCase, m.myAssignment, WORK_COUNTS.casesPerMeeting],
  )
  // Every case gets one or two people; the signed-in employee gets the marker case and,
  // like a real colleague, a case now and then in older meetings.
  await db.query(
    `insert into meeting_case_assignees (case_id, user_id, status)
     select c.id,
            case when j = 0 and ((m.rn = 2 and c.sort_order = 0) or (m.rn % 40 = 7 and c.sort_order = 1)) then $1
                 else ${userId(`4 + (m.rn * 31 + c.sort_order * 577 + j * 997) % ${GENERATED}`)} end,
            case when m.rn > 50 then 'completed' else 'open' end
       from meeting_cases c join lf_meetings m on m.id = c.meeting_id, generate_series(0, 1) j
      where j = 0 or (m.rn + c.sort_order) % 2 = 0`,
    [m.employee.id],
  )
  await db.query(
    `insert into meeting_attendees (meeting_id, user_id, status)
     select m.id, ${userId(`4 + (m.rn * 13 + k * 331) % ${GENERATED}`)}, case when k = 5 then 'approved_absence' else 'present' end
       from lf_meetings m, generate_series(0, 5) k`,
  )
  await db.query(
    `insert into meeting_other_tasks (meeting_id, task, responsible_id, deadline, status, sort_order)
     select m.id, ${pick('$1', 'm.rn + k')},
            case when m.rn % 25 = 3 and k = 0 then $2 else ${randomUser} end,
            (now() - (m.rn - 10) * interval '2 days')::date, case when m.rn > 30 then 'Udført' else 'I gang' end, k
       from lf_meetings m, generate_series(0, 1) k`,
    [TASKS, m.employee.id],
  )
  await db.query(
    `insert into meeting_news_opportunities (meeting_id, task, task_date, status, responsible_id)
     select m.id, 'Opslag på LinkedIn om ' || lower(${pick('$1', 'm.rn')}), (now() - (m.rn - 5) * interval '2 days')::date,
            case when m.rn > 30 then 'Udført' else 'Planlagt' end, ${randomUser}
       from lf_meetings m`,
    [CASE_NAMES],
  )
  await db.query(`drop table lf_meetings`)
}

async function seedVacations(db: pg.PoolClient) {
  // Nobody but the marker person is away today or tomorrow, so he is first on the list.
  await db.query(
    `insert into vacations (user_id, start_date, end_date, status, created_by)
     select u, s, s + len, case when s < current_date or i % 5 <> 0 then 'approved' else 'pending' end, u
       from generate_series(1, $1) i,
            lateral (select ${randomUser} as u, (floor(random() * 14))::int as len,
                            current_date - 1460 + floor(random() * 1825)::int as s0) r,
            lateral (select case when r.s0 <= current_date + 1 and r.s0 + r.len >= current_date - 1
                                 then current_date + 2 + i % 300 else r.s0 end as s) v`,
    [WORK_COUNTS.vacations],
  )
  await db.query(
    `insert into vacations (user_id, start_date, end_date, status, created_by)
     values ($1, current_date - 1, current_date + 7, 'approved', $1)`,
    [MARKERS.vacationer.id],
  )
}

async function seedProjects(db: pg.PoolClient) {
  await db.query(
    `insert into projects (name, description, status, start_date, end_date, deadline, project_leader, progress, created_by, created_at, updated_at)
     select case i when 1 then $4 else ${pick('$2', 'i')} || ' ' || ${pick('$3', 'i / 6')} || ' ' || (2020 + i % 7) end,
            ${sentence()} || ' ' || ${sentence()},
            case when i <= 40 then 'in_progress' when i <= 60 then 'pending' else 'completed' end,
            t::date, (t + interval '200 days')::date, (t + interval '180 days')::date, ${randomUser},
            case when i <= 40 then 10 + i * 2 when i <= 60 then 0 else 100 end, ${randomUser}, t, t
       from generate_series(1, $5) i,
            lateral (select now() - interval '3 hours' - (i - 1) * (interval '5 years' / $5) as t) c`,
    [SENTENCES, PROJECT_WORDS, PROJECT_OBJECTS, MARKERS.newestProject, WORK_COUNTS.projects],
  )
  await db.query(
    `insert into project_updates (project_id, title, description, progress, status, created_by, created_at)
     select p.id, 'Statusopdatering ' || k, ${sentence()} || ' ' || ${sentence()}, least(100, p.progress + k * 5),
            p.status, ${randomUser}, least(now(), p.created_at + k * interval '10 days')
       from projects p, generate_series(1, 6) k`,
    [SENTENCES],
  )
  await db.query(
    `insert into project_important_dates (project_id, title, date, description, created_by)
     select p.id, (array['Opstart', 'Styregruppemøde', 'Aflevering'])[k], p.start_date + (k - 1) * 90, ${sentence()}, p.created_by
       from projects p, generate_series(1, 3) k`,
    [SENTENCES],
  )
}

export async function seedWork(db: pg.PoolClient, adminId: string): Promise<void> {
  await seedMeetings(db, adminId)
  await seedVacations(db)
  await seedProjects(db)
  await db.query(
    `insert into events (title, description, date, location, created_by)
     select ${pick('$2', 'i')} || ' ' || to_char(t, 'FMDD.MM.YYYY'), ${sentence()}, t, 'Kontoret i ' || ${pick('$3', 'i')}, $4
       from generate_series(1, $5) i,
            lateral (select date_trunc('hour', now() + interval '365 days' - (i - 1) * (interval '5 years' / $5)) + interval '15 hours' as t) c`,
    [SENTENCES, EVENT_TITLES, CITIES.map((c) => c[0]), adminId, WORK_COUNTS.events],
  )
}
