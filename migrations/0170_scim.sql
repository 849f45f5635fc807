-- SCIM 2.0 provisioning (RFC 7643/7644) at /api/scim/v2: directories (Entra ID, Okta) that
-- create, change and deactivate people, and their groups, which map to roles.
-- Never synced to browsers (no change capture, no shape): token hashes and which directory
-- owns whom are for administrators only, through /api/scim/directories.

-- One bearer token per directory, kept only as a SHA-256 hash; the token itself names the
-- directory's id, so the check is a lookup by id and a constant-time comparison of hashes.
create table scim_directories (
  id          uuid        primary key default gen_random_uuid(),
  name        text        not null check (btrim(name) <> ''),
  token_hash  text        not null,
  -- {"group display name": "role"}; the highest role among a person's groups wins.
  role_map    jsonb       not null default '{}'::jsonb,
  created_by  text        references "user" ("id") on delete set null,
  created_at  timestamptz not null default now(),
  revoked_at  timestamptz
);

-- Which directory provisioned (or adopted) a person, and what it calls them. One directory
-- per person: another directory sees them as not found. A SCIM delete keeps the row with
-- deleted_at (the person is deactivated, not erased) so the id answers 404 from then on.
create table scim_users (
  user_id      text        primary key references "user" ("id") on delete cascade,
  directory_id uuid        not null references scim_directories (id) on delete cascade,
  user_name    text        not null,
  external_id  text,
  given_name   text,
  family_name  text,
  department   text,
  deleted_at   timestamptz,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create unique index scim_users_user_name_idx on scim_users (directory_id, lower(user_name));
create index scim_users_external_id_idx on scim_users (directory_id, external_id);

create table scim_groups (
  id           uuid        primary key default gen_random_uuid(),
  directory_id uuid        not null references scim_directories (id) on delete cascade,
  display_name text        not null check (btrim(display_name) <> ''),
  external_id  text,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create unique index scim_groups_name_idx on scim_groups (directory_id, lower(display_name));

create table scim_group_members (
  group_id uuid not null references scim_groups (id) on delete cascade,
  user_id  text not null references "user" ("id") on delete cascade,
  primary key (group_id, user_id)
);
create index scim_group_members_user_idx on scim_group_members (user_id);
