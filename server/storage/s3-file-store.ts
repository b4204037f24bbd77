import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import {
  checkedBody,
  newFile,
  isFileId,
  readThroughGet,
  type FileStore,
  type StoredFile,
} from './file-store.ts'

/** Where the S3-compatible object storage is; a later change reads these from settings. */
export interface S3StoreOptions {
  /** `https://s3.example.com`, `http://127.0.0.1:9000`; unset: AWS's own endpoint for region. */
  endpoint?: string
  region: string
  bucket: string
  /** Prepended to every object's key (`portal/files/`), so the bucket may hold other things. */
  prefix?: string
  /** Unset: the SDK's default chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted servers need. */
  forcePathStyle?: boolean
  /** Tries of each call, the first included (SDK default 3). */
  maxAttempts?: number
}

/** The object's metadata (x-amz-meta-*) that carries the file's SHA-256. */
const SHA256_META = 'sha256'

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404

/**
 * Files as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, a cloud's OSS/COS with its S3
 * endpoint), one object per file under `prefix` + id, with its content type and, as metadata,
 * its SHA-256. A PUT of one object is all or nothing on S3, and a failed put deletes the key as
 * well in case the server kept what arrived (s3rver does); every download is checked against size
 * and SHA-256.
 *
 * Checksums: since 3.729 the SDK adds a CRC32 checksum to every upload by default (a header for
 * a body of bytes, an aws-chunked trailer for a streamed one) and validates response checksums.
 * Servers that predate this (s3rver, older MinIO and Ceph, several clouds' S3 gateways) ignore the
 * header and keep the chunk framing of a streamed body as part of the object: s3rver stored
 * 20 971 577 bytes for a 20 MiB stream. So checksums are computed only when an operation requires
 * them (WHEN_REQUIRED), and integrity comes from Content-MD5 on the upload (every S3 server checks
 * it) and the SHA-256 check on the way back.
 */
export function s3FileStore(options: S3StoreOptions): FileStore {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    maxAttempts: options.maxAttempts ?? 3,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = options.bucket
  const keyOf = (id: string) => `${options.prefix ?? ''}${id}`

  return {
    kind: 's3',

    async put(bytes, { contentType }) {
      const file = newFile(bytes, contentType)
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(file.id),
            Body: bytes,
            ContentLength: bytes.byteLength,
            ContentType: contentType,
            ContentMD5: createHash('md5').update(bytes).digest('base64'),
            Metadata: { [SHA256_META]: file.sha256 },
          }),
        )
      } catch (error) {
        await client
          .send(new DeleteObjectCommand({ Bucket, Key: keyOf(file.id) }))
          .catch(() => undefined)
        throw error
      }
      return file
    },

    async get(id) {
      if (!isFileId(id)) return undefined
      let answer
      try {
        answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(id) }))
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
      const body = answer.Body as Readable | undefined
      const sha256 = answer.Metadata?.[SHA256_META]
      // An object without the store's metadata was not written by put(): not a file of ours.
      if (!body || !sha256 || answer.ContentLength === undefined) {
        body?.destroy()
        return undefined
      }
      const file: StoredFile = {
        id,
        size: answer.ContentLength,
        sha256,
        contentType: answer.ContentType ?? 'application/octet-stream',
      }
      return { ...file, body: checkedBody(body, file) }
    },

    read(id) {
      return readThroughGet(this, id)
    },

    async delete(id) {
      if (!isFileId(id)) return false
      // S3 answers a DELETE of a missing key with success: ask first, to say whether one was.
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(id) }))
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }))
      return true
    },

    async close() {
      client.destroy()
    },
  }
}
