import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { CHUNK_BYTES, deleteUnfinishedFiles } from '../repositories/stored-files.ts'
import { backends } from '../test/harness.ts'
import { databaseFileStore } from './database-file-store.ts'
import { fileStoreContract } from './file-store-contract.ts'
import { FileCorruptError, type FileStore } from './file-store.ts'

for (const backend of backends) {
  describe(`the database file store [${backend.name}]`, () => {
    let db: Db
    let store: FileStore
    beforeAll(async () => {
      db = await backend.open()
      store = databaseFileStore(db)
    }, 60_000)
    afterAll(async () => {
      await db?.close()
    })

    fileStoreContract(() => store)

    it('keeps a file in rows of at most 1 MiB', async () => {
      const kept = await store.put(new Uint8Array(2 * CHUNK_BYTES + 1), { contentType: 'x/y' })
      const rows = await db.query<{ seq: number; length: number }>(
        `select seq, octet_length(bytes) as length from stored_file_chunks
          where file_id = $1 order by seq`,
        [kept.id],
      )
      expect(rows.map((r) => [r.seq, Number(r.length)])).toEqual([
        [0, CHUNK_BYTES],
        [1, CHUNK_BYTES],
        [2, 1],
      ])
      expect(await store.delete(kept.id)).toBe(true)
      const left = await db.query('select 1 from stored_file_chunks where file_id = $1', [kept.id])
      expect(left).toEqual([])
    })

    it('lets other statements run between the chunks of a put', async () => {
      // On PGlite a transaction would hold the whole database until the last chunk: this
      // statement, sent while the first chunk is written, would wait for the put to end.
      const order: string[] = []
      const put = store
        .put(new Uint8Array(4 * CHUNK_BYTES), { contentType: 'x/y' })
        .then(() => order.push('put'))
      await new Promise((resolve) => setImmediate(resolve))
      const other = db.query('select 1').then(() => order.push('select'))
      await Promise.all([put, other])
      expect(order).toEqual(['select', 'put'])
    })

    it('refuses to hand out bytes changed in the table', async () => {
      const kept = await store.put(Buffer.from('the original bytes'), { contentType: 'text/plain' })
      await db.query(
        `update stored_file_chunks set bytes = decode('74686520616c7465726564206279746573', 'hex')
          where file_id = $1`,
        [kept.id],
      )
      await expect(store.read(kept.id)).rejects.toBeInstanceOf(FileCorruptError)
    })

    it('does not show a put that has not finished, and removes it later', async () => {
      await db.query(
        `insert into stored_files (id, content_type, size, sha256, created_at)
         values ('unfinishedAAAAAAAAAAAA', 'x/y', 1, 'ab', now() - interval '2 hours')`,
      )
      await db.query(
        `insert into stored_file_chunks (file_id, seq, bytes)
         values ('unfinishedAAAAAAAAAAAA', 0, '\\x01')`,
      )
      expect(await store.get('unfinishedAAAAAAAAAAAA')).toBeUndefined()
      expect(await deleteUnfinishedFiles(db, new Date(Date.now() - 3_600_000))).toBe(1)
      const left = await db.query("select 1 from stored_files where id = 'unfinishedAAAAAAAAAAAA'")
      expect(left).toEqual([])
    })
  })
}
