import type { Db } from '../db/database.ts'

export interface ImageRow {
  id: string
  app_id: string
  role: 'icon' | 'screenshot'
  position: number
  content_type: 'image/png' | 'image/jpeg' | 'image/webp'
  width: number
  height: number
  size: string
  file_id: string
  created_at: Date
}

/** An app's icon and screenshots, the icon first, then the screenshots in their order. */
export async function listImages(db: Db, appId: string): Promise<ImageRow[]> {
  return db.query<ImageRow>(
    `select * from app_images where app_id = $1
     order by (role = 'icon') desc, position, id`,
    [appId],
  )
}

export async function findImage(db: Db, id: string | number): Promise<ImageRow | undefined> {
  const [row] = await db.query<ImageRow>('select * from app_images where id = $1', [id])
  return row
}

export async function insertImage(
  db: Db,
  image: Omit<ImageRow, 'id' | 'size' | 'created_at'> & { size: number },
  now: Date,
): Promise<ImageRow> {
  const [row] = await db.query<ImageRow>(
    `insert into app_images (app_id, role, position, content_type, width, height, size, file_id,
       created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
    [
      image.app_id,
      image.role,
      image.position,
      image.content_type,
      image.width,
      image.height,
      image.size,
      image.file_id,
      now,
    ],
  )
  return row!
}

/** Removes the image's row; the file is the caller's to remove once this is committed. */
export async function deleteImage(db: Db, id: string) {
  await db.query('delete from app_images where id = $1', [id])
}

/** Every file an app's images keep, for removing them with the app. */
export async function imageFileIds(db: Db, appId: string): Promise<string[]> {
  const rows = await db.query<{ file_id: string }>(
    'select file_id from app_images where app_id = $1',
    [appId],
  )
  return rows.map((row) => row.file_id)
}
