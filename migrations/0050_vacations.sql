-- Vacation schedule (spec part 2, /vacation and the home-page widget). Everyone signed in
-- reads the whole schedule; a person requests their own vacation (it starts pending), an
-- admin may register one for anybody and approves; the owner or an admin edits and deletes.

create table vacations (
  id          uuid        primary key default gen_random_uuid(),
  user_id     text        not null references "user" ("id") on delete cascade,
  start_date  date        not null,
  end_date    date        not null,
  status      text        not null default 'pending' check (status in ('pending', 'approved')),
  created_by  text        references "user" ("id") on delete set null,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  -- The form checks this too; the constraint keeps scripts and psql honest.
  constraint vacations_end_after_start check (end_date >= start_date)
);
create index vacations_end_date_idx on vacations (end_date);
create index vacations_user_idx on vacations (user_id);

create function vacations_touch() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger vacations_touch before update on vacations
  for each row execute function vacations_touch();

select sync_track('vacations');
