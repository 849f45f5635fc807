-- Meeting minutes (spec part 2: meetings, attendees, cases with assignees, news/SOME items and
-- other tasks). Everyone signed in reads them; admins write them; people tick off their own.
--
-- Saves are diffs, not "delete all and re-insert", so child ids stay stable and two editors can
-- work on one meeting at once. Every editable row carries a `version` that a trigger bumps on
-- each update: a save names the version it was based on, and a row changed meanwhile by someone
-- else is refused instead of silently overwritten.

create function meetings_bump_version() returns trigger
language plpgsql as $$
begin
  new.version := old.version + 1;
  return new;
end
$$;

create table meetings (
  id                   uuid        primary key default gen_random_uuid(),
  title                text        not null,
  meeting_date         timestamptz not null,
  location             text,
  facilitator_id       text        references "user" ("id") on delete set null,
  topic                text,
  recorder_id          text        references "user" ("id") on delete set null,
  news_from_management text,
  optimization_round   text,
  miscellaneous        text,
  -- The management block (economy, card usage, payment terms …) is for admins only: it is never
  -- shown on the detail page, and the `meetings` shape leaves these columns out.
  economy_info         text,
  cc_usage_info        text,
  management_info      text,
  payment_terms_info   text,
  diverse_info         text,
  next_meeting_date    date,
  created_by           text        references "user" ("id") on delete set null,
  created_at           timestamptz not null default now(),
  updated_by           text        references "user" ("id") on delete set null,
  updated_at           timestamptz not null default now(),
  version              integer     not null default 1
);
create index meetings_date_idx on meetings (meeting_date desc);

create table meeting_attendees (
  meeting_id uuid not null references meetings (id) on delete cascade,
  user_id    text not null references "user" ("id") on delete cascade,
  -- No row means absent.
  status     text not null check (status in ('present', 'approved_absence')),
  primary key (meeting_id, user_id)
);

create table meeting_cases (
  id          uuid    primary key default gen_random_uuid(),
  meeting_id  uuid    not null references meetings (id) on delete cascade,
  case_name   text    not null,
  client      text,
  status_note text,
  sort_order  integer not null default 0,
  version     integer not null default 1
);
create index meeting_cases_meeting_idx on meeting_cases (meeting_id, sort_order);

create table meeting_case_assignees (
  id      uuid primary key default gen_random_uuid(),
  case_id uuid not null references meeting_cases (id) on delete cascade,
  user_id text not null references "user" ("id") on delete cascade,
  status  text not null default 'open' check (status in ('open', 'completed')),
  unique (case_id, user_id)
);
create index meeting_case_assignees_user_idx on meeting_case_assignees (user_id);

create table meeting_news_opportunities (
  id             uuid    primary key default gen_random_uuid(),
  meeting_id     uuid    not null references meetings (id) on delete cascade,
  task           text    not null,
  task_date      date,
  status         text,
  responsible_id text    references "user" ("id") on delete set null,
  sort_order     integer not null default 0,
  version        integer not null default 1
);
create index meeting_news_meeting_idx on meeting_news_opportunities (meeting_id, sort_order);
create index meeting_news_responsible_idx on meeting_news_opportunities (responsible_id);

create table meeting_other_tasks (
  id             uuid    primary key default gen_random_uuid(),
  meeting_id     uuid    not null references meetings (id) on delete cascade,
  task           text    not null,
  responsible_id text    references "user" ("id") on delete set null,
  deadline       date,
  status         text,
  sort_order     integer not null default 0,
  version        integer not null default 1
);
create index meeting_tasks_meeting_idx on meeting_other_tasks (meeting_id, sort_order);
create index meeting_tasks_responsible_idx on meeting_other_tasks (responsible_id);

create trigger meetings_bump_version before update on meetings
  for each row execute function meetings_bump_version();
create trigger meeting_cases_bump_version before update on meeting_cases
  for each row execute function meetings_bump_version();
create trigger meeting_news_bump_version before update on meeting_news_opportunities
  for each row execute function meetings_bump_version();
create trigger meeting_tasks_bump_version before update on meeting_other_tasks
  for each row execute function meetings_bump_version();

select sync_track('meetings');
select sync_track('meeting_attendees');
select sync_track('meeting_cases');
select sync_track('meeting_case_assignees');
select sync_track('meeting_news_opportunities');
select sync_track('meeting_other_tasks');
