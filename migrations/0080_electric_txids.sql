-- Captured changes carry Electric's form of the transaction id, the 32-bit xid
-- (pg_current_xact_id()::xid), like the write routes' answers (server/db/txid.ts): the
-- browser settles a pending write when a change with its txid arrives, from this engine or
-- from the Electric sync service. txid_current() adds the epoch in the high bits, which
-- matches the xid only until the first wraparound.
create or replace function sync_capture() returns trigger
language plpgsql as $$
declare
  op integer := current_setting('sync.tx_op')::integer + 1;
begin
  perform set_config('sync.tx_op', op::text, true);
  insert into sync_changes (lsn, op_position, txid, relation, operation, new_row, old_row)
  values (
    current_setting('sync.tx_lsn')::bigint, op, pg_current_xact_id()::xid::text::bigint, tg_table_name, lower(tg_op),
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  -- Identical payloads are folded into one notification per transaction, sent at commit.
  perform pg_notify('sync_changes', '');
  return null;
end
$$;
