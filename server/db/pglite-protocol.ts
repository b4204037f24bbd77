// The messages between the server's thread and the database's (pglite-worker.ts). Values cross
// by structured clone: rows keep their Dates, bytea its Uint8Array, int8 its bigint.

export type Request =
  | { id: number; kind: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { id: number; kind: 'exec'; sql: string; tx?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'close' }
  /** The data directory as a gzipped tar (bytes), after a checkpoint. */
  | { id: number; kind: 'dump' }

/** Id 0 is the worker's first message: PGlite is open, or why it could not open. */
export type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorMessage }

/** An error's message and own fields (a PostgreSQL error's code, constraint, detail...). */
export type ErrorMessage = { message: string; fields: Record<string, unknown> }

export function errorToMessage(error: unknown): ErrorMessage {
  if (!(error instanceof Error)) {
    // Emscripten's file-system errors are plain objects: { name: 'ErrnoError', errno }.
    const { name, errno } = (error ?? {}) as { name?: unknown; errno?: unknown }
    const message =
      typeof name === 'string' ? `${name} ${String(errno ?? '')}`.trim() : String(error)
    return { message, fields: {} }
  }
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value
    }
  }
  return { message: error.message, fields }
}

/** The error again, on the caller's side: repositories read `code` (23505) as before. */
export function messageToError({ message, fields }: ErrorMessage): Error {
  return Object.assign(new Error(message), fields)
}
