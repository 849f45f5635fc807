// The project queries against a real PGlite with the real local tables: projects with their
// leader's name, a project's children by an id from the URL, and the leader dropdown.
import { seededLocalTestDatabase, testUuid } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import {
  leaderOptionsQuery,
  projectCountQuery,
  projectDatesQuery,
  projectImagesQuery,
  projectPagesQuery,
  projectQuery,
  PROJECTS_SYNCED_SQL,
  projectUpdatesQuery,
} from './project-queries'

const id = testUuid
const HAVN = '0000000a-0000-4000-8000-00000000000b'

const local = seededLocalTestDatabase(`
  insert into profiles (user_id, email, full_name, name, role) values
    ('u-anna', 'anna@firma.dk', 'Anna Berg', null, 'employee'),
    ('u-bo', 'bo@firma.dk', '', 'bo', 'employee'),
    ('u-carl', 'Carl@firma.dk', null, '', 'employee');
  insert into projects (id, name, description, status, start_date, end_date, deadline, project_leader, progress, created_by, created_at, updated_at) values
    ('${HAVN}', 'Havnen', null, 'active', '2031-01-01', null, '2031-12-31', 'u-bo', 40, 'u-anna', '2031-01-01 08:00+00', now()),
    ('${id(2)}', 'Skolen', 'Ny fløj', 'planning', null, null, null, null, 0, null, '2031-02-01 08:00+00', now());
  insert into project_updates (id, project_id, title, description, progress, status, created_by, created_at, updated_at) values
    ('${id(11)}', '${HAVN}', 'Fundament', 'Støbt', 20, 'active', 'u-carl', '2031-02-01 08:00+00', now()),
    ('${id(12)}', '${HAVN}', 'Råhus', 'Rejst', 40, 'active', 'u-gone', '2031-03-01 08:00+00', now());
  insert into project_images (id, project_id, url, thumbnail_url, file_name, caption, created_by, created_at) values
    ('${id(21)}', '${HAVN}', '/f/1', '/t/1', 'kaj.jpg', null, 'u-anna', now());
  insert into project_important_dates (id, project_id, title, date, description, created_by, created_at) values
    ('${id(31)}', '${HAVN}', 'Rejsegilde', '2031-06-01', null, null, now()),
    ('${id(32)}', '${HAVN}', 'Aflevering', '2031-12-31', 'Til kommunen', null, now()),
    ('${id(33)}', '${HAVN}', 'Besigtigelse', '2031-06-01', null, null, now());
`)
const { rows } = local

describe('project queries', () => {
  it('lists projects newest first, the dates as text and the leader by name, a blank name missing', async () => {
    const projects = await rows(projectPagesQuery())
    expect(projects.map((p) => p.name)).toEqual(['Skolen', 'Havnen'])
    expect(projects[1]).toEqual({
      id: HAVN,
      name: 'Havnen',
      description: null,
      status: 'active',
      start_date: '2031-01-01',
      end_date: null,
      deadline: '2031-12-31',
      project_leader: 'u-bo',
      leader_name: 'bo',
      leader_deactivated_at: null,
      progress: 40,
      created_by: 'u-anna',
      created_at: new Date('2031-01-01T08:00:00Z'),
    })
    expect(projects[0].leader_name).toBeNull()
    expect(await rows(projectCountQuery())).toEqual([{ n: 2 }])
  })

  it('finds a project by its id in any case, and nothing for a malformed id', async () => {
    expect((await rows(projectQuery(HAVN.toUpperCase()))).map((p) => p.name)).toEqual(['Havnen'])
    expect(await rows(projectQuery('havnen'))).toEqual([])
  })

  it('lists a project’s updates and images newest first, with their authors', async () => {
    expect((await rows(projectUpdatesQuery(HAVN.toUpperCase()))).map((u) => [u.title, u.author_name])).toEqual([
      ['Råhus', null],
      ['Fundament', 'Carl@firma.dk'],
    ])
    expect((await rows(projectImagesQuery(HAVN))).map((i) => [i.file_name, i.uploader_name])).toEqual([['kaj.jpg', 'Anna Berg']])
    expect(await rows(projectUpdatesQuery('x'))).toEqual([])
  })

  it('lists a project’s important dates by date, then title, the date as text', async () => {
    expect((await rows(projectDatesQuery(HAVN))).map((d) => [d.date, d.title])).toEqual([
      ['2031-06-01', 'Besigtigelse'],
      ['2031-06-01', 'Rejsegilde'],
      ['2031-12-31', 'Aflevering'],
    ])
  })

  it('offers every profile as leader, by name', async () => {
    expect(await rows(leaderOptionsQuery())).toEqual([
      { user_id: 'u-anna', label: 'Anna Berg' },
      { user_id: 'u-bo', label: 'bo' },
      { user_id: 'u-carl', label: 'Carl@firma.dk' },
    ])
  })

  it('knows whether projects have been synced once (raw SQL on sync’s bookkeeping)', async () => {
    expect((await local.db.query(PROJECTS_SYNCED_SQL)).rows).toEqual([])
    await local.db.exec(`insert into "_sync_state" (shape, handle, "offset", synced_at) values ('projects', 'h', '0_0', null), ('events', 'h', '0_0', now())`)
    expect((await local.db.query(PROJECTS_SYNCED_SQL)).rows).toEqual([{ synced: false }])
    await local.db.exec(`update "_sync_state" set synced_at = now() where shape = 'projects'`)
    expect((await local.db.query(PROJECTS_SYNCED_SQL)).rows).toEqual([{ synced: true }])
  })
})
