-- Notifications (issue 18): written by the server in the same transaction as the change that
-- causes them, synced only to their recipient, marked read by the recipient (offline too).
-- The text is composed when the notification is made, so it reads the same on every device
-- and stays true to the moment (a renamed meeting does not rewrite an old notice).

create table notifications (
  id         uuid        primary key default gen_random_uuid(),
  user_id    text        not null references "user" ("id") on delete cascade,
  kind       text        not null check (kind in (
               'post_approved', 'vacation_approved', 'vacation_pending', 'meeting_assigned',
               'news_comment', 'must_read', 'must_read_reminder',
               'building_access_granted', 'building_access_revoked')),
  title      text        not null,
  body       text,
  -- An in-app path to the thing itself ('/vacation', '/meetings/<id>', '/#nyhed-<id>').
  link       text        not null check (link like '/%'),
  actor_id   text        references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  read_at    timestamptz
);
create index notifications_user_idx on notifications (user_id, created_at desc);
create index notifications_unread_idx on notifications (user_id) where read_at is null;

-- One row per person: which kinds they do not want, and the daily e-mail digest opt-in.
create table notification_preferences (
  user_id      text        primary key references "user" ("id") on delete cascade,
  muted_kinds  jsonb       not null default '[]' check (jsonb_typeof(muted_kinds) = 'array'),
  email_digest boolean     not null default false,
  updated_at   timestamptz not null default now()
);

-- Must-read news: the mark, and each person's 'Læst og forstået'.
create table must_read_news (
  news_id   uuid        primary key references company_news (id) on delete cascade,
  marked_by text        references "user" ("id") on delete set null,
  marked_at timestamptz not null default now()
);

create table news_read_confirmations (
  news_id      uuid        not null references company_news (id) on delete cascade,
  user_id      text        not null references "user" ("id") on delete cascade,
  confirmed_at timestamptz not null default now(),
  primary key (news_id, user_id)
);
create index news_read_confirmations_user_idx on news_read_confirmations (user_id);

-- The secret of a person's calendar feed. Not tracked by change capture: it never enters a
-- shape; its owner reads it through an authenticated route.
create table calendar_feeds (
  user_id    text        primary key references "user" ("id") on delete cascade,
  token      text        not null unique check (length(token) >= 32),
  created_at timestamptz not null default now()
);

-- The day each person's e-mail digest last went out (Danish date): one a day, even with
-- several app processes, because a process sends only after winning this row for the day.
create table notification_digests (
  user_id text primary key references "user" ("id") on delete cascade,
  sent_on date not null
);

select sync_track('notifications');
select sync_track('notification_preferences');
select sync_track('must_read_news');
select sync_track('news_read_confirmations');
