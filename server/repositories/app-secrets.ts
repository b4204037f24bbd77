import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'

/**
 * The HMAC key: APP_SECRET when set, otherwise one generated at first start and kept in the
 * database (every instance on one database then shares it).
 */
export async function loadSecret(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8')
  await db.query(
    `insert into app_secrets (name, value) values ('hmac', $1) on conflict (name) do nothing`,
    [randomBytes(32).toString('base64url')],
  )
  const rows = await db.query<{ value: string }>(
    `select value from app_secrets where name = 'hmac'`,
  )
  return Buffer.from(rows[0]!.value, 'base64url')
}
