-- Leavers (issue #29): deactivation instead of deletion, and the administrators' audit log.

-- When set, the person has left: better-auth's "banned" refuses their sign-in and sessions,
-- and this synced column is what colleagues' browsers show as "Tidligere medarbejder". It
-- lives on the profile (not only on "user") because the profile is what every browser holds.
alter table profiles add column deactivated_at timestamptz;

-- The sessions a deactivation revoked, by a hash of their token (never the token itself):
-- the leaver's browser still sends its cookie, and the server answers it "deactivated"
-- instead of a plain 401, so the browser knows to wipe its local copy. Never synced.
create table revoked_sessions (
  token_hash text        primary key,
  user_id    text        not null references "user" ("id") on delete cascade,
  revoked_at timestamptz not null default now()
);
create index revoked_sessions_user_idx on revoked_sessions (user_id);

-- Append-only record of what administrators and the auth system did. No foreign keys on
-- purpose: a deleted person's entries must stay, with the names they had at the time.
-- Never synced; read through /api/audit by administrators only.
create table audit_log (
  id           bigint      generated always as identity primary key,
  created_at   timestamptz not null default now(),
  actor_id     text,
  actor_name   text,
  action       text        not null check (btrim(action) <> ''),
  target_type  text,
  target_id    text,
  target_label text,
  details      jsonb       not null default '{}',
  ip           text,
  user_agent   text
);
-- Keyset paging newest first, and the two searches (by person, by action).
create index audit_log_page_idx on audit_log (created_at desc, id desc);
create index audit_log_action_idx on audit_log (action, created_at desc);
create index audit_log_actor_idx on audit_log (actor_id, created_at desc);
create index audit_log_target_idx on audit_log (target_id, created_at desc);

-- Devices a person has signed in from (user agent + network), so a sign-in from a new one
-- can be written to the audit log. Never synced.
create table known_devices (
  user_id    text        not null references "user" ("id") on delete cascade,
  user_agent text        not null,
  network    text        not null,
  first_seen timestamptz not null default now(),
  primary key (user_id, user_agent, network)
);
