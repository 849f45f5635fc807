-- better-auth 1.7 tables (email + password, admin plugin, database rate limiting), column for
-- column what better-auth's own generator emits for PostgreSQL; better-auth checks the schema
-- at run time, so a drift here fails loudly on the first auth call.
-- Added on top of the generated DDL: defaults for emailVerified / banned / session.updatedAt,
-- so rows written outside better-auth (seed scripts, psql) are valid too.

create table "user" (
  "id"            text        not null primary key,
  "name"          text        not null,
  "email"         text        not null unique,
  "emailVerified" boolean     not null default false,
  "image"         text,
  "createdAt"     timestamptz not null default current_timestamp,
  "updatedAt"     timestamptz not null default current_timestamp,
  "role"          text,
  "banned"        boolean              default false,
  "banReason"     text,
  "banExpires"    timestamptz
);

create table "session" (
  "id"             text        not null primary key,
  "expiresAt"      timestamptz not null,
  "token"          text        not null unique,
  "createdAt"      timestamptz not null default current_timestamp,
  "updatedAt"      timestamptz not null default current_timestamp,
  "ipAddress"      text,
  "userAgent"      text,
  "userId"         text        not null references "user" ("id") on delete cascade,
  "impersonatedBy" text
);
create index "session_userId_idx" on "session" ("userId");

create table "account" (
  "id"                    text        not null primary key,
  "accountId"             text        not null,
  "providerId"            text        not null,
  "userId"                text        not null references "user" ("id") on delete cascade,
  "accessToken"           text,
  "refreshToken"          text,
  "idToken"               text,
  "accessTokenExpiresAt"  timestamptz,
  "refreshTokenExpiresAt" timestamptz,
  "scope"                 text,
  "password"              text,
  "createdAt"             timestamptz not null default current_timestamp,
  "updatedAt"             timestamptz not null default current_timestamp
);
create index "account_userId_idx" on "account" ("userId");

-- Password-reset and invite tokens.
create table "verification" (
  "id"         text        not null primary key,
  "identifier" text        not null,
  "value"      text        not null,
  "expiresAt"  timestamptz not null,
  "createdAt"  timestamptz not null default current_timestamp,
  "updatedAt"  timestamptz not null default current_timestamp
);
create index "verification_identifier_idx" on "verification" ("identifier");

-- Sign-in attempt counters live here, not in memory, so every replica sees the same count.
create table "rateLimit" (
  "id"          text    not null primary key,
  "key"         text    not null unique,
  "count"       integer not null,
  "lastRequest" bigint  not null
);

-- Values the server generates once and every replica must share (the auth secret when
-- BETTER_AUTH_SECRET is not set, one-time claims such as "the demo seed ran"). Never synced.
create table app_secrets (
  name       text        primary key,
  value      text        not null,
  created_at timestamptz not null default now()
);
