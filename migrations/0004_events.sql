-- Company events (spec part 1, /events). Everyone signed in reads them; admins write.

create table events (
  id          uuid        primary key default gen_random_uuid(),
  title       text        not null,
  description text,
  date        timestamptz not null,
  location    text,
  created_by  text        references "user" ("id") on delete set null,
  created_at  timestamptz not null default now()
);
create index events_date_idx on events (date);

select sync_track('events');
