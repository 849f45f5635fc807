-- People and the partner directory (spec part 1 §3, part 2 §3 and §6): who created a
-- category (its creator may rename it), ratings of partner contacts, and the counters that
-- rate-limit the public QR profile endpoint.

-- Categories get an owner so "creator or admin edits" can be a where clause.
alter table contact_categories
  add column created_by text        references "user" ("id") on delete set null,
  add column created_at timestamptz not null default now();

-- One rating per user per contact (spec: editable, 1-5). A deleted user's ratings go with them.
create table contact_ratings (
  id         uuid        primary key default gen_random_uuid(),
  contact_id uuid        not null references contacts ("id") on delete cascade,
  user_id    text        not null references "user" ("id") on delete cascade,
  rating     integer     not null check (rating between 1 and 5),
  comment    text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (contact_id, user_id)
);
create index contact_ratings_contact_idx on contact_ratings (contact_id);

select sync_track('contact_ratings');

-- Fixed-window request counters for public endpoints, keyed by endpoint and client address.
-- In the database, not in memory, so every replica counts the same requests. Never synced.
create table public_rate_limits (
  key          text        primary key,
  window_start timestamptz not null,
  count        integer     not null
);
create index public_rate_limits_window_idx on public_rate_limits (window_start);
