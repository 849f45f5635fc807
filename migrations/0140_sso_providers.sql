-- Single sign-on providers (OIDC and SAML 2.0), the table better-auth's SSO plugin
-- (@better-auth/sso) reads: its own columns as it names them, plus what this app adds per
-- provider — the name on the sign-in button, how a claim or attribute maps to a role, and
-- whether people of the domain may still sign in with a password.
-- Never synced to browsers (no change capture, no shape): "oidcConfig" holds the client
-- secret and "samlConfig" the IdP certificate; the admin API answers without them.
create table "ssoProvider" (
  "id"             text        not null primary key,
  "providerId"     text        not null unique,
  "issuer"         text        not null,
  "domain"         text        not null,
  "domainVerified" boolean     not null default false,
  "oidcConfig"     text,
  "samlConfig"     text,
  "userId"         text        references "user" ("id") on delete set null,
  "organizationId" text,
  "name"           text        not null default '',
  "roleClaim"      text,
  -- {"claim or attribute value": "role"}; the highest role among a person's values wins.
  "roleMap"        jsonb       not null default '{}'::jsonb,
  "defaultRole"    text        not null default 'user' check ("defaultRole" in ('user', 'admin', 'administrator')),
  "passwordSignIn" boolean     not null default true,
  "createdAt"      timestamptz not null default current_timestamp,
  "updatedAt"      timestamptz not null default current_timestamp
);

-- One provider per e-mail domain: the sign-in page must know where to send a person.
create unique index "ssoProvider_domain" on "ssoProvider" (lower("domain"));
