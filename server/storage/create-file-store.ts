import type { Db } from '../db/database.ts'
import { databaseFileStore } from './database-file-store.ts'
import type { FileStore } from './file-store.ts'
import { s3FileStore, type S3StoreOptions } from './s3-file-store.ts'

export interface FileStoreOptions {
  /** The server's database: where files go without `s3`. */
  db: Db
  /** Object storage settings; given, files go there instead of the database. */
  s3?: S3StoreOptions
}

/** The S3 store when its options are given, else the database store. */
export function createFileStore(options: FileStoreOptions): FileStore {
  return options.s3 ? s3FileStore(options.s3) : databaseFileStore(options.db)
}
