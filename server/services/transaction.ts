import type { FastifyBaseLogger } from 'fastify'
import { isUniqueViolation, type Db } from '../db/database.ts'
import { ApiError } from '../lib/api-error.ts'

export interface TransactOptions {
  /** A unique constraint the work ran into (two requests raced to claim one value) answers this. */
  onUnique?: number
  /**
   * Any other unexpected failure answers the operation's own catalogue code ("registration
   * failed", …) rather than 500, and is logged.
   */
  failAs?: number
}

/**
 * Runs an operation's writes in one transaction. An ApiError thrown with `keepsWork` commits what
 * the work did so far (a spent ticket, a counted wrong code) before it is answered; any other
 * error rolls everything back.
 */
export async function transact<T>(
  deps: { db: Db; log: FastifyBaseLogger },
  work: (tx: Db) => Promise<T>,
  options: TransactOptions = {},
): Promise<T> {
  let kept: ApiError | undefined
  try {
    const result = await deps.db.transaction(async (tx) => {
      try {
        return await work(tx)
      } catch (error) {
        if (!(error instanceof ApiError && error.keepsWork)) throw error
        kept = error
        return undefined
      }
    })
    if (kept) throw kept
    return result as T
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (options.onUnique !== undefined && isUniqueViolation(error)) {
      throw new ApiError(options.onUnique)
    }
    if (options.failAs === undefined) throw error
    deps.log.error({ err: error, code: options.failAs }, 'operation failed')
    throw new ApiError(options.failAs)
  }
}
