-- Site crews (issue #29): people without an e-mail address sign in with a username (or a phone
-- number) through better-auth's username plugin. better-auth's user row needs an e-mail, so a
-- crew member gets a synthetic one under the reserved `.invalid` domain (RFC 2606): it is
-- never mailed (auth/mailer.ts refuses it) and never shown — the profile gets no e-mail then.

alter table "user"
  add column "username"        text unique,
  add column "displayUsername" text;

-- The username is how colleagues and admins tell crew members apart (public, like an e-mail).
alter table profiles add column username text;

create or replace function profiles_on_user_insert() returns trigger
language plpgsql as $$
begin
  insert into profiles (user_id, email, full_name, role, username)
  values (new.id, case when new.email like '%.invalid' then null else new.email end, new.name,
          coalesce(new.role, 'user'), new.username)
  on conflict (user_id) do nothing;
  return null;
end
$$;

create or replace function profiles_on_user_update() returns trigger
language plpgsql as $$
begin
  update profiles
     set role = coalesce(new.role, 'user'),
         email = case when new.email like '%.invalid' then null else new.email end,
         username = new.username
   where user_id = new.id;
  return null;
end
$$;

drop trigger profiles_on_user_update on "user";
create trigger profiles_on_user_update after update of role, email, username on "user"
  for each row
  when (old.role is distinct from new.role or old.email is distinct from new.email
        or old.username is distinct from new.username)
  execute function profiles_on_user_update();
