import { Readable } from 'node:stream'
import type { Db } from '../db/database.ts'
import {
  CHUNK_BYTES,
  deleteStoredFile,
  findChunk,
  findStoredFile,
  insertChunk,
  insertUnfinishedFile,
  markFileStored,
} from '../repositories/stored-files.ts'
import {
  checkedBody,
  newFile,
  isFileId,
  readThroughGet,
  type FileStore,
  type StoredFile,
} from './file-store.ts'

/**
 * Files in the server's own database (PGlite or PostgreSQL), the default: a backup of the
 * database holds them, and instances sharing one PostgreSQL database share them. The bytes are
 * kept in 1 MiB rows (server/repositories/stored-files.ts says why); a download reads one row at a
 * time, as its reader takes them.
 */
export function databaseFileStore(db: Db): FileStore {
  return {
    kind: 'database',

    async put(bytes, { contentType }) {
      const file = newFile(bytes, contentType)
      await insertUnfinishedFile(db, file)
      try {
        for (let seq = 0; seq * CHUNK_BYTES < bytes.byteLength; seq++) {
          await insertChunk(
            db,
            file.id,
            seq,
            bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES),
          )
        }
        await markFileStored(db, file.id)
      } catch (error) {
        // The row was never readable; removing it now saves waiting for deleteUnfinishedFiles.
        await deleteStoredFile(db, file.id).catch(() => undefined)
        throw error
      }
      return file
    },

    async get(id) {
      if (!isFileId(id)) return undefined
      const row = await findStoredFile(db, id)
      if (!row) return undefined
      const file: StoredFile = {
        id: row.id,
        size: Number(row.size),
        sha256: row.sha256,
        contentType: row.content_type,
      }
      const chunks = Math.ceil(file.size / CHUNK_BYTES)
      let seq = 0
      const source = new Readable({
        read() {
          if (seq >= chunks) {
            this.push(null)
            return
          }
          // A chunk gone (the file was deleted meanwhile) ends the stream short: checkedBody
          // turns that into an error rather than a quietly truncated download.
          findChunk(db, id, seq++).then(
            (chunk) => this.push(chunk ?? null),
            (error: Error) => this.destroy(error),
          )
        },
      })
      return { ...file, body: checkedBody(source, file) }
    },

    read(id) {
      return readThroughGet(this, id)
    },

    async delete(id) {
      if (!isFileId(id)) return false
      return deleteStoredFile(db, id)
    },

    // The database is the server's; it closes it.
    async close() {},
  }
}
