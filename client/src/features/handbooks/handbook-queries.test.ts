// The handbook pages' queries against a real PGlite with the real local tables: categories with
// their file counts, search in names, descriptions and PDF page text, and who uploaded a file.
import { seededLocalTestDatabase } from '@/db/local-test-database'
import { describe, expect, it } from 'vitest'
import { categoriesQuery, categoryByNameQuery, handbooksQuery } from './handbook-queries'

const SAFETY = '00000000-0000-4000-8000-0000000000c1'
const HR = '00000000-0000-4000-8000-0000000000c2'
const MANUAL = '00000000-0000-4000-8000-0000000000d1'
const FORM = '00000000-0000-4000-8000-0000000000d2'
const SIGN = '00000000-0000-4000-8000-0000000000d3'

const { rows } = seededLocalTestDatabase(`
  insert into handbook_categories (id, name, description, created_at) values
    ('${SAFETY}', 'Sikkerhed', 'Stilladser og 100% sikre kraner', now()),
    ('${HR}', 'hr', null, now());
  insert into profiles (user_id, email, full_name, name, role) values ('u-anna', 'anna@firma.dk', ' ', 'Anna', 'employee');
  insert into profiles (user_id, email, full_name, role, deactivated_at) values ('u-left', null, 'Bent Fratrådt', 'employee', '2031-03-01 12:00+00');
  insert into handbooks (id, name, description, file_name, file_path, file_url, file_size, file_type, page_count, user_id, category_id, created_at) values
    ('${MANUAL}', 'Kranmanual', null, 'kran.pdf', 'k', '/api/files/k', 2048, 'application/pdf', 3, 'u-anna', '${SAFETY}', '2031-01-01 08:00+00'),
    ('${FORM}', 'Skema', 'Til stilladser', 'skema.docx', 's', '/api/files/s', 10, 'application/msword', null, 'u-gone', '${SAFETY}', '2031-02-01 08:00+00'),
    ('${SIGN}', 'Skilte', null, 'skilte.pdf', 'x', '/api/files/x', 10, 'application/pdf', null, 'u-left', '${HR}', '2031-02-01 08:00+00');
  insert into handbook_pages (document_id, source, page_number, content) values
    ('${MANUAL}', 'handbooks', 3, 'Løft aldrig over personer'),
    ('${MANUAL}', 'handbooks', 1, 'Kranen løft: kontrollér wiren'),
    ('${MANUAL}', 'handbooks', 2, 'Vedligehold');
`)

describe('handbook queries', () => {
  it('lists categories by name, case-blind, with how many files each holds', async () => {
    expect(await rows(categoriesQuery(''))).toEqual([
      { id: HR, name: 'hr', description: null, file_count: 1 },
      { id: SAFETY, name: 'Sikkerhed', description: 'Stilladser og 100% sikre kraner', file_count: 2 },
    ])
  })

  it('finds categories by name or description, taking the user’s % literally', async () => {
    expect((await rows(categoriesQuery('  HR '))).map((c) => c.name)).toEqual(['hr'])
    expect((await rows(categoriesQuery('100%'))).map((c) => c.name)).toEqual(['Sikkerhed'])
    expect(await rows(categoriesQuery('0%s'))).toEqual([])
  })

  it('finds the category a URL names, case-blind', async () => {
    expect((await rows(categoryByNameQuery('sikkerhed')))[0]?.id).toBe(SAFETY)
    expect(await rows(categoryByNameQuery('Økonomi'))).toEqual([])
  })

  it('lists a category’s files newest first, with the uploader’s name when they have a profile', async () => {
    const files = await rows(handbooksQuery(SAFETY, ''))
    expect(files.map((f) => [f.name, f.uploader_name, f.hit_pages])).toEqual([
      ['Skema', null, undefined],
      ['Kranmanual', 'Anna', undefined],
    ])
    expect(files[1].created_at).toEqual(new Date('2031-01-01T08:00:00Z'))
  })

  it('names an uploader who has left, with when, so the file is marked as a former employee’s', async () => {
    const [file] = await rows(handbooksQuery(HR, ''))
    expect([file.uploader_name, file.uploader_deactivated_at]).toEqual(['Bent Fratrådt', new Date('2031-03-01T12:00:00Z')])
    expect((await rows(handbooksQuery(SAFETY, ''))).map((f) => f.uploader_deactivated_at)).toEqual([null, null])
  })

  it('searches names, descriptions, file names and page text, and says on which pages it matched', async () => {
    const byText = await rows(handbooksQuery(SAFETY, 'løft'))
    expect(byText.map((f) => [f.name, f.hit_pages])).toEqual([['Kranmanual', [1, 3]]])
    expect((await rows(handbooksQuery(SAFETY, 'stillads'))).map((f) => [f.name, f.hit_pages])).toEqual([['Skema', null]])
    expect((await rows(handbooksQuery(SAFETY, 'KRAN.PDF'))).map((f) => f.name)).toEqual(['Kranmanual'])
    expect(await rows(handbooksQuery(HR, 'løft'))).toEqual([])
  })
})
