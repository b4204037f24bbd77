import type { FastifyBaseLogger } from 'fastify'
import type { CatalogueLanguage } from '../generated/error-catalogue.ts'
import type { OperationOfTag } from '../generated/operations.ts'
import type { Db } from './db/database.ts'
import type { OperationTypes } from './operation-types.ts'
import type { RateLimiter } from './repositories/rate-limits.ts'
import type { Mailer } from './mail/mailer.ts'
import type { AccountCache, AccountRow } from './repositories/accounts.ts'
import type { IdTypes } from './repositories/id-types.ts'
import type { SessionStore } from './repositories/sessions.ts'
import type { StaffSessionInfo, StaffSessionStore } from './repositories/staff-sessions.ts'
import type { Settings } from './settings.ts'
import type { SmsProvider } from './sms/sms.ts'
import type { Slots } from './lib/slots.ts'
import type { FileStore } from './storage/file-store.ts'

/** What the operations share: built once per app. */
export interface AppContext {
  db: Db
  settings: Settings
  now: () => Date
  sessions: SessionStore
  /** Staff console sessions: their own table and header (`staff-token`). */
  staffSessions: StaffSessionStore
  /**
   * Called once a change to an account's data or sessions is committed outside its own calls (a
   * staff decision, a freeze), so this process's caches forget the account.
   */
  changed: (accountId: string) => void
  accountCache: AccountCache
  idTypes: IdTypes
  mailer: Mailer
  sms: SmsProvider
  limiter: RateLimiter
  /** Uploaded packages and images: in the database, or S3-compatible object storage (S3_*). */
  files: FileStore
  /** Uploads read and checked at once (APP_UPLOADS_AT_ONCE): what bounds their memory. */
  uploadSlots: Slots
  /** HMAC key of captcha answers and codes (APP_SECRET, or kept in the database). */
  secret: Buffer
  /**
   * Vendors' client secrets held in memory, by vendor code: the development vendor's (`dev`),
   * made at each start. vendorSecret (server/oauth/vendor-secrets.ts) looks here first.
   */
  heldVendorSecrets: Readonly<Record<string, string>>
  log: FastifyBaseLogger
}

export interface SessionInfo {
  account: AccountRow
  hash: string
}

export interface HandlerInput<Body = Record<string, unknown>> {
  /** The form body or query, validated against the contract before the handler runs. */
  body: Body
  lang: CatalogueLanguage
  ip: string
  /** The User-Agent header ('' without one): sessions keep it to show where they are. */
  userAgent: string
  /** The caller's session: 10005 when there is none. */
  session(): Promise<SessionInfo>
  /**
   * The caller's staff session (`staff-token`), already checked against the operation's role
   * before the handler runs: 10005 when there is none.
   */
  staff(): Promise<StaffSessionInfo>
}

/** An operation's work: returns the envelope's `data` or throws an ApiError. */
export type Handler<K extends keyof OperationTypes> = (
  input: HandlerInput<OperationTypes[K]['body']>,
) => Promise<OperationTypes[K]['data']>

/** Handlers by operationId, each typed by its operation. */
export type HandlerMap = { [K in keyof OperationTypes]?: Handler<K> }

/** The handlers of one contract tag: every operation of the tag, and nothing else. */
export type TagHandlers<T extends string> = { [K in OperationOfTag<T>]: Handler<K> }

/**
 * The staff tag's app-review operations (`staffApp…`): their handlers live in a module of their own
 * (handlers/staff-apps.ts) beside the staff module's, which has the tag's other operations.
 */
export type StaffAppOperation = Extract<OperationOfTag<'staff'>, `staffApp${string}`>
export type StaffAppHandlers = { [K in StaffAppOperation]: Handler<K> }
