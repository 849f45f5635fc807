// The block printed at every start: where the app is and how to get in. The password is named
// only while it is still the one from the environment (once changed, it is nobody's business),
// and shown only when it is the public demo password (one set in ADMIN_PASSWORD is a secret).
import type { Auth } from '../auth/auth'
import type { Database } from '../db/connect'
import type { Env } from '../env'
import { adminPasswordForWelcome } from './admin-password'
import { EXAMPLE_EMPLOYEE } from './seed'

async function stillHasPassword(auth: Auth, db: Database, email: string, password: string): Promise<boolean | null> {
  const row = await db.kysely
    .selectFrom('user')
    .innerJoin('account', 'account.userId', 'user.id')
    .select('account.password')
    .where('user.email', '=', email)
    .where('account.providerId', '=', 'credential')
    .executeTakeFirst()
  if (!row) return null
  if (!row.password) return false
  const ctx = await auth.$context
  return ctx.password.verify({ hash: row.password, password })
}

export async function printWelcome(
  { auth, db, env, url }: { auth: Auth; db: Database; env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'COMPANY_NAME'> & Partial<Pick<Env, 'DEMO_PASSWORD'>>; url: string },
  log: (line: string) => void = console.log,
): Promise<void> {
  const admin = await stillHasPassword(auth, db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)
  const lines = [`${env.COMPANY_NAME} – intranet`, '', `Åbn:             ${url}`]
  if (admin === null) {
    lines.push('', `Ingen bruger med e-mailen ${env.ADMIN_EMAIL} (ADMIN_EMAIL).`)
  } else {
    lines.push(`Administrator:   ${env.ADMIN_EMAIL}`)
    lines.push(`Adgangskode:     ${admin ? adminPasswordForWelcome(env.ADMIN_PASSWORD) : '(ændret – vises ikke)'}`)
    // Demo employees have their own passwords (seed.ts), printed once at the first start.
    const employee = await stillHasPassword(auth, db, EXAMPLE_EMPLOYEE, env.DEMO_PASSWORD ?? '')
    if (employee) lines.push(`Medarbejder:     ${EXAMPLE_EMPLOYEE} / ${env.DEMO_PASSWORD}`)
    else if (employee === false) lines.push(`Medarbejdere:    egne adgangskoder, vist i loggen ved første start`)
  }
  const width = Math.max(...lines.map((l) => l.length)) + 4
  const rule = '═'.repeat(width)
  log(['', rule, ...lines.map((l) => `  ${l}`), rule, ''].join('\n'))
}
