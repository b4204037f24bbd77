-- Accounts, sessions, captchas, verification codes, the review queue and the outbox.
create table accounts (
  id bigserial primary key,
  -- Stored lower-case: it is the login name and compared lower-case.
  email text not null,
  password_hash text not null,
  status text not null default 'active' check (status in ('active', 'frozen')),
  developer_type text check (developer_type in ('individual', 'company')),
  profile_status text not null default 'incomplete'
    check (profile_status in ('incomplete', 'reviewing', 'complete', 'rejected')),
  contact_name text,
  contact_phone text,
  contact_wechat text,
  identity_name text,
  identity_id_type text,
  identity_id_number text,
  company_name text,
  credit_code text,
  failed_logins integer not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index accounts_email_key on accounts (email);

create table sessions (
  token_hash text primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null
);
create index sessions_account_idx on sessions (account_id);

create table captchas (
  id uuid primary key,
  scene text not null,
  answer_hash text not null,
  expires_at timestamptz not null
);

create table captcha_tickets (
  ticket_hash text primary key,
  scene text not null,
  expires_at timestamptz not null
);

create table verification_codes (
  id bigserial primary key,
  channel text not null check (channel in ('email', 'sms')),
  purpose text not null,
  target text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index verification_codes_target_idx on verification_codes (channel, purpose, target, created_at desc);

create table change_records (
  id bigserial primary key,
  account_id bigint not null references accounts (id) on delete cascade,
  type text not null check (type in ('completeProfile', 'accountInfo', 'legalPerson', 'emailRecovery')),
  status text not null check (status in ('reviewing', 'approved', 'rejected', 'revoked')),
  before jsonb not null,
  after jsonb not null,
  -- The unmasked ID number of `after`, for approval to apply; never shown to the applicant.
  private_id_number text,
  -- Proof given with an emailRecovery application, for the reviewer only.
  proof jsonb,
  reason text,
  review_comment text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  reviewed_at timestamptz
);
create unique index change_records_one_reviewing on change_records (account_id, type)
  where status = 'reviewing';
create index change_records_account_idx on change_records (account_id, id desc);

create table outbox (
  id bigserial primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null
);
create index outbox_recipient_idx on outbox (recipient, id desc);
