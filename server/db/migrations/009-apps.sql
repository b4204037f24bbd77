-- The open platform: a developer's apps, their versions (one uploaded package each) with each
-- version's history, and the apps' icons and screenshots. The bytes are in the file store
-- (stored_files, or S3-compatible object storage): these rows name them by their file id.
create table apps (
  id bigserial primary key,
  account_id bigint not null references accounts (id),
  package_name text not null,
  kind text not null check (kind in ('quickApp', 'quickGame')),
  category text not null,
  name_zh text not null,
  name_en text,
  summary_zh text,
  summary_en text,
  description_zh text,
  description_en text,
  privacy_policy_url text,
  -- draft until a version is released; it never returns to draft (a released app is kept).
  status text not null default 'draft' check (status in ('draft', 'listed', 'offline')),
  -- The signer every upload must carry, pinned at the first accepted upload; changed only by
  -- staff (admins), in the audit log.
  certificate_sha256 text,
  certificate_subject text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- A package name is claimed once on the platform, whatever its letters' case.
create unique index apps_package_name_key on apps (lower(package_name));
create index apps_account_idx on apps (account_id, updated_at desc);

create table app_versions (
  id bigserial primary key,
  app_id bigint not null references apps (id) on delete cascade,
  version_code integer not null check (version_code >= 1),
  version_name text,
  min_platform_version integer not null,
  package_kind text not null check (package_kind in ('rpk', 'rpks')),
  size bigint not null check (size > 0),
  sha256 text not null,
  certificate_sha256 text not null,
  certificate_subject text not null,
  -- The manifest's summary: { features, permissions, pages, subpackages }, arrays of names.
  manifest jsonb not null,
  release_notes text,
  state text not null check (state in (
    'draft', 'inReview', 'approved', 'rejected', 'withdrawn', 'released', 'offline', 'superseded'
  )),
  file_id text not null,
  -- When it last entered review: the staff queue's order.
  submitted_at timestamptz,
  -- Who decided it (null for undecided).
  reviewed_by bigint references staff (id),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- versionCode grows: one version per code (the greater-than check runs under the app's row lock).
create unique index app_versions_code_key on app_versions (app_id, version_code);
-- At most one version of an app in review, whatever races.
create unique index app_versions_in_review_key on app_versions (app_id) where state = 'inReview';
create index app_versions_queue_idx on app_versions (submitted_at, id) where state = 'inReview';

create table app_version_events (
  id bigserial primary key,
  version_id bigint not null references app_versions (id) on delete cascade,
  -- Null for the upload.
  from_state text,
  to_state text not null,
  -- developer (the app's account), staff (staff_id), or system (superseded by another's release).
  actor text not null check (actor in ('developer', 'staff', 'system')),
  staff_id bigint references staff (id),
  comment text,
  at timestamptz not null
);
create index app_version_events_version_idx on app_version_events (version_id, id);

create table app_images (
  id bigserial primary key,
  app_id bigint not null references apps (id) on delete cascade,
  role text not null check (role in ('icon', 'screenshot')),
  -- A screenshot's place among the app's; 0 for the icon.
  position integer not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  size bigint not null check (size > 0),
  file_id text not null,
  created_at timestamptz not null
);
create unique index app_images_icon_key on app_images (app_id) where role = 'icon';
create index app_images_app_idx on app_images (app_id, role, position);

-- Review decisions and certificate changes in the audit log, with the app and version they are
-- about.
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check check (action in (
  'signIn', 'signInFailed', 'signOut', 'reveal', 'approve', 'reject', 'freeze', 'unfreeze',
  'staffAdded', 'staffDisabled', 'staffEnabled', 'staffRoleChanged', 'staffReset',
  'staffEnrolled', 'recoveryCodeUsed', 'approveVersion', 'rejectVersion', 'pinCertificate'
));
alter table audit_log add column app_id bigint;
alter table audit_log add column version_id bigint;
