-- Building access codes (spec part 2, /building-access).
--
-- The secret itself lives in building_code_values, a table that is NOT tracked by change
-- capture: a code value never enters sync_changes, a shape log or Electric's replication
-- stream, so no shape can leak it by a wrong column list. It is read only by the reveal
-- route, which checks access and writes an audit row in the same transaction.

create table buildings (
  id          uuid        primary key default gen_random_uuid(),
  name        text        not null check (btrim(name) <> ''),
  address     text,
  description text,
  created_by  text        references "user" ("id") on delete set null,
  created_at  timestamptz not null default now()
);
create index buildings_name_idx on buildings (lower(name));

create table building_codes (
  id          uuid        primary key default gen_random_uuid(),
  building_id uuid        not null references buildings (id) on delete cascade,
  code_type   text        not null check (btrim(code_type) <> ''),
  description text,
  valid_until date,
  is_active   boolean     not null default true,
  created_at  timestamptz not null default now()
);
create index building_codes_building_idx on building_codes (building_id);

create table building_code_values (
  code_id    uuid primary key references building_codes (id) on delete cascade,
  code_value text not null check (code_value <> '')
);

create table building_access (
  id          uuid        primary key default gen_random_uuid(),
  building_id uuid        not null references buildings (id) on delete cascade,
  user_id     text        not null references "user" ("id") on delete cascade,
  granted_by  text        references "user" ("id") on delete set null,
  granted_at  timestamptz not null default now(),
  is_active   boolean     not null default true,
  revoked_at  timestamptz,
  check (is_active = (revoked_at is null))
);
-- One active grant per person and building; revoked rows stay as history.
create unique index building_access_active_idx on building_access (building_id, user_id) where is_active;
create index building_access_user_idx on building_access (user_id) where is_active;

-- The reveal log: who saw which code type of which building, and when. Never the value.
-- No foreign keys: the log must outlive the building, the code and the person; names are
-- kept as they were at the time.
create table building_code_reveals (
  id            uuid        primary key default gen_random_uuid(),
  building_id   uuid        not null,
  building_name text        not null,
  code_id       uuid        not null,
  code_type     text        not null,
  user_id       text        not null,
  user_name     text,
  action        text        not null default 'viewed_code',
  revealed_at   timestamptz not null default clock_timestamp()
);
create index building_code_reveals_building_idx on building_code_reveals (building_id, revealed_at desc);

-- Append-only, whoever asks: the application has no update or delete path, and the database
-- refuses one too.
create function building_code_reveals_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'building_code_reveals is append-only' using errcode = '42501';
end
$$;
create trigger building_code_reveals_no_change before update or delete on building_code_reveals
  for each row execute function building_code_reveals_append_only();
create trigger building_code_reveals_no_truncate before truncate on building_code_reveals
  for each statement execute function building_code_reveals_append_only();

select sync_track('buildings');
select sync_track('building_codes');
select sync_track('building_access');
select sync_track('building_code_reveals');
