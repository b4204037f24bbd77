import type { FastifyBaseLogger } from 'fastify'
import { ApiError } from './api-error.ts'

/**
 * Runs the write at the heart of an operation; an unexpected failure answers the operation's own
 * catalogue code ("registration failed", …) rather than 500, and is logged.
 */
export async function failAs<T>(
  code: number,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ApiError) throw error
    log.error({ err: error, code }, 'operation failed')
    throw new ApiError(code)
  }
}
