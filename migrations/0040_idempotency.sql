-- Idempotency keys: a mutation sent twice with the same Idempotency-Key (a retry after a lost
-- answer, or the offline outbox replaying) has one effect and gets the same answer.
create table idempotency_keys (
  user_id      text        not null,
  key          text        not null,
  request      text        not null,           -- method and path, so a key cannot be reused elsewhere
  status       integer,                        -- null while the first request is still running
  body         text,
  created_at   timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created_at on idempotency_keys (created_at);
