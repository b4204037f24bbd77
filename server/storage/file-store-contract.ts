import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { fileId, readToEnd, sha256Hex, type FileStore } from './file-store.ts'

// What every FileStore does, run by database-file-store.test.ts on each database and by
// s3-file-store.test.ts on a real S3-protocol server. Call it inside a describe whose hooks set
// up the store that `store()` returns.

const MiB = 1024 * 1024

/** 1 KiB holding every byte value four times, 0x00 to 0xff and back. */
export function everyByteValue(): Uint8Array {
  const bytes = new Uint8Array(1024)
  for (let i = 0; i < 512; i++) bytes[i] = i % 256
  for (let i = 512; i < 1024; i++) bytes[i] = 255 - (i % 256)
  return bytes
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b))

export function fileStoreContract(store: () => FileStore) {
  it('gives back the exact bytes of a file that holds every byte value', async () => {
    const bytes = everyByteValue()
    const kept = await store().put(bytes, { contentType: 'application/octet-stream' })
    expect(kept).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      size: 1024,
      sha256: sha256Hex(bytes),
      contentType: 'application/octet-stream',
    })
    const read = await store().read(kept.id)
    expect(read && same(read.bytes, bytes)).toBe(true)
    expect(read).toMatchObject({ id: kept.id, size: 1024, sha256: kept.sha256 })
    const download = await store().get(kept.id)
    expect(same(await readToEnd(download!.body), bytes)).toBe(true)
  })

  it('keeps an empty file', async () => {
    const kept = await store().put(new Uint8Array(0), { contentType: 'text/plain' })
    expect(kept.size).toBe(0)
    const read = await store().read(kept.id)
    expect(read).toMatchObject({
      size: 0,
      contentType: 'text/plain',
      sha256: sha256Hex(new Uint8Array(0)),
    })
    expect(read!.bytes.byteLength).toBe(0)
  })

  it('keeps the content type as given', async () => {
    const types = ['image/png', 'application/vnd.quickapp.rpk', 'text/plain; charset=utf-8']
    for (const contentType of types) {
      const kept = await store().put(Buffer.from('x'), { contentType })
      expect((await store().get(kept.id))?.contentType).toBe(contentType)
      expect((await store().read(kept.id))?.contentType).toBe(contentType)
    }
  })

  it('answers undefined for an id it did not make, and for what is not an id', async () => {
    for (const id of [fileId(), '', '../x', 'a'.repeat(23), `${fileId().slice(0, 21)}/`]) {
      expect(await store().get(id)).toBeUndefined()
      expect(await store().read(id)).toBeUndefined()
      expect(await store().delete(id)).toBe(false)
    }
  })

  it('deletes a file, once', async () => {
    const kept = await store().put(Buffer.from('to be removed'), { contentType: 'text/plain' })
    const other = await store().put(Buffer.from('to stay'), { contentType: 'text/plain' })
    expect(await store().delete(kept.id)).toBe(true)
    expect(await store().get(kept.id)).toBeUndefined()
    expect(await store().read(kept.id)).toBeUndefined()
    expect(await store().delete(kept.id)).toBe(false)
    expect(Buffer.from((await store().read(other.id))!.bytes).toString()).toBe('to stay')
  })

  it('keeps two files put at once apart', async () => {
    const a = randomBytes(MiB + 17)
    const b = randomBytes(MiB + 33)
    const [keptA, keptB] = await Promise.all([
      store().put(a, { contentType: 'image/png' }),
      store().put(b, { contentType: 'image/jpeg' }),
    ])
    expect(keptA.id).not.toBe(keptB.id)
    const [readA, readB] = await Promise.all([store().read(keptA.id), store().read(keptB.id)])
    expect(same(readA!.bytes, a) && readA!.contentType === 'image/png').toBe(true)
    expect(same(readB!.bytes, b) && readB!.contentType === 'image/jpeg').toBe(true)
  })

  it('gives back a 20 MB package byte for byte, streamed in pieces', async () => {
    const bytes = randomBytes(20 * MiB)
    const started = performance.now()
    const kept = await store().put(bytes, { contentType: 'application/octet-stream' })
    const stored = performance.now()
    const download = await store().get(kept.id)
    expect(download).toMatchObject({ size: 20 * MiB, sha256: sha256Hex(bytes) })
    const pieces: Buffer[] = []
    for await (const piece of download!.body) pieces.push(piece as Buffer)
    const read = performance.now()
    expect(same(Buffer.concat(pieces), bytes)).toBe(true)
    // Streamed: never the whole file in one piece.
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(MiB)
    console.info(
      `20 MiB on ${store().kind}: put ${Math.round(stored - started)} ms, ` +
        `get ${Math.round(read - stored)} ms`,
    )
  }, 180_000)
}
