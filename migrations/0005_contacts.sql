-- Partner contacts and their categories (spec part 2, directory). No shape reads them yet;
-- they are tracked from the start so the shape, when it comes, has the full history.

create table contact_categories (
  id          uuid primary key default gen_random_uuid(),
  name        text not null unique,
  description text
);

create table contacts (
  id          uuid        primary key default gen_random_uuid(),
  full_name   text        not null,
  email       text,
  phone       text,
  role        text,
  company     text,
  company_url text,
  address     text,
  city        text,
  postal_code text,
  country     text,
  notes       text,
  -- The spec gives new contacts a random avatar colour.
  color       text        default (array['#ef4444', '#f97316', '#eab308', '#22c55e', '#14b8a6',
                                         '#3b82f6', '#8b5cf6', '#ec4899'])[1 + floor(random() * 8)::int],
  -- The category's name (or null); categories are renamed rarely and the spec keys by name.
  category    text,
  created_by  text        references "user" ("id") on delete set null,
  created_at  timestamptz not null default now()
);
create index contacts_category_idx on contacts (category);

select sync_track('contact_categories');
select sync_track('contacts');
