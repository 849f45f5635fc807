// The demo company, seeded once into an empty database. SEED_DEMO=false turns the company off
// but still creates the administrator (ADMIN_EMAIL / ADMIN_PASSWORD): public sign-up is
// disabled, so without that first account nobody could ever sign in.
// Users go through better-auth (hashed passwords, real accounts); the rest is plain inserts.
//
// Only the administrator has the known password (ADMIN_PASSWORD; the demo default is printed at
// every start, a password set in ADMIN_PASSWORD never is). Every
// other demo account gets its own random password, printed once when it is made: a shared
// password would let anyone who knows one demo login (it is in the README) in as every demo
// employee, the HR administrator included. DEMO_PASSWORD gives them all one password instead,
// for the browser tests, which sign in as employees.
import { randomInt } from 'node:crypto'
import type { Auth } from '../auth/auth'
import type { Database } from '../db/connect'
import type { Env } from '../env'
import { adminPasswordForLog } from './admin-password'
import { birthdayFrom, danishTime } from './dates'
import { DEMO_CONTACT_CATEGORIES, DEMO_CONTACTS, DEMO_EVENTS } from './demo-content'
import { seedWork } from './demo-work'
import { DEMO_ADMIN, DEMO_COLOURS, DEMO_STAFF, type DemoPerson } from './demo-people'
import { createPerson, emailLocalPart } from './users'

export const DEMO_DOMAIN = 'demo.dk'
export const EXAMPLE_EMPLOYEE = `mette.jensen@${DEMO_DOMAIN}`

export interface SeedOptions {
  db: Database
  auth: Auth
  env: Pick<Env, 'SEED_DEMO' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'> & Partial<Pick<Env, 'SEED_DEMO_WORK' | 'DEMO_PASSWORD'>>
  now?: Date
  log?: (line: string) => void
}

/** Claims the seed for this process; a second replica starting at the same moment skips it. */
async function claimSeed(db: Database): Promise<boolean> {
  const claimed = await db.kysely
    .insertInto('app_secrets')
    .values({ name: 'demo_seed', value: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst()
  return claimed !== undefined
}

// No look-alikes (0/o, 1/l/i): the passwords are read off a terminal and typed.
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** A random, typable password: three groups of four (about 59 bits). */
export function randomDemoPassword(): string {
  const group = () => Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('')
  return [group(), group(), group()].join('-')
}

/** What was seeded: the demo company, only the first administrator, or nothing (not empty). */
export type SeedResult = 'demo' | 'admin' | false

export async function seedDemo({ db, auth, env, now = new Date(), log = console.log }: SeedOptions): Promise<SeedResult> {
  const { count } = await db.kysely.selectFrom('user').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()
  if (Number(count) > 0 || !(await claimSeed(db))) return false
  if (!env.SEED_DEMO) {
    await createPerson(auth, db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: 'Administrator', role: 'admin' })
    log(`[seed] SEED_DEMO=false: created only the administrator ${env.ADMIN_EMAIL}, password ${adminPasswordForLog(env.ADMIN_PASSWORD)}`)
    return 'admin'
  }

  const started = Date.now()
  const people: [DemoPerson, string][] = [[DEMO_ADMIN, env.ADMIN_EMAIL]]
  for (const p of DEMO_STAFF) {
    const email = `${emailLocalPart(p.name)}@${DEMO_DOMAIN}`
    if (email !== env.ADMIN_EMAIL) people.push([p, email])
  }
  const logins: string[] = []
  const passwords = people.map(([p, email], i) => {
    const password = i === 0 ? env.ADMIN_PASSWORD : (env.DEMO_PASSWORD ?? randomDemoPassword())
    if (i > 0 && !env.DEMO_PASSWORD) logins.push(`  ${email.padEnd(32)} ${password}${p.role === 'user' ? '' : `  (${p.role})`}`)
    return password
  })
  // All at once: each password's scrypt hash runs on libuv's thread pool, so a first start's
  // two dozen hashes take the time of a few rather than one after another.
  const ids = await Promise.all(
    people.map(([p, email], i) => {
      const password = passwords[i]
      const birthday = typeof p.birthday === 'string' ? `${p.born}-${p.birthday}` : birthdayFrom(now, p.birthday.in, p.born)
      return createPerson(auth, db, {
        email,
        password,
        name: p.name,
        role: p.role,
        profile: {
          name: p.name.split(' ')[0],
          title: p.title,
          birthday,
          phone: p.phone,
          address: p.address,
          postal_code: p.postalCode,
          city: p.city,
          country: 'Danmark',
          color: DEMO_COLOURS[i % DEMO_COLOURS.length],
          emergency_contact_name: p.emergency?.[0] ?? null,
          emergency_contact_phone: p.emergency?.[1] ?? null,
          certifications: p.certifications,
        },
      })
    }),
  )
  const adminId = ids[0]

  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('contact_categories').values(DEMO_CONTACT_CATEGORIES).execute()
    await trx
      .insertInto('contacts')
      .values(DEMO_CONTACTS.map((c) => ({ ...c, country: 'Danmark', created_by: adminId })))
      .execute()
    await trx
      .insertInto('events')
      .values(
        DEMO_EVENTS.map((e) => ({
          title: e.title,
          description: e.description,
          location: e.location,
          date: danishTime(now, e.inDays, e.time),
          created_by: adminId,
        })),
      )
      .execute()
  })
  if (env.SEED_DEMO_WORK !== false) await seedWork(db, ids, now)
  log(`[seed] demo company seeded: ${ids.length} users, ${DEMO_CONTACTS.length} contacts, ${DEMO_EVENTS.length} events (${Date.now() - started} ms)`)
  log(
    env.DEMO_PASSWORD
      ? `[seed] every demo employee's password is DEMO_PASSWORD; the administrator's is ${adminPasswordForLog(env.ADMIN_PASSWORD)}`
      : [
          `[seed] demo logins, shown only now (an administrator can set new ones under Medarbejdere):`,
          `  ${env.ADMIN_EMAIL.padEnd(32)} ${adminPasswordForLog(env.ADMIN_PASSWORD)}  (admin)`,
          ...logins,
        ].join('\n'),
  )
  return 'demo'
}
