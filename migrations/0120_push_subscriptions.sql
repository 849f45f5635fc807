-- Web Push (issue 30): a person's devices that asked for push notifications. Never synced (no
-- sync_track): the endpoint and keys are a capability to write to someone's phone; the owner
-- checks their own device through an authenticated route.
--
-- A subscription belongs to the session that made it, so signing out (which deletes the
-- session) removes that device's, and so do a password change or reset (other devices are
-- signed out). Deleting the user removes them all; banning is handled by the trigger below.
create table push_subscriptions (
  id          uuid        primary key default gen_random_uuid(),
  user_id     text        not null references "user" ("id") on delete cascade,
  session_id  text        not null references "session" ("id") on delete cascade,
  -- The push service's URL for this browser: one row per browser, whoever is signed in on it.
  endpoint    text        not null unique check (endpoint like 'https://%' or endpoint like 'http://%'),
  p256dh      text        not null,
  auth        text        not null,
  -- "Chrome på Android": for the person's own list of devices, made from the User-Agent.
  device_label text       not null,
  created_at  timestamptz not null default now()
);
create index push_subscriptions_user_idx on push_subscriptions (user_id);
create index push_subscriptions_session_idx on push_subscriptions (session_id);

-- A banned person's phones stop receiving at once, whichever way the ban was written.
create function push_subscriptions_drop_banned() returns trigger language plpgsql as $$
begin
  if new.banned is true then
    delete from push_subscriptions where user_id = new.id;
  end if;
  return new;
end $$;
create trigger push_subscriptions_drop_banned after update of banned on "user"
  for each row when (new.banned is true and old.banned is distinct from true)
  execute function push_subscriptions_drop_banned();

-- Notifications still to be pushed, written by the notifying transaction itself (so a push is
-- only ever sent for a committed notice) and taken by whichever app process claims them first.
create table push_outbox (
  notification_id uuid        primary key references notifications (id) on delete cascade,
  queued_at       timestamptz not null default now()
);
