-- Change capture that works whatever the writer's search_path is: every object the capture
-- functions use is schema-qualified (a session with `set search_path = other` used to fail
-- with `relation "sync_lsn" does not exist`). Tables outside `public` are captured under the
-- relation `"schema"."table"`; public tables keep their bare name.
create or replace function public.sync_begin() returns trigger
language plpgsql as $$
begin
  if nullif(pg_catalog.current_setting('sync.tx_lsn', true), '') is null then
    perform pg_catalog.pg_advisory_xact_lock(8301);
    perform pg_catalog.set_config('sync.tx_lsn', pg_catalog.nextval('public.sync_lsn'::pg_catalog.regclass)::text, true);
    perform pg_catalog.set_config('sync.tx_op', '-1', true);
  end if;
  return null;
end
$$;

create or replace function public.sync_relation(schema_name text, table_name text) returns text
language sql immutable as $$
  select case when schema_name = 'public' then table_name
              else '"' || pg_catalog.replace(schema_name, '"', '""') || '"."' || pg_catalog.replace(table_name, '"', '""') || '"' end
$$;

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
    case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end,
    case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end
  );
  -- Identical payloads are folded into one notification per transaction, sent at commit.
  perform pg_catalog.pg_notify('sync_changes', '');
  return null;
end
$$;

create or replace function public.sync_track(tbl regclass) returns void
language plpgsql as $$
begin
  execute pg_catalog.format(
    'create trigger sync_begin before insert or update or delete on %s for each statement execute function public.sync_begin()',
    tbl
  );
  execute pg_catalog.format(
    'create trigger sync_capture after insert or update or delete on %s for each row execute function public.sync_capture()',
    tbl
  );
end
$$;
