-- The effect of a keyed request is recorded in the very transaction that makes it, so a
-- server that dies between its commit and storing the answer leaves proof that the write
-- happened: the retry is answered instead of run again (server/db/idempotent-effects.ts).
alter table idempotency_keys
  -- Which request holds the claim: a request presumed dead must not commit on a claim that
  -- was released and taken by its retry.
  add column claim text,
  -- The transaction id of the first transaction that committed under the claim; null while
  -- nothing has been written.
  add column committed_txid text;
