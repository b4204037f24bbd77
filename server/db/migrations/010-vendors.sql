-- The open platform, part 2: vendors (phone makers of the alliance), developers' bindings to their
-- vendor developer accounts, the distribution of approved versions to each bound vendor, and staff
-- members who work for one vendor.
create table vendors (
  id bigserial primary key,
  code text not null check (code ~ '^[a-z][a-z0-9-]{1,31}$'),
  name_zh text not null,
  name_en text not null,
  -- Always set: OpenID Connect discovery starts here unless both endpoints below are given.
  issuer text not null,
  authorization_endpoint text,
  token_endpoint text,
  userinfo_endpoint text,
  client_id text not null,
  -- The client secret is never stored: it is looked up by code (VENDOR_SECRETS_FILE, VENDOR_SECRET_<CODE>).
  scopes text not null default 'openid profile',
  developer_id_claim text not null default 'sub',
  developer_name_claim text not null default 'name',
  -- Where the qualification is read (null: the userinfo answer), which claim, and its accepted values.
  qualification_endpoint text,
  qualification_claim text,
  qualification_values jsonb not null default '[]',
  -- The vendor's own limits; null: the portal's (APP_*).
  package_max_bytes bigint check (package_max_bytes > 0),
  icon_max_bytes bigint check (icon_max_bytes > 0),
  screenshot_max_bytes bigint check (screenshot_max_bytes > 0),
  enabled boolean not null default true,
  -- The development vendor served on loopback outside production.
  development boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index vendors_code_key on vendors (code);

-- One vendor developer account per vendor per developer (11101), and a vendor developer account
-- bound to one alliance account only (11106): both hold under any race.
create table vendor_bindings (
  id bigserial primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  vendor_id bigint not null references vendors (id),
  vendor_developer_id text not null,
  vendor_developer_name text,
  bound_at timestamptz not null
);
create unique index vendor_bindings_account_key on vendor_bindings (account_id, vendor_id);
create unique index vendor_bindings_developer_key on vendor_bindings (vendor_id, vendor_developer_id);

-- A binding under way: the authorisation request's state (its hash), spent once, bound to the
-- session that started it; the PKCE verifier is kept encrypted for these ten minutes only.
create table vendor_binding_attempts (
  state_hash text primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  session_hash text not null,
  vendor_id bigint not null references vendors (id) on delete cascade,
  code_verifier text not null,
  nonce text not null,
  expires_at timestamptz not null
);
create index vendor_binding_attempts_expiry_idx on vendor_binding_attempts (expires_at);

-- An alliance-approved version at one vendor, with that vendor's own review and release.
create table app_distributions (
  id bigserial primary key,
  version_id bigint not null references app_versions (id) on delete cascade,
  app_id bigint not null references apps (id) on delete cascade,
  vendor_id bigint not null references vendors (id),
  -- The vendor developer account it went to, as bound then.
  vendor_developer_id text not null,
  state text not null check (state in ('pending', 'approved', 'rejected', 'released', 'offline')),
  comment text,
  decided_by bigint references staff (id),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index app_distributions_key on app_distributions (version_id, vendor_id);
create index app_distributions_queue_idx on app_distributions (vendor_id, state, created_at, id);
create index app_distributions_app_idx on app_distributions (app_id, vendor_id);

create table app_distribution_events (
  id bigserial primary key,
  distribution_id bigint not null references app_distributions (id) on delete cascade,
  from_state text,
  to_state text not null,
  actor text not null check (actor in ('developer', 'staff', 'system')),
  staff_id bigint references staff (id),
  comment text,
  at timestamptz not null
);
create index app_distribution_events_idx on app_distribution_events (distribution_id, id);

-- Staff members have a name, and a vendor when they work for one (null: the alliance's staff).
alter table staff add column name text;
alter table staff add column vendor_id bigint references vendors (id);

alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check check (action in (
  'signIn', 'signInFailed', 'signOut', 'reveal', 'approve', 'reject', 'freeze', 'unfreeze',
  'staffAdded', 'staffDisabled', 'staffEnabled', 'staffRoleChanged', 'staffReset',
  'staffEnrolled', 'recoveryCodeUsed', 'approveVersion', 'rejectVersion', 'pinCertificate',
  'approveDistribution', 'rejectDistribution', 'releaseDistribution', 'offlineDistribution',
  'staffEdited', 'vendorSaved'
));
alter table audit_log add column vendor_id bigint;
