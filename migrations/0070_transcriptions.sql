-- Transcriptions (spec part 1, 'Beskeder og transskriptioner'): one row per uploaded file,
-- private to its owner. The row's status is the truth of the work: 'processing' (text
-- 'Behandler...') until a server finishes it as 'completed' (the text) or 'failed'
-- ('Fejl: {message}').

create table transcriptions (
  id            uuid        primary key default gen_random_uuid(),
  user_id       text        not null references "user" ("id") on delete cascade,
  filename      text        not null check (btrim(filename) <> ''),
  transcription text        not null default 'Behandler...',
  status        text        not null default 'processing' check (status in ('processing', 'completed', 'failed')),
  created_at    timestamptz not null default now()
);
create index transcriptions_user_idx on transcriptions (user_id, created_at desc);
-- The sweep looks for rows still being worked on; there are few, so a partial index.
create index transcriptions_processing_idx on transcriptions (created_at) where status = 'processing';

select sync_track('transcriptions');

-- The work queue, server-only and not synced (lease renewals must not become sync traffic).
-- A server claims a job by setting locked_until; a replica that dies leaves a lease that
-- runs out, and any replica then picks the job up again. Gone with its transcription.
create table transcription_jobs (
  transcription_id uuid        primary key references transcriptions (id) on delete cascade,
  file_key         text        not null,
  attempts         integer     not null default 0,
  locked_until     timestamptz,
  created_at       timestamptz not null default now()
);
create index transcription_jobs_ready_idx on transcription_jobs (locked_until nulls first, created_at);
