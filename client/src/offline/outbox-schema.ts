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
);
-- Added after the first release: browsers that already have the table gain the columns.
-- An acknowledged write is done on the server and never sent again; its row stays (as the
-- pending overlay the UI shows) until sync delivers the change with the same txid.
alter table local.outbox add column if not exists txid text;
alter table local.outbox add column if not exists acknowledged_at timestamptz;
-- The write contract the write was made with (sync/inputs/write-contract.ts): a page of a later
-- release sends it as made, and the server refuses what it can no longer read. Null: made
-- before writes carried it, i.e. contract 1.
alter table local.outbox add column if not exists contract_version integer;
-- Txids sync has applied while a write was in flight: the synced row can overtake the
-- server's answer, and the answer must then settle at once instead of waiting for a txid
-- that has already gone by.
create table if not exists local.synced_txids (
  txid    text primary key,
  seen_at timestamptz not null default now()
);
-- Writes sent straight to the server, not through the outbox (a file upload cannot wait in
-- it), whose form waits for their change: while one is out, sync remembers the txids it
-- applies too, so the answer can settle on its txid however the two race (until-synced.ts).
create table if not exists local.direct_writes (
  id         uuid primary key,
  started_at timestamptz not null default now()
);`

export async function ensureOutboxSchema(db: Pick<PGliteInterface, 'exec'>) {
  await db.exec(OUTBOX_SCHEMA_SQL)
}
