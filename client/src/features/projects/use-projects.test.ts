// The project page's SQL on a real PGlite with the browser's own schema: the leader, the updates'
// authors and the images' uploaders are named with the date they left, if they have, so the page
// marks a former employee.
import { seededLocalTestDatabase } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import { projectImagesQuery, projectQuery, projectUpdatesQuery } from './project-queries'

const PROJECT = '00000000-0000-4000-8000-0000000000a1'
const LEFT = new Date('2031-03-01T12:00:00Z')

const { rows } = seededLocalTestDatabase(`insert into profiles (user_id, full_name, email, role, deactivated_at) values
    ('mette', 'Mette Jensen', 'mette@firma.dk', 'user', null),
    ('anders', 'Anders Fratrådt', 'anders@firma.dk', 'user', '${LEFT.toISOString()}');
  insert into projects (id, name, status, project_leader, progress, created_by, created_at, updated_at) values
    ('${PROJECT}', 'Skolen i Hørsholm', 'in_progress', 'anders', 40, 'mette', now(), now());
  insert into project_updates (id, project_id, title, description, progress, status, created_by, created_at, updated_at) values
    (gen_random_uuid(), '${PROJECT}', 'Råhus', 'Færdigt', 40, 'in_progress', 'anders', '2031-01-01T08:00:00Z', now()),
    (gen_random_uuid(), '${PROJECT}', 'Tag', 'Lagt', 60, 'in_progress', 'mette', '2031-02-01T08:00:00Z', now());
  insert into project_images (id, project_id, url, thumbnail_url, file_name, created_by, created_at) values
    (gen_random_uuid(), '${PROJECT}', '/api/files/a', '/api/files/a.webp', 'a.jpg', 'anders', now())`)

describe('a project’s people in the browser', () => {
  it('names a leader who has left, with when', async () => {
    const [project] = await rows(projectQuery(PROJECT.toUpperCase()))
    expect([project.leader_name, project.leader_deactivated_at]).toEqual(['Anders Fratrådt', LEFT])
  })

  it('keeps a leaver’s updates and images, marked by when they left', async () => {
    const updates = await rows(projectUpdatesQuery(PROJECT))
    expect(updates.map((u) => [u.title, u.author_name, u.author_deactivated_at])).toEqual([
      ['Tag', 'Mette Jensen', null],
      ['Råhus', 'Anders Fratrådt', LEFT],
    ])
    const images = await rows(projectImagesQuery(PROJECT))
    expect(images.map((i) => [i.uploader_name, i.uploader_deactivated_at])).toEqual([['Anders Fratrådt', LEFT]])
  })
})
