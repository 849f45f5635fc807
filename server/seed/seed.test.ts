// The demo company on a real (embedded) database, seeded through better-auth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth, type Auth } from '../auth/auth'
import { createMailer } from '../auth/mailer'
import { openDatabase, type Database } from '../db/connect'
import { migrate } from '../db/migrate'
import { loadEnv } from '../env'
import { birthdayFrom, danishDate } from './dates'
import { seedDemo } from './seed'
import { printWelcome } from './welcome'

const env = loadEnv({})
const quiet = () => {}

async function open(): Promise<{ db: Database; auth: Auth }> {
  const db = await openDatabase({})
  await migrate(db.sql)
  const auth = createAuth({ db, env, secret: 'seed-test-secret-seed-test-secret-0123456789', mailer: createMailer({ from: env.MAIL_FROM, log: quiet }), log: quiet })
  return { db, auth }
}

describe('demo seed', () => {
  let db: Database
  let auth: Auth
  const now = new Date()
  const seedLog: string[] = []

  beforeAll(async () => {
    ;({ db, auth } = await open())
    expect(await seedDemo({ db, auth, env, now, log: (l) => seedLog.push(l) })).toBe('demo')
  }, 60_000)
  afterAll(async () => db?.close())

  it('makes a believable company: admins, ~25 employees with Danish details, ASCII logins', async () => {
    const people = await db.sql.query<Record<string, any>>(
      `select u.email, u.role as auth_role, p.* from "user" u join profiles p on p.user_id = u.id order by u.email`,
    )
    expect(people.length).toBeGreaterThanOrEqual(26)
    const byEmail = new Map(people.map((p) => [p.email, p]))
    expect(byEmail.get('admin@demo.dk')).toMatchObject({ role: 'admin', auth_role: 'admin', full_name: expect.stringMatching(/\w+ \w+/) })
    expect(byEmail.get('mette.jensen@demo.dk')).toMatchObject({ role: 'user', title: 'Projektleder' })
    expect(byEmail.get('soeren.nielsen@demo.dk')).toBeDefined()
    expect(byEmail.get('emil.oestergaard@demo.dk')).toBeDefined()
    expect(people.filter((p) => p.role === 'administrator')).toHaveLength(1)
    for (const p of people) {
      expect(p.email).toMatch(/^[a-z0-9.-]+@demo\.dk$/)
      expect(p.phone).toMatch(/^\+45 \d\d \d\d \d\d \d\d$/)
      expect(p.title && p.address && p.city && p.postal_code && p.birthday).toBeTruthy()
    }
    expect(new Set(people.map((p) => p.color)).size).toBe(people.length)
    expect(people.filter((p) => p.certifications.length > 0).length).toBeGreaterThanOrEqual(2)
    const monthDays = people.map((p) => String(p.birthday).slice(5, 10))
    expect(monthDays).toContain(danishDate(now).slice(5))
    expect(monthDays).toContain(danishDate(now, 1).slice(5))
    expect(new Set(monthDays.map((d) => d.slice(0, 2))).size).toBeGreaterThanOrEqual(10)
  })

  it('gives every demo account but the admin its own random password, printed once', async () => {
    const printed = new Map([...seedLog.join('\n').matchAll(/^ +(\S+@demo\.dk) +(\S+)/gm)].map((m) => [m[1], m[2]]))
    const [{ n }] = await db.sql.query<{ n: string }>('select count(*) as n from "user"')
    // The demo default is public (README): printed as it is, not as the variable's name.
    expect(printed.get('admin@demo.dk')).toBe('demo1234')
    printed.delete('admin@demo.dk')
    expect(printed.size).toBe(Number(n) - 1)
    const passwords = [...printed.values()]
    expect(new Set(passwords).size).toBe(passwords.length)
    for (const p of passwords) expect(p).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)

    const signIn = (email: string, password: string) =>
      auth.api.signInEmail({ body: { email, password } }).then((r) => r.user.email, () => 'refused')
    expect(await signIn('mette.jensen@demo.dk', printed.get('mette.jensen@demo.dk')!)).toBe('mette.jensen@demo.dk')
    expect(await signIn('mette.jensen@demo.dk', env.ADMIN_PASSWORD)).toBe('refused')
    // The HR administrator (role administrator) is no exception.
    expect(await signIn('hanne.kristensen@demo.dk', env.ADMIN_PASSWORD)).toBe('refused')
    expect(await signIn('hanne.kristensen@demo.dk', printed.get('mette.jensen@demo.dk')!)).toBe('refused')
    expect(await signIn('hanne.kristensen@demo.dk', printed.get('hanne.kristensen@demo.dk')!)).toBe('hanne.kristensen@demo.dk')
    expect(await signIn('admin@demo.dk', env.ADMIN_PASSWORD)).toBe('admin@demo.dk')
    const [account] = await db.sql.query<{ password: string }>(`select password from account where "providerId" = 'credential' limit 1`)
    expect(account.password).not.toContain(env.ADMIN_PASSWORD)
  })

  it('adds events on both sides of today, partner contacts and two categories', async () => {
    const events = await db.sql.query<{ past: boolean }>('select date < now() as past from events')
    const past = events.filter((e) => e.past).length
    expect(events.length).toBeGreaterThanOrEqual(8)
    expect(past).toBeGreaterThanOrEqual(2)
    expect(events.length - past).toBeGreaterThan(past)
    expect(await db.sql.query('select 1 from contacts where company is not null')).toHaveLength(5)
    expect(await db.sql.query('select 1 from contact_categories')).toHaveLength(2)
  })

  it('fills the work features: news, posts, projects, vacations, meeting, buildings, handbooks', async () => {
    const count = async (table: string) => Number((await db.sql.query<{ n: string }>(`select count(*) as n from ${table}`))[0].n)
    const expected: Record<string, number> = {
      company_news: 3, posts: 4, projects: 4, vacations: 4, meetings: 1, meeting_cases: 2, meeting_news_opportunities: 1,
      meeting_other_tasks: 2, buildings: 2, building_codes: 3, building_code_values: 3, handbook_categories: 2, handbooks: 0,
    }
    for (const [table, n] of Object.entries(expected)) expect([table, await count(table)]).toEqual([table, n])
    expect(await db.sql.query('select 1 from posts where not approved')).toHaveLength(1)
    expect(await count('project_updates')).toBeGreaterThanOrEqual(4)
    expect(await db.sql.query(`select status, progress from projects where status = 'in_progress' order by progress`)).toEqual([
      { status: 'in_progress', progress: 35 },
      { status: 'in_progress', progress: 70 },
    ])
    const [meeting] = await db.sql.query<{ dow: number }>(`select extract(isodow from meeting_date at time zone 'Europe/Copenhagen')::int as dow from meetings`)
    expect(meeting.dow).toBe(5)
    const open = await db.sql.query(
      `select 1 from meeting_case_assignees a join "user" u on u.id = a.user_id where u.email = 'mette.jensen@demo.dk' and a.status = 'open'`,
    )
    expect(open.length).toBeGreaterThanOrEqual(1)
    expect(await db.sql.query(`select 1 from building_access a join "user" u on u.id = a.user_id where u.email = 'mette.jensen@demo.dk'`)).toHaveLength(2)
  })

  it('runs only on an empty database; SEED_DEMO=false creates just the administrator', async () => {
    expect(await seedDemo({ db, auth, env, now, log: quiet })).toBe(false)
    const other = await open()
    try {
      expect(await seedDemo({ ...other, env: { ...env, SEED_DEMO: false }, log: quiet })).toBe('admin')
      expect(await other.db.sql.query('select email, role from "user"')).toEqual([{ email: 'admin@demo.dk', role: 'admin' }])
      expect(await other.db.sql.query('select 1 from events')).toHaveLength(0)
    } finally {
      await other.db.close()
    }
  })

  it('production (NODE_ENV=production, SEED_DEMO unset) seeds no demo people', async () => {
    const production = loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'p'.repeat(40), ADMIN_EMAIL: 'it@firma.dk', ADMIN_PASSWORD: 'en-rigtig-kode-2026' })
    const other = await open()
    try {
      expect(await seedDemo({ ...other, env: production, log: quiet })).toBe('admin')
      expect(await other.db.sql.query('select email, role from "user"')).toEqual([{ email: 'it@firma.dk', role: 'admin' }])
      expect(await other.db.sql.query('select 1 from contacts')).toHaveLength(0)
    } finally {
      await other.db.close()
    }
  })

  it('never prints a password given in ADMIN_PASSWORD, but says where the administrator password comes from', async () => {
    const secret = 'hemmelig-kode-fra-miljoeet'
    for (const seedDemoCompany of [false, true]) {
      const other = await open()
      const lines: string[] = []
      try {
        const given = { ...env, ADMIN_PASSWORD: secret, SEED_DEMO: seedDemoCompany, SEED_DEMO_WORK: false }
        await seedDemo({ ...other, env: given, log: (l) => lines.push(l) })
        await printWelcome({ ...other, env: given, url: 'http://localhost:3000' }, (l) => lines.push(l))
        const printed = lines.join('\n')
        expect(printed).not.toContain(secret)
        expect(printed).not.toMatch(/admin@demo\.dk +ADMIN_PASSWORD/)
        expect(printed).toMatch(/Administrator: +admin@demo\.dk\n +Adgangskode: +den, der er sat i ADMIN_PASSWORD \(vises ikke\)/)
        if (seedDemoCompany) expect(printed).toMatch(/admin@demo\.dk +\(the one set in ADMIN_PASSWORD, not shown\) +\(admin\)/)
        else expect(printed).toContain('created only the administrator admin@demo.dk, password (the one set in ADMIN_PASSWORD, not shown)')
        expect((await other.auth.api.signInEmail({ body: { email: 'admin@demo.dk', password: secret } })).user.email).toBe('admin@demo.dk')
      } finally {
        await other.db.close()
      }
    }
  })

  it('DEMO_PASSWORD gives every demo employee that one password (the browser tests)', async () => {
    const other = await open()
    const lines: string[] = []
    try {
      const withPassword = { ...env, DEMO_PASSWORD: 'e2e-kode-1234', SEED_DEMO_WORK: false }
      expect(await seedDemo({ ...other, env: withPassword, log: (l) => lines.push(l) })).toBe('demo')
      for (const email of ['mette.jensen@demo.dk', 'soeren.nielsen@demo.dk']) {
        const res = await other.auth.api.signInEmail({ body: { email, password: 'e2e-kode-1234' } })
        expect(res.user.email).toBe(email)
      }
      expect(lines.join('\n')).not.toContain('e2e-kode-1234')
      const welcome: string[] = []
      await printWelcome({ ...other, env: withPassword, url: 'http://localhost:3000' }, (l) => welcome.push(l))
      expect(welcome.join('\n')).toMatch(/mette\.jensen@demo\.dk \/ e2e-kode-1234/)
    } finally {
      await other.db.close()
    }
  })

  it('prints the login block, with the password only while it is unchanged', async () => {
    const lines: string[] = []
    await printWelcome({ auth, db, env, url: 'http://localhost:3000' }, (l) => lines.push(l))
    expect(lines.join('\n')).toMatch(/Administrator: +admin@demo\.dk\n +Adgangskode: +demo1234\n[\s\S]*egne adgangskoder, vist i loggen ved første start/)
    const hash = await (await auth.$context).password.hash('en-helt-anden-kode')
    await db.sql.query(`update account set password = $1 where "userId" = (select id from "user" where email = 'admin@demo.dk')`, [hash])
    lines.length = 0
    await printWelcome({ auth, db, env, url: 'http://localhost:3000' }, (l) => lines.push(l))
    expect(lines.join('\n')).not.toContain('demo1234')
  })
})

describe('seed dates', () => {
  it('keeps 29 February births in a leap year', () => {
    expect(birthdayFrom(new Date('2024-02-29T12:00:00Z'), 0, 1986)).toBe('1984-02-29')
    expect(birthdayFrom(new Date('2025-02-28T12:00:00Z'), 1, 1986)).toBe('1986-03-01')
  })
  it('counts days in Danish time', () => {
    expect(danishDate(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01')
  })
})
