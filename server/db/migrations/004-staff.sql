-- The staff console: staff members apart from developer accounts, their second factor, their
-- sessions, and an audit log nothing can change.
create table staff (
  id bigserial primary key,
  -- Stored lower-case, like developer e-mails.
  email text not null check (email = lower(email)),
  role text not null check (role in ('reviewer', 'admin')),
  -- Null until the set-up link sets it (and again after `staff reset`).
  password_hash text,
  -- The TOTP secret (Base32); enrolled_at is set once a code of it was proved.
  totp_secret text,
  enrolled_at timestamptz,
  -- The last TOTP time step accepted: a code of that step or an earlier one is refused (replay).
  last_totp_step bigint not null default 0,
  disabled_at timestamptz,
  -- The set-up link's secret (sha256) and its end; null once the link is spent.
  setup_token_hash text,
  setup_expires_at timestamptz,
  -- Wrong authenticator or recovery codes in the window that started at failed_codes_since.
  failed_codes integer not null default 0,
  failed_codes_since timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index staff_email_key on staff (email);
create unique index staff_setup_token_key on staff (setup_token_hash);

-- Single-use recovery codes: HMACs only, the codes themselves are shown once.
create table staff_recovery_codes (
  id bigserial primary key,
  staff_id bigint not null references staff (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);
create unique index staff_recovery_codes_key on staff_recovery_codes (staff_id, code_hash);

create table staff_sessions (
  token_hash text primary key,
  staff_id bigint not null references staff (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null
);
create index staff_sessions_staff_idx on staff_sessions (staff_id);

-- Who decided a record in the console; null for the command line (and undecided records).
alter table change_records add column reviewed_by bigint references staff (id);

-- Every staff action. staff_id is who acted (null: the command line); subject_email is the
-- developer account (or, for staff changes, the staff member) it is about, as it was then.
-- No foreign keys on record_id and account_id: the log outlives what it is about.
create table audit_log (
  id bigserial primary key,
  at timestamptz not null,
  action text not null check (action in (
    'signIn', 'signInFailed', 'signOut', 'reveal', 'approve', 'reject', 'freeze', 'unfreeze',
    'staffAdded', 'staffDisabled', 'staffEnabled', 'staffRoleChanged', 'staffReset',
    'staffEnrolled', 'recoveryCodeUsed'
  )),
  staff_id bigint references staff (id),
  record_id bigint,
  account_id bigint,
  subject_email text,
  detail text
);
create index audit_log_record_idx on audit_log (record_id);
create index audit_log_account_idx on audit_log (account_id);

-- Append-only: the database itself refuses to change or remove an entry.
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the audit log is append-only: % refused', tg_op;
end
$$;
create trigger audit_log_no_update_delete before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
