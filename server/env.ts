// The server's configuration, parsed once from the process environment. Every variable has a
// default that runs the embedded mode (`npm start` on a fresh machine needs none of them).
//
// NODE_ENV=production (set by the Dockerfile) is the one switch to production: the demo company
// is off unless asked for, and the server refuses to start without real secrets (see
// productionProblems), because the defaults that make `npm start` work are public.
import path from 'node:path'
import { z } from 'zod'
import type { SsoProvider } from '../sync/inputs/sso'
import { parseSsoProviders } from './features/sso/env-providers'

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined))

/** Unset stays undefined, for defaults that depend on other variables. */
const optionalFlag = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : !['false', '0', 'no', 'off'].includes(v.trim().toLowerCase())))

const flag = (fallback: boolean) => optionalFlag.transform((v) => v ?? fallback)

/** The demo administrator's password: printed in the README, so never accepted in production. */
export const DEMO_ADMIN_PASSWORD = 'demo1234'

/**
 * Secrets that have been published: in this repository (old docker-compose.yml, tests, benches)
 * or as better-auth's own fallback. Anyone could sign sessions or read shapes with them.
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  'change-me-better-auth-secret-32-chars',
  'change-me-electric-secret',
  'better-auth-secret-12345678901234567890',
  'e2e-secret-e2e-secret-e2e-secret-0123456789',
  'seed-test-secret-seed-test-secret-0123456789',
  'e2e-electric-secret',
  'bench-secret',
  'test-secret',
  'secret',
]

/** Shorter than this is guessable or a placeholder; `openssl rand -hex 32` gives 64. */
export const MIN_SECRET_LENGTH = 32

const schema = z.object({
  NODE_ENV: optional,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: optional,
  /** Unset → embedded PGlite in DATA_DIR/db. */
  DATABASE_URL: optional,
  /** Set → the shape proxy talks to this Electric-compatible service instead of the embedded engine. */
  ELECTRIC_URL: optional,
  ELECTRIC_SECRET: optional,
  APP_URL: optional,
  /** Unset → generated once and kept in the database, so every replica shares it. */
  BETTER_AUTH_SECRET: optional,
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@demo.dk'),
  ADMIN_PASSWORD: z.string().min(6).default(DEMO_ADMIN_PASSWORD),
  /** Unset → true, except with NODE_ENV=production. */
  SEED_DEMO: optionalFlag,
  /** One password for every demo employee (the browser tests); unset → each gets a random one. */
  DEMO_PASSWORD: z.string().min(6).optional(),
  /** false → the demo company without news, posts, projects, vacations, minutes, buildings. */
  SEED_DEMO_WORK: flag(true),
  /** e.g. smtp://user:pass@smtp.example.com:587; unset → reset/invite links go to the server log. */
  SMTP_URL: optional,
  MAIL_FROM: optional,
  COMPANY_NAME: optional,
  COMPANY_SLOGAN: optional,
  STORAGE_DIR: optional,
  /**
   * S3-compatible object storage for uploads (server/storage/s3-storage.ts), so several replicas
   * serve the same files; STORAGE_S3_BUCKET unset → local disk in STORAGE_DIR.
   */
  STORAGE_S3_ENDPOINT: optional,
  STORAGE_S3_BUCKET: optional,
  STORAGE_S3_REGION: optional,
  STORAGE_S3_ACCESS_KEY_ID: optional,
  STORAGE_S3_SECRET_ACCESS_KEY: optional,
  /** Unset → true: `<endpoint>/<bucket>/<key>`, which self-hosted servers (MinIO, Garage …) need. */
  STORAGE_S3_FORCE_PATH_STYLE: optionalFlag,
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limiting). */
  TRUST_PROXY: flag(false),
  /**
   * Sign-in attempts per minute per client address; 0 turns the limit off. High, because a
   * whole office signs in from one address at 07:00; guessing is limited per account instead.
   */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  /** OpenAI-compatible endpoint for transcription, the assistant and post enhancement; unset → AI "not set up". */
  AI_BASE_URL: optional,
  AI_API_KEY: optional,
  AI_CHAT_MODEL: optional.transform((v) => v ?? 'gpt-4o-mini'),
  AI_TRANSCRIBE_MODEL: optional.transform((v) => v ?? 'whisper-1'),
  /** The build the server announces to browsers; unset → the id the client build wrote (dist/client/build.json). */
  INTRANET_BUILD_ID: optional,
  /** Web Push keys (`npx web-push generate-vapid-keys`); unset → generated once and kept in the database. */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  /** Who push services may contact about our pushes; unset → APP_URL when https, else mailto:no-reply@<APP_URL host>. */
  VAPID_SUBJECT: optional,
  /** Single sign-on providers as a JSON array (server/features/sso/env-providers.ts); unset → only those set up in the app. */
  SSO_PROVIDERS: optional,
})

export const DEFAULT_COMPANY_NAME = 'Ballerup Byg & Anlæg A/S'
export const DEFAULT_COMPANY_SLOGAN = 'Vi bygger Danmark – solidt, sikkert og til tiden'

export interface Env {
  /** NODE_ENV=production: real secrets required, no demo company unless SEED_DEMO=true. */
  PRODUCTION: boolean
  PORT: number
  DATA_DIR: string
  DATABASE_URL?: string
  ELECTRIC_URL?: string
  ELECTRIC_SECRET?: string
  APP_URL: string
  BETTER_AUTH_SECRET?: string
  ADMIN_EMAIL: string
  ADMIN_PASSWORD: string
  SEED_DEMO: boolean
  DEMO_PASSWORD?: string
  SEED_DEMO_WORK: boolean
  SMTP_URL?: string
  MAIL_FROM: string
  COMPANY_NAME: string
  COMPANY_SLOGAN: string
  STORAGE_DIR: string
  STORAGE_S3_ENDPOINT?: string
  STORAGE_S3_BUCKET?: string
  STORAGE_S3_REGION?: string
  STORAGE_S3_ACCESS_KEY_ID?: string
  STORAGE_S3_SECRET_ACCESS_KEY?: string
  STORAGE_S3_FORCE_PATH_STYLE?: boolean
  TRUST_PROXY: boolean
  SIGN_IN_RATE_LIMIT: number
  AI_BASE_URL?: string
  AI_API_KEY?: string
  AI_CHAT_MODEL: string
  AI_TRANSCRIBE_MODEL: string
  INTRANET_BUILD_ID?: string
  VAPID_PUBLIC_KEY?: string
  VAPID_PRIVATE_KEY?: string
  VAPID_SUBJECT?: string
  SSO_PROVIDERS: SsoProvider[]
}

export function loadEnv(processEnv: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(processEnv)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const { NODE_ENV, ...e } = parsed.data
  const production = NODE_ENV === 'production'
  const sso = parseSsoProviders(e.SSO_PROVIDERS)
  const setupProblems = [...s3Problems(e), ...vapidProblems(e), ...sso.problems]
  if (setupProblems.length) throw new Error(`Invalid environment:\n${setupProblems.map((p) => `  ${p}`).join('\n')}`)
  const problems = production ? productionProblems(e) : []
  if (problems.length) {
    throw new Error(
      `Refusing to start with NODE_ENV=production:\n${problems.map((p) => `  ${p}`).join('\n')}\n` +
        `Generate secrets with \`openssl rand -hex 32\` (docs/deployment.md). For a local demo, unset NODE_ENV.`,
    )
  }
  const dataDir = path.resolve(e.DATA_DIR ?? './data')
  const companyName = e.COMPANY_NAME ?? DEFAULT_COMPANY_NAME
  return {
    ...e,
    PRODUCTION: production,
    SEED_DEMO: e.SEED_DEMO ?? !production,
    DATA_DIR: dataDir,
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    MAIL_FROM: e.MAIL_FROM ?? `"${companyName}" <no-reply@${new URL(e.APP_URL ?? 'http://localhost').hostname}>`,
    COMPANY_NAME: companyName,
    COMPANY_SLOGAN: e.COMPANY_SLOGAN ?? DEFAULT_COMPANY_SLOGAN,
    STORAGE_DIR: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    SSO_PROVIDERS: sso.providers,
  }
}

type Parsed = Omit<z.infer<typeof schema>, 'NODE_ENV'>

/** Half an object-storage configuration would quietly fall back to one replica's disk, or fail on the first upload. */
function s3Problems(e: Parsed): string[] {
  const set = (['STORAGE_S3_ENDPOINT', 'STORAGE_S3_REGION', 'STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'] as const).filter((k) => e[k])
  if (!e.STORAGE_S3_BUCKET) return set.length ? [`STORAGE_S3_BUCKET is not set, but ${set.join(', ')} is`] : []
  const problems: string[] = []
  for (const k of ['STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'] as const) if (!e[k]) problems.push(`${k} is not set (needed with STORAGE_S3_BUCKET)`)
  if (e.STORAGE_S3_ENDPOINT && !/^https?:\/\/[^/]/.test(e.STORAGE_S3_ENDPOINT)) problems.push('STORAGE_S3_ENDPOINT must be an http(s) URL')
  return problems
}

/** One key of a pair would be used with a generated other half, and every push would be refused. */
function vapidProblems(e: Parsed): string[] {
  if (Boolean(e.VAPID_PUBLIC_KEY) === Boolean(e.VAPID_PRIVATE_KEY)) return []
  return [`${e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'} is not set, but its other half is`]
}

function secretProblem(name: string, value: string | undefined): string | undefined {
  if (!value) return `${name} is not set`
  if (KNOWN_DEFAULT_SECRETS.includes(value) || /change.?me/i.test(value)) return `${name} is a published default value`
  if (value.length < MIN_SECRET_LENGTH) return `${name} is too short (at least ${MIN_SECRET_LENGTH} characters)`
  return undefined
}

/**
 * What production may not run with. BETTER_AUTH_SECRET is required even though the server could
 * generate one: a generated secret is kept in the database, so a leaked dump would also be the key
 * that signs everyone's sessions.
 */
export function productionProblems(e: Parsed): string[] {
  const problems = [secretProblem('BETTER_AUTH_SECRET', e.BETTER_AUTH_SECRET)]
  if (e.ELECTRIC_URL) problems.push(secretProblem('ELECTRIC_SECRET', e.ELECTRIC_SECRET))
  if (e.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD) {
    problems.push(`ADMIN_PASSWORD is not set or is the demo password (${DEMO_ADMIN_PASSWORD}); it is the first administrator's password`)
  }
  if (e.DEMO_PASSWORD === DEMO_ADMIN_PASSWORD) problems.push(`DEMO_PASSWORD is the published demo password`)
  return problems.filter((p): p is string => p !== undefined)
}
