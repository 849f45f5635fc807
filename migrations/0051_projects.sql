-- Projects (spec part 2, /projects and /projects/{id}) with their timeline of updates, image
-- gallery and important dates. Everyone signed in reads them; the creator or an admin edits.
-- The home page's 'Igangværende projekter' panel reads `projects` too.
--
-- The spec's *_view relations only added people's names: the browser joins the synced
-- profiles locally instead. Child rows name their author in `created_by` (the spec's
-- uploaded_by for images), so one ownership rule serves all three.

create function projects_touch() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create table projects (
  id             uuid        primary key default gen_random_uuid(),
  name           text        not null check (btrim(name) <> ''),
  description    text,
  status         text        not null default 'pending' check (status in ('pending', 'in_progress', 'completed')),
  start_date     date,
  end_date       date,
  deadline       date,
  project_leader text        references "user" ("id") on delete set null,
  progress       integer     not null default 0 check (progress between 0 and 100),
  created_by     text        references "user" ("id") on delete set null,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  constraint projects_end_after_start check (end_date is null or start_date is null or end_date >= start_date)
);
create index projects_created_at_idx on projects (created_at desc);
create index projects_status_idx on projects (status);

create trigger projects_touch before update on projects
  for each row execute function projects_touch();

create table project_updates (
  id          uuid        primary key default gen_random_uuid(),
  project_id  uuid        not null references projects (id) on delete cascade,
  title       text        not null check (btrim(title) <> ''),
  description text        not null check (btrim(description) <> ''),
  progress    integer     not null check (progress between 0 and 100),
  status      text        not null check (status in ('pending', 'in_progress', 'completed')),
  created_by  text        references "user" ("id") on delete set null,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create index project_updates_project_idx on project_updates (project_id, created_at desc);

create trigger project_updates_touch before update on project_updates
  for each row execute function projects_touch();

-- Only URLs are synced; the files live in storage (bucket project-images) and are served to
-- signed-in users only. `thumbnail_url` is a small WebP made on the server for the gallery.
create table project_images (
  id            uuid        primary key default gen_random_uuid(),
  project_id    uuid        not null references projects (id) on delete cascade,
  url           text        not null,
  thumbnail_url text        not null,
  file_name     text        not null,
  caption       text,
  created_by    text        references "user" ("id") on delete set null,
  created_at    timestamptz not null default now()
);
create index project_images_project_idx on project_images (project_id, created_at desc);

create table project_important_dates (
  id          uuid        primary key default gen_random_uuid(),
  project_id  uuid        not null references projects (id) on delete cascade,
  title       text        not null check (btrim(title) <> ''),
  date        date        not null,
  description text,
  created_by  text        references "user" ("id") on delete set null,
  created_at  timestamptz not null default now()
);
create index project_important_dates_project_idx on project_important_dates (project_id, date);

select sync_track('projects');
select sync_track('project_updates');
select sync_track('project_images');
select sync_track('project_important_dates');
