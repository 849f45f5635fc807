-- Change capture for the embedded shape engine (sync/engine).
--
-- Every change to a tracked table is appended to sync_changes with an LSN that is strictly
-- increasing in COMMIT order. Transaction ids and serial ids are not commit order (a lower
-- id can commit later), so the trigger takes a transaction-scoped advisory lock *before*
-- drawing the transaction's LSN from the sequence. The lock is held until commit, so the
-- next writer can only draw its LSN after this one has committed: LSN order = commit order,
-- and a reader that sees LSN n has already seen every LSN below it.
--
-- All changes of one transaction share its LSN and are numbered by op_position.

create sequence sync_lsn;

create table sync_changes (
  lsn          bigint      not null,
  op_position  integer     not null,
  txid         bigint      not null,
  relation     text        not null,
  operation    text        not null check (operation in ('insert', 'update', 'delete')),
  new_row      jsonb,
  old_row      jsonb,
  committed_at timestamptz not null default now(),
  primary key (lsn, op_position)
);

-- Retention: changes below the floor have been pruned; a client whose offset is older
-- must refetch the shape.
create table sync_meta (
  key   text primary key,
  value bigint not null
);
insert into sync_meta (key, value) values ('retention_floor', 0);

-- Before any row of a statement is touched: take the capture lock and draw the
-- transaction's LSN. Taking it per statement, before row locks, means a writer waiting for
-- the capture lock holds no row locks of tracked tables, so the lock adds no deadlocks
-- between transactions that update the same rows in different orders.
create function sync_begin() returns trigger
language plpgsql as $$
begin
  if nullif(current_setting('sync.tx_lsn', true), '') is null then
    perform pg_advisory_xact_lock(8301);
    perform set_config('sync.tx_lsn', nextval('sync_lsn')::text, true);
    perform set_config('sync.tx_op', '-1', true);
  end if;
  return null;
end
$$;

create function sync_capture() returns trigger
language plpgsql as $$
declare
  op integer := current_setting('sync.tx_op')::integer + 1;
begin
  perform set_config('sync.tx_op', op::text, true);
  insert into sync_changes (lsn, op_position, txid, relation, operation, new_row, old_row)
  values (
    current_setting('sync.tx_lsn')::bigint, op, txid_current(), tg_table_name, lower(tg_op),
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  -- Identical payloads are folded into one notification per transaction, sent at commit.
  perform pg_notify('sync_changes', '');
  return null;
end
$$;

-- Start capturing a table: `select sync_track('events');` in the migration that creates it.
-- (TRUNCATE is not captured: delete rows instead.)
create function sync_track(tbl regclass) returns void
language plpgsql as $$
begin
  execute format(
    'create trigger sync_begin before insert or update or delete on %s for each statement execute function sync_begin()',
    tbl
  );
  execute format(
    'create trigger sync_capture after insert or update or delete on %s for each row execute function sync_capture()',
    tbl
  );
end
$$;
