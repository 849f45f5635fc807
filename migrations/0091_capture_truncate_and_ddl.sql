-- TRUNCATE and schema changes of tracked tables reach the shape engine as marker rows in
-- sync_changes (operation 'truncate' or 'ddl', no row data), drawn in commit order like any
-- change: the engine answers that table's shapes with must-refetch from that LSN on, so no
-- client keeps truncated rows and no change pass trips over a dropped or altered table.
alter table public.sync_changes drop constraint if exists sync_changes_operation_check;
alter table public.sync_changes add constraint sync_changes_operation_check
  check (operation in ('insert', 'update', 'delete', 'truncate', 'ddl')) not valid;

create or replace function public.sync_mark(rel text, what text) returns void
language plpgsql as $$
declare
  op integer;
begin
  if nullif(pg_catalog.current_setting('sync.tx_lsn', true), '') is null then
    perform pg_catalog.pg_advisory_xact_lock(8301);
    perform pg_catalog.set_config('sync.tx_lsn', pg_catalog.nextval('public.sync_lsn'::pg_catalog.regclass)::text, true);
    perform pg_catalog.set_config('sync.tx_op', '-1', true);
  end if;
  op := pg_catalog.current_setting('sync.tx_op')::integer + 1;
  perform pg_catalog.set_config('sync.tx_op', op::text, true);
  insert into public.sync_changes (lsn, op_position, txid, relation, operation)
  values (pg_catalog.current_setting('sync.tx_lsn')::bigint, op, pg_catalog.pg_current_xact_id()::xid::text::bigint, rel, what);
  perform pg_catalog.pg_notify('sync_changes', '');
end
$$;

create or replace function public.sync_truncate() returns trigger
language plpgsql as $$
begin
  perform public.sync_mark(public.sync_relation(tg_table_schema, tg_table_name), 'truncate');
  return null;
end
$$;

-- Idempotent, so the engine may track a table on first request (SYNC_AUTO_TRACK).
create or replace function public.sync_track(tbl regclass) returns void
language plpgsql as $$
begin
  if not exists (select 1 from pg_catalog.pg_trigger where tgrelid = tbl and tgname = 'sync_capture') then
    execute pg_catalog.format(
      'create trigger sync_begin before insert or update or delete on %s for each statement execute function public.sync_begin()', tbl);
    execute pg_catalog.format(
      'create trigger sync_capture after insert or update or delete on %s for each row execute function public.sync_capture()', tbl);
  end if;
  if not exists (select 1 from pg_catalog.pg_trigger where tgrelid = tbl and tgname = 'sync_truncate') then
    execute pg_catalog.format(
      'create trigger sync_truncate after truncate on %s for each statement execute function public.sync_truncate()', tbl);
  end if;
end
$$;

do $$
declare
  t regclass;
begin
  for t in select tgrelid::regclass from pg_catalog.pg_trigger where tgname = 'sync_capture' loop
    perform public.sync_track(t);
  end loop;
end
$$;

-- DROP and ALTER TABLE: event triggers need a superuser. Without them (or where they do not
-- fire, as in PGlite's single-user mode) the engine notices a dropped or changed table when
-- reading its changes fails.
create or replace function public.sync_ddl() returns event_trigger
language plpgsql as $$
declare
  r record;
begin
  if tg_event = 'sql_drop' then
    for r in select schema_name, object_name from pg_catalog.pg_event_trigger_dropped_objects()
              where object_type = 'table' and not is_temporary loop
      perform public.sync_mark(public.sync_relation(r.schema_name, r.object_name), 'ddl');
    end loop;
  else
    for r in select n.nspname, c.relname from pg_catalog.pg_event_trigger_ddl_commands() d
               join pg_catalog.pg_class c on c.oid = d.objid
               join pg_catalog.pg_namespace n on n.oid = c.relnamespace
              where d.object_type = 'table'
                and exists (select 1 from pg_catalog.pg_trigger g where g.tgrelid = d.objid and g.tgname = 'sync_capture') loop
      perform public.sync_mark(public.sync_relation(r.nspname, r.relname), 'ddl');
    end loop;
  end if;
end
$$;

do $$
begin
  if (select rolsuper from pg_catalog.pg_roles where rolname = current_user) then
    drop event trigger if exists sync_ddl_drop;
    drop event trigger if exists sync_ddl_alter;
    create event trigger sync_ddl_drop on sql_drop execute function public.sync_ddl();
    create event trigger sync_ddl_alter on ddl_command_end when tag in ('ALTER TABLE') execute function public.sync_ddl();
  end if;
end
$$;
