-- Developers' two-step sign-in (TOTP and recovery codes) and passkeys (tag `security`).

-- The authenticator, kept like the staff's (Base32 secret, replay guard, counted wrong codes).
-- totp_enabled_at is set once a code of totp_secret was proved; until then a started enrolment
-- waits in totp_pending_secret and lapses at totp_pending_expires_at.
alter table accounts add column totp_secret text;
alter table accounts add column totp_enabled_at timestamptz;
alter table accounts add column totp_pending_secret text;
alter table accounts add column totp_pending_expires_at timestamptz;
alter table accounts add column last_totp_step bigint not null default 0;
-- Code checks in the window that started at failed_codes_since (every check is counted before it
-- is made; a right code takes itself off).
alter table accounts add column failed_codes integer not null default 0;
alter table accounts add column failed_codes_since timestamptz;

-- Single-use recovery codes: HMACs bound to the account, the codes themselves are shown once.
create table account_recovery_codes (
  id bigserial primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);
create unique index account_recovery_codes_key on account_recovery_codes (account_id, code_hash);

-- A sign-in whose password was right and that waits for its second step: its token's SHA-256,
-- the answers counted against it (before each is checked), and when it ends or was used.
create table login_steps (
  token_hash text primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  answers integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index login_steps_account_idx on login_steps (account_id);
create index login_steps_expires_idx on login_steps (expires_at);

-- Passkeys (WebAuthn credentials). public_id names one to its owner (never the credential id).
create table passkeys (
  id bigserial primary key,
  public_id text not null,
  account_id bigint not null references accounts (id) on delete cascade,
  -- base64url, as the browser sends it; one credential belongs to one account.
  credential_id text not null,
  public_key bytea not null,
  -- The signature counter the authenticator last reported (0 for those that keep none).
  counter bigint not null default 0,
  transports text[] not null default '{}',
  name text not null,
  created_at timestamptz not null,
  last_used_at timestamptz
);
create unique index passkeys_public_id_key on passkeys (public_id);
create unique index passkeys_credential_id_key on passkeys (credential_id);
create index passkeys_account_idx on passkeys (account_id);

-- WebAuthn challenges: single use (used_at, set by one UPDATE … RETURNING), five minutes, bound
-- to their purpose and, for a registration, to the account, for a second step to its step.
create table passkey_challenges (
  id text primary key,
  challenge text not null,
  purpose text not null check (purpose in ('register', 'signIn', 'secondStep')),
  account_id bigint references accounts (id) on delete cascade,
  step_hash text references login_steps (token_hash) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create unique index passkey_challenges_challenge_key on passkey_challenges (challenge);
create index passkey_challenges_expires_idx on passkey_challenges (expires_at);
