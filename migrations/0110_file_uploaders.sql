-- Files uploaded before the row that will hold them exists (post images, news media): until it
-- does, their uploader is the one person who may fetch them (server/storage/file-access.ts).
-- Server-only, never synced.
create table file_uploaders (
  key         text        primary key,
  user_id     text        not null references "user" ("id") on delete cascade,
  created_at  timestamptz not null default now()
);
