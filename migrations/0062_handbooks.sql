-- Handbooks (spec part 2, /handbooks): categories and the files in them. The file lives in
-- storage under a generated key (file_path); the row carries its URL, never file data.

create table handbook_categories (
  id          uuid        primary key default gen_random_uuid(),
  name        text        not null check (btrim(name) <> ''),
  description text,
  created_by  text        references "user" ("id") on delete set null,
  created_at  timestamptz not null default now()
);
-- The category's name is its address (/handbooks/{category}), so it must be unique.
create unique index handbook_categories_name_idx on handbook_categories (lower(name));

create table handbooks (
  id          uuid        primary key default gen_random_uuid(),
  name        text        not null check (btrim(name) <> ''),
  description text,
  file_name   text        not null,
  file_path   text        not null unique,
  file_url    text        not null,
  file_size   integer     not null check (file_size > 0),
  file_type   text        not null,
  page_count  integer,
  user_id     text        references "user" ("id") on delete set null,
  -- restrict: a category that still holds files cannot be deleted (also checked by the API).
  category_id uuid        not null references handbook_categories (id) on delete restrict,
  created_at  timestamptz not null default now()
);
create index handbooks_category_idx on handbooks (category_id, created_at desc);

select sync_track('handbook_categories');
select sync_track('handbooks');
