-- Files of the open platform kept in the database (server/storage/database-file-store.ts): a row
-- per file, and its bytes in rows of at most 1 MiB each (server/repositories/stored-files.ts says
-- why). A file is readable once stored_at is set, after its last chunk is written; a row without
-- it is a put under way, or one that a stopped process left behind.
create table stored_files (
  -- Made by the server (fileId(): 22 base64url characters), never taken from a request.
  id text primary key,
  content_type text not null,
  size bigint not null check (size >= 0),
  -- Hex SHA-256 of the whole file, checked as it is read back.
  sha256 text not null,
  created_at timestamptz not null default now(),
  stored_at timestamptz
);
create index stored_files_unfinished_idx on stored_files (created_at) where stored_at is null;

create table stored_file_chunks (
  file_id text not null references stored_files (id) on delete cascade,
  -- 0, 1, 2…: the chunk's place in the file.
  seq integer not null check (seq >= 0),
  bytes bytea not null,
  primary key (file_id, seq)
);
-- Packages (zip) and images (PNG, JPEG, WebP) are compressed already: EXTERNAL keeps the chunks
-- out of line without trying pglz on each, which would spend time and save nothing.
alter table stored_file_chunks alter column bytes set storage external;
