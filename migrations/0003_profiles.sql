-- One profile per user (spec part 1 §3). The row is created by a trigger on "user" so no
-- code path can make a user without one; `role` mirrors the auth role (better-auth's admin
-- plugin owns it, only admins change it) so shapes and rules can read it from the profile.

create table profiles (
  user_id                 text        primary key references "user" ("id") on delete cascade,
  email                   text,
  full_name               text,
  name                    text,
  title                   text,
  role                    text        not null default 'user',
  birthday                date,
  image                   text,
  phone                   text,
  address                 text,
  city                    text,
  postal_code             text,
  country                 text,
  emergency_contact_name  text,
  emergency_contact_phone text,
  certifications          jsonb       not null default '[]',
  qr_code                 text        not null unique default replace(gen_random_uuid()::text, '-', ''),
  color                   text                 default '#3b82f6',
  notes                   text,
  created_at              timestamptz not null default now()
);

create function profiles_on_user_insert() returns trigger
language plpgsql as $$
begin
  insert into profiles (user_id, email, full_name, role)
  values (new.id, new.email, new.name, coalesce(new.role, 'user'))
  on conflict (user_id) do nothing;
  return null;
end
$$;

create trigger profiles_on_user_insert after insert on "user"
  for each row execute function profiles_on_user_insert();

-- The profile follows the account's role and e-mail; both are only changed through auth.
create function profiles_on_user_update() returns trigger
language plpgsql as $$
begin
  update profiles
     set role = coalesce(new.role, 'user'),
         email = new.email
   where user_id = new.id;
  return null;
end
$$;

create trigger profiles_on_user_update after update of role, email on "user"
  for each row
  when (old.role is distinct from new.role or old.email is distinct from new.email)
  execute function profiles_on_user_update();

select sync_track('profiles');
