import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { startS3Server, type TestS3Server } from '../test/s3-server.ts'
import { createFileStore } from './create-file-store.ts'
import { fileStoreContract } from './file-store-contract.ts'
import { FileCorruptError, type FileStore } from './file-store.ts'
import { s3FileStore, type S3StoreOptions } from './s3-file-store.ts'

// The S3 store against s3rver, a real S3-protocol server on 127.0.0.1 (server/test/s3-server.ts):
// requests are signed, sent over HTTP and answered as S3 answers them; nothing of the SDK is mocked.

/**
 * A TCP relay to `port` that cuts each connection once `limit` bytes went up it: an upload that
 * fails half-way, as when the network or the storage server goes away mid-request. Small
 * requests (a DELETE) pass whole.
 */
async function cuttingRelay(port: number, limit: number) {
  const sockets = new Set<net.Socket>()
  const relay = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1')
    sockets.add(client).add(upstream)
    let sent = 0
    client.on('data', (data: Buffer) => {
      sent += data.length
      if (sent > limit) {
        client.destroy()
        upstream.destroy()
      } else {
        upstream.write(data)
      }
    })
    upstream.pipe(client)
    for (const socket of [client, upstream]) {
      socket.on('error', () => undefined)
      socket.on('close', () => {
        sockets.delete(socket)
        client.destroy()
        upstream.destroy()
      })
    }
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  return {
    port: (relay.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => relay.close(() => resolve()))
    },
  }
}

describe('the S3 file store [s3rver]', () => {
  let server: TestS3Server
  let options: S3StoreOptions
  let store: FileStore
  let raw: S3Client
  beforeAll(async () => {
    server = await startS3Server()
    options = {
      endpoint: server.endpoint,
      region: 'us-east-1',
      bucket: server.bucket,
      prefix: 'files/',
      credentials: server.credentials,
      forcePathStyle: true,
    }
    store = s3FileStore(options)
    raw = new S3Client({
      endpoint: server.endpoint,
      region: 'us-east-1',
      credentials: server.credentials,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }, 60_000)
  afterAll(async () => {
    raw?.destroy()
    await store?.close()
    await server?.close()
  })

  const keys = async () =>
    ((await raw.send(new ListObjectsV2Command({ Bucket: server.bucket }))).Contents ?? [])
      .map((object) => object.Key)
      .sort()

  fileStoreContract(() => store)

  it('keeps one object per file, under the prefix and the id', async () => {
    const kept = await store.put(Buffer.from('icon'), { contentType: 'image/png' })
    expect(await keys()).toContain(`files/${kept.id}`)
    await store.delete(kept.id)
    expect(await keys()).not.toContain(`files/${kept.id}`)
  })

  it('refuses to hand out an object changed behind its back', async () => {
    const kept = await store.put(Buffer.from('the original bytes'), { contentType: 'text/plain' })
    await raw.send(
      new PutObjectCommand({
        Bucket: server.bucket,
        Key: `files/${kept.id}`,
        Body: Buffer.from('the altered bytes!'),
        Metadata: { sha256: kept.sha256 },
      }),
    )
    await expect(store.read(kept.id)).rejects.toBeInstanceOf(FileCorruptError)
  })

  it('does not take an object it did not write for a file', async () => {
    const id = 'notWrittenByTheStore00'
    await raw.send(
      new PutObjectCommand({ Bucket: server.bucket, Key: `files/${id}`, Body: Buffer.from('x') }),
    )
    expect(await store.get(id)).toBeUndefined()
  })

  it('leaves nothing readable when a put fails half-way', async () => {
    const relay = await cuttingRelay(Number(new URL(server.endpoint).port), 256 * 1024)
    const cut = s3FileStore({
      ...options,
      endpoint: `http://127.0.0.1:${relay.port}`,
      maxAttempts: 2,
    })
    try {
      const before = await keys()
      await expect(
        cut.put(randomBytes(2 * 1024 * 1024), { contentType: 'application/octet-stream' }),
      ).rejects.toThrow()
      expect(await keys()).toEqual(before)
    } finally {
      await cut.close()
      await relay.close()
    }
  })

  it('is the store createFileStore picks when S3 options are given', async () => {
    const db = {} as Db
    const picked = createFileStore({ db, s3: options })
    try {
      expect(picked.kind).toBe('s3')
      const kept = await picked.put(Buffer.from('picked'), { contentType: 'text/plain' })
      expect(Buffer.from((await store.read(kept.id))!.bytes).toString()).toBe('picked')
    } finally {
      await picked.close()
    }
    expect(createFileStore({ db }).kind).toBe('database')
  })
})
