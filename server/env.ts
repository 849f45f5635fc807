// The server's configuration, parsed once from the process environment. Every variable has a
// default that runs the embedded mode (`npm start` on a fresh machine needs none of them).
import path from 'node:path'
import { z } from 'zod'

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined))

const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? fallback : !['false', '0', 'no', 'off'].includes(v.trim().toLowerCase())))

const schema = z.object({
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
  ADMIN_PASSWORD: z.string().min(6).default('demo1234'),
  SEED_DEMO: flag(true),
  /** false → the demo company without news, posts, projects, vacations, minutes, buildings. */
  SEED_DEMO_WORK: flag(true),
  /** e.g. smtp://user:pass@smtp.example.com:587; unset → reset/invite links go to the server log. */
  SMTP_URL: optional,
  MAIL_FROM: optional,
  COMPANY_NAME: optional,
  COMPANY_SLOGAN: optional,
  STORAGE_DIR: optional,
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limiting). */
  TRUST_PROXY: flag(false),
  /** Sign-in attempts per minute per client address; 0 turns the limit off. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  /** OpenAI-compatible endpoint for transcription, the assistant and post enhancement; unset → AI "not set up". */
  AI_BASE_URL: optional,
  AI_API_KEY: optional,
  AI_CHAT_MODEL: optional.transform((v) => v ?? 'gpt-4o-mini'),
  AI_TRANSCRIBE_MODEL: optional.transform((v) => v ?? 'whisper-1'),
})

export const DEFAULT_COMPANY_NAME = 'Ballerup Byg & Anlæg A/S'
export const DEFAULT_COMPANY_SLOGAN = 'Vi bygger Danmark – solidt, sikkert og til tiden'

export interface Env {
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
  SEED_DEMO_WORK: boolean
  SMTP_URL?: string
  MAIL_FROM: string
  COMPANY_NAME: string
  COMPANY_SLOGAN: string
  STORAGE_DIR: string
  TRUST_PROXY: boolean
  SIGN_IN_RATE_LIMIT: number
  AI_BASE_URL?: string
  AI_API_KEY?: string
  AI_CHAT_MODEL: string
  AI_TRANSCRIBE_MODEL: string
}

export function loadEnv(processEnv: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(processEnv)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR ?? './data')
  const companyName = e.COMPANY_NAME ?? DEFAULT_COMPANY_NAME
  return {
    ...e,
    DATA_DIR: dataDir,
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    MAIL_FROM: e.MAIL_FROM ?? `"${companyName}" <no-reply@${new URL(e.APP_URL ?? 'http://localhost').hostname}>`,
    COMPANY_NAME: companyName,
    COMPANY_SLOGAN: e.COMPANY_SLOGAN ?? DEFAULT_COMPANY_SLOGAN,
    STORAGE_DIR: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'storage')),
  }
}
