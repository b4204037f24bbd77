import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** A real S3-protocol server for the tests: s3rver on 127.0.0.1, its objects in a temp dir. */
export interface TestS3Server {
  endpoint: string
  bucket: string
  /** The access key s3rver checks signatures against (its built-in pair). */
  credentials: { accessKeyId: string; secretAccessKey: string }
  close(): Promise<void>
}

export async function startS3Server(bucket = 'portal-files'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
