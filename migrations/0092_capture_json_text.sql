-- Captured row versions are kept as json, not jsonb, so a `json` column's text (key order,
-- spacing, duplicate keys) reaches clients exactly as stored, as Electric sends it. jsonb
-- columns are unaffected; the shape engine reads the versions with json_populate_record.
alter table public.sync_changes
  alter column new_row type json using new_row::json,
  alter column old_row type json using old_row::json;

create or replace function public.sync_capture() returns trigger
language plpgsql as $$
declare
  op integer := pg_catalog.current_setting('sync.tx_op')::integer + 1;
begin
  perform pg_catalog.set_config('sync.tx_op', op::text, true);
  insert into public.sync_changes (lsn, op_position, txid, relation, operation, new_row, old_row)
  values (
    pg_catalog.current_setting('sync.tx_lsn')::bigint, op, pg_catalog.pg_current_xact_id()::xid::text::bigint,
    public.sync_relation(tg_table_schema, tg_table_name), pg_catalog.lower(tg_op),
    case when tg_op <> 'DELETE' then pg_catalog.to_json(new) end,
    case when tg_op <> 'INSERT' then pg_catalog.to_json(old) end
  );
  -- Identical payloads are folded into one notification per transaction, sent at commit.
  perform pg_catalog.pg_notify('sync_changes', '');
  return null;
end
$$;
