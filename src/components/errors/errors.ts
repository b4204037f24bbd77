import { isRouteErrorResponse } from 'react-router-dom'

export interface AppErrorOptions {
  statusCode?: number
  /** A fatal error leaves the app unusable: the page offers a reload rather than a way back. */
  fatal?: boolean
  cause?: unknown
}

/** An error the portal raises itself, with the status code and fatal flag the error page shows. */
export class AppError extends Error {
  readonly statusCode: number
  readonly fatal: boolean

  constructor(message: string, { statusCode = 500, fatal = false, cause }: AppErrorOptions = {}) {
    super(message, { cause })
    this.name = 'AppError'
    this.statusCode = statusCode
    this.fatal = fatal
  }
}

/** Spec section 8: an unmatched path raises a 404 whose message is "Page Not Found: <path>". */
export class NotFoundError extends AppError {
  constructor(path: string) {
    super(`Page Not Found: ${path}`, { statusCode: 404 })
    this.name = 'NotFoundError'
  }
}

export interface ErrorDetails {
  statusCode: number
  message: string
  fatal: boolean
}

/** What the error boundary shows for anything thrown while loading or rendering a route. */
export function describeError(error: unknown): ErrorDetails {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, message: error.message, fatal: error.fatal }
  }
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data
    const message =
      typeof data === 'string' && data ? data : error.statusText || `HTTP ${error.status}`
    return { statusCode: error.status, message, fatal: false }
  }
  if (error instanceof Error) return { statusCode: 500, message: error.message, fatal: false }
  return { statusCode: 500, message: String(error), fatal: false }
}
