// The outbox table: writes waiting for the server. It lives in its own schema, outside the
// synced tables, so a local schema rebuild (which drops `public`) never loses a pending write.
import type { PGliteInterface } from '@electric-sql/pglite'

export const OUTBOX_SCHEMA_SQL = `
create schema if not exists local;
create table if not exists local.outbox (
  seq             bigserial primary key,
  id              uuid not null unique,
  method          text not null,
  path            text not null,
  body            text,            -- JSON text; null = no body
  idempotency_key text not null,
  created_at      timestamptz not null default now(),
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error      text
);`

export async function ensureOutboxSchema(db: Pick<PGliteInterface, 'exec'>) {
  await db.exec(OUTBOX_SCHEMA_SQL)
}
