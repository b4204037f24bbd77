import { createHash, randomBytes } from 'node:crypto'
import { Transform, type Readable, type TransformCallback } from 'node:stream'

// Files of the open platform (quick-app packages up to 20 MB, icons, screenshots) behind one
// interface, kept in the database (database-file-store.ts) or in S3-compatible object storage
// (s3-file-store.ts); create-file-store.ts picks one.
//
// Writes take the whole file as bytes: an upload is held in memory anyway, because the package
// checks (server/lib/rpk) read it whole before anything is stored, and the upload limit bounds it.
// Reads stream: `get` hands out a Readable that the stores fill piece by piece (1 MiB rows from
// the database, the HTTP body from S3), so a download to a developer or to staff never holds the
// whole file; `read` collects that stream for callers that need the bytes (checks, tests).

/** What the store knows of a kept file. */
export interface StoredFile {
  /** Made by the store (fileId()), never taken from a request. */
  id: string
  /** Bytes. */
  size: number
  /** Hex SHA-256 of the bytes, computed as they are stored. */
  sha256: string
  contentType: string
}

/** A kept file and its bytes, as a stream that checks them against `size` and `sha256`. */
export interface FileDownload extends StoredFile {
  /** Must be read to its end or destroyed. Errors when the bytes differ from what was stored. */
  body: Readable
}

export interface FileStore {
  readonly kind: 'database' | 's3'
  /** Keeps the bytes under a new id. Nothing is readable under that id unless this resolves. */
  put(bytes: Uint8Array, options: { contentType: string }): Promise<StoredFile>
  /** The file, streamed; undefined for an id that names no kept file (or is not an id at all). */
  get(id: string): Promise<FileDownload | undefined>
  /** The file's bytes at once; undefined as for `get`. */
  read(id: string): Promise<(StoredFile & { bytes: Uint8Array }) | undefined>
  /** Removes the file; false when there was none. */
  delete(id: string): Promise<boolean>
  /** Lets go of connections the store opened (the database store's belong to the server). */
  close(): Promise<void>
}

/** 128 random bits, base64url: 22 characters. */
export const fileId = () => randomBytes(16).toString('base64url')

/**
 * Whether `value` has the shape of an id fileId() makes. Stores answer anything else with
 * undefined before it reaches SQL or an object key, so no caller can name another key.
 */
export const isFileId = (value: string) => /^[A-Za-z0-9_-]{22}$/.test(value)

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** What a store records of bytes it is about to keep: a new id, their size and digest. */
export const newFile = (bytes: Uint8Array, contentType: string): StoredFile => ({
  id: fileId(),
  size: bytes.byteLength,
  sha256: sha256Hex(bytes),
  contentType,
})

/** The error a download stream ends with when the bytes are not the ones stored. */
export class FileCorruptError extends Error {
  constructor(id: string, detail: string) {
    super(`stored file ${id} does not match what was stored: ${detail}`)
    this.name = 'FileCorruptError'
  }
}

/**
 * Passes `source` through, and ends with FileCorruptError instead of a clean end when the bytes
 * that went by are not `file.size` long or do not hash to `file.sha256`: a file cut short or
 * changed in the store is never handed out as if whole.
 */
export function checkedBody(source: Readable, file: StoredFile): Readable {
  const hash = createHash('sha256')
  let seen = 0
  const check = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length
      hash.update(chunk)
      if (seen > file.size) {
        callback(new FileCorruptError(file.id, `more than ${file.size} bytes`))
      } else {
        callback(null, chunk)
      }
    },
    flush(callback: TransformCallback) {
      const digest = hash.digest('hex')
      if (seen !== file.size) {
        callback(new FileCorruptError(file.id, `${seen} bytes of ${file.size}`))
      } else if (digest !== file.sha256) {
        callback(new FileCorruptError(file.id, 'SHA-256 differs'))
      } else {
        callback()
      }
    },
  })
  source.on('error', (error) => check.destroy(error))
  check.on('close', () => {
    if (!source.destroyed) source.destroy()
  })
  return source.pipe(check)
}

/** Reads a stream to its end into one buffer. */
export async function readToEnd(body: Readable): Promise<Uint8Array> {
  const parts: Buffer[] = []
  for await (const part of body) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

/** `read` in terms of `get`, for stores whose reads are streams. */
export async function readThroughGet(
  store: Pick<FileStore, 'get'>,
  id: string,
): Promise<(StoredFile & { bytes: Uint8Array }) | undefined> {
  const download = await store.get(id)
  if (!download) return undefined
  const { body, ...file } = download
  return { ...file, bytes: await readToEnd(body) }
}
