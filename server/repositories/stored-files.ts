import type { Db } from '../db/database.ts'

// The SQL of the database file store (server/storage/database-file-store.ts), tables of
// 008-stored-files.sql.
//
// A file's bytes are kept in chunks of CHUNK_BYTES, one row each, never as one 20 MB value:
// - node-postgres receives bytea as hex text, so one 20 MB value arrives as a 40 MB string that
//   is then decoded whole, and PGlite's WASM memory grows to the largest value it has held and
//   does not shrink. Rows of 1 MiB keep every statement's share of memory at a few MiB on either
//   database;
// - a download reads one chunk at a time, as the client takes it (database-file-store.ts);
// - each statement stays short, far below DB_STATEMENT_TIMEOUT_MS, and a put is not one long
//   transaction: on PGlite a transaction holds the whole database until it ends, so every other
//   request would wait for the upload. A file is written as a row without stored_at, its chunks,
//   then stored_at: until that last statement nothing of it is readable.
//
// The bytes travel as base64 text (decode/encode in the SQL), not as bytea parameters and
// columns: PGlite turns a Uint8Array parameter into hex one byte at a time in JavaScript
// (Array.from(bytes).map(...)) and parses a bytea column back the same way. Measured per 1 MiB
// chunk on this 2-core machine under load: PGlite insert 4.8 s as bytea, 0.38 s as base64; read
// 0.34 s as bytea, 0.13 s as base64; PostgreSQL insert 0.17 s as bytea, 0.08 s as base64, read
// about the same either way (0.14 / 0.20 s). Node's base64 is native on both sides.

export const CHUNK_BYTES = 1024 * 1024

export interface StoredFileRow {
  id: string
  content_type: string
  size: string | number
  sha256: string
  created_at: Date
  stored_at: Date | null
}

/** The first step of a put: the file's row, not yet readable. */
export async function insertUnfinishedFile(
  db: Db,
  file: { id: string; contentType: string; size: number; sha256: string },
): Promise<void> {
  await db.query(
    'insert into stored_files (id, content_type, size, sha256) values ($1, $2, $3, $4)',
    [file.id, file.contentType, file.size, file.sha256],
  )
}

export async function insertChunk(
  db: Db,
  fileId: string,
  seq: number,
  bytes: Uint8Array,
): Promise<void> {
  await db.query(
    "insert into stored_file_chunks (file_id, seq, bytes) values ($1, $2, decode($3, 'base64'))",
    [fileId, seq, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')],
  )
}

/** The last step of a put: the file becomes readable. */
export async function markFileStored(db: Db, fileId: string): Promise<void> {
  await db.query('update stored_files set stored_at = now() where id = $1', [fileId])
}

/** A readable file's row (one whose put finished). */
export async function findStoredFile(db: Db, id: string): Promise<StoredFileRow | undefined> {
  const rows = await db.query<StoredFileRow>(
    'select * from stored_files where id = $1 and stored_at is not null',
    [id],
  )
  return rows[0]
}

/** One chunk's bytes; undefined past the last (or when the file was removed meanwhile). */
export async function findChunk(
  db: Db,
  fileId: string,
  seq: number,
): Promise<Uint8Array | undefined> {
  const rows = await db.query<{ bytes: string }>(
    "select encode(bytes, 'base64') as bytes from stored_file_chunks where file_id = $1 and seq = $2",
    [fileId, seq],
  )
  // PostgreSQL's base64 has a line break every 76 characters; Node's decoder skips them.
  return rows[0] && Buffer.from(rows[0].bytes, 'base64')
}

/** Removes a file and its chunks (finished or not); false when there was none. */
export async function deleteStoredFile(db: Db, id: string): Promise<boolean> {
  const rows = await db.query('delete from stored_files where id = $1 returning id', [id])
  return rows.length > 0
}

/**
 * Removes the puts that never finished and started before `before` (a process stopped in the
 * middle of one); returns how many. Nothing calls it on a schedule yet.
 */
export async function deleteUnfinishedFiles(db: Db, before: Date): Promise<number> {
  const rows = await db.query(
    'delete from stored_files where stored_at is null and created_at < $1 returning id',
    [before],
  )
  return rows.length
}
