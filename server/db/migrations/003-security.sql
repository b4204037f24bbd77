-- Login failures per e-mail (known or not), decided atomically with each attempt.
create table login_failures (
  email text primary key,
  failures integer not null,
  updated_at timestamptz not null
);
insert into login_failures (email, failures, updated_at)
  select email, failed_logins, updated_at from accounts where failed_logins > 0;

-- Request limits shared by every instance on this database: one row per key holds the times
-- (ms since the epoch) of the hits granted in the last window, a true sliding window.
create table rate_limits (
  key text primary key,
  hits bigint[] not null,
  allowed boolean not null,
  last_at bigint not null
);
create index rate_limits_last_idx on rate_limits (last_at);

-- The secret captcha answers and codes are hashed with (HMAC) when APP_SECRET is not set.
create table app_secrets (
  name text primary key,
  value text not null
);

-- The recovery flow's proof: queryAccountByEmail hands out a single-use ticket bound to the
-- account it found; updateEmailApply spends it.
create table recovery_tickets (
  ticket_hash text primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  expires_at timestamptz not null
);
