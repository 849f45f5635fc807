-- Company news (home page) and employees' posts with approval (spec part 1 §3).
-- Media and post images are files in storage; rows hold only their URLs.
-- Authors are referenced by user id; names, pictures and titles come from their profiles.

create table departments (
  id         uuid        primary key default gen_random_uuid(),
  name       text        not null unique,
  created_at timestamptz not null default now()
);

create table company_news (
  id         uuid        primary key default gen_random_uuid(),
  user_id    text        references "user" ("id") on delete set null,
  headline   text,
  content    text        not null,
  visibility text        not null default 'company' check (visibility = 'company'),
  -- Saved as null (spec); no foreign key, the projects table belongs to another feature.
  project_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index company_news_created_at_idx on company_news (created_at desc);

create table news_comments (
  id         uuid        primary key default gen_random_uuid(),
  news_id    uuid        not null references company_news (id) on delete cascade,
  user_id    text        references "user" ("id") on delete set null,
  content    text        not null,
  created_at timestamptz not null default now()
);
create index news_comments_news_idx on news_comments (news_id, created_at);

create table posts (
  id            uuid        primary key default gen_random_uuid(),
  user_id       text        references "user" ("id") on delete set null,
  headline      text        not null,
  content       text        not null default '',
  images        jsonb       not null default '[]' check (jsonb_typeof(images) = 'array'),
  department_id uuid        references departments (id) on delete set null,
  approved      boolean     not null default false,
  approved_by   text        references "user" ("id") on delete set null,
  approved_at   timestamptz,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now()
);
create index posts_created_at_idx on posts (created_at desc);

create table post_comments (
  id         uuid        primary key default gen_random_uuid(),
  post_id    uuid        not null references posts (id) on delete cascade,
  user_id    text        references "user" ("id") on delete set null,
  content    text        not null,
  created_at timestamptz not null default now()
);
create index post_comments_post_idx on post_comments (post_id, created_at);

select sync_track('departments');
select sync_track('company_news');
select sync_track('news_comments');
select sync_track('posts');
select sync_track('post_comments');
