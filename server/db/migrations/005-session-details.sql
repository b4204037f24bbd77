-- What a developer sees of their sessions (tag `security`), and the devices that have signed in to
-- an account, for the sign-in notice.

-- A public id to name a session by (never its token or the token's hash), the user agent it began
-- with (trimmed to 512 characters by the server) and the address it was last used from.
-- The default is evaluated for each row: existing sessions get one each, new ones at insert (122
-- random bits from the database's strong random source).
alter table sessions add column public_id text not null
  default replace(gen_random_uuid()::text, '-', '');
alter table sessions add column user_agent text not null default '';
alter table sessions add column last_address text not null default '';
create unique index sessions_public_id_key on sessions (public_id);

-- Devices seen signing in to an account: browser family, system family and address class (IPv4
-- /16, IPv6 /48), so a browser update or a new address in the same network is the same device.
-- A sign-in from a device not seen for 90 days sends a notice.
create table known_devices (
  account_id bigint not null references accounts (id) on delete cascade,
  device_key text not null,
  last_seen_at timestamptz not null,
  primary key (account_id, device_key)
);
