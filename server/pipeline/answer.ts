import type { FastifyReply } from 'fastify'
import type { CatalogueLanguage } from '../../generated/error-catalogue.ts'
import { ApiError, envelope } from '../lib/api-error.ts'
import type { Operation } from '../lib/contract.ts'
import type { Download } from '../operation-types.ts'

/**
 * The handler's result as the success envelope. A business refusal whose code covers several
 * causes in this operation (its `x-reasons`) leaves with its reason; the app's error handler turns
 * every refusal into its envelope.
 */
export async function answer(
  op: Operation,
  lang: CatalogueLanguage,
  handle: () => Promise<unknown>,
) {
  return envelope(0, lang, (await withReason(op, handle)) ?? null)
}

/**
 * A download's bytes as the answer, streamed as the store reads them: its checked content type,
 * never sniffed, and a file name to save it under where it has one. A refusal is an envelope, as
 * for any operation.
 */
export async function answerDownload(
  op: Operation,
  reply: FastifyReply,
  handle: () => Promise<unknown>,
) {
  const download = (await withReason(op, handle)) as Download
  reply
    .type(download.contentType)
    .header('content-length', download.size)
    .header('x-content-type-options', 'nosniff')
  if (download.filename) {
    const name = download.filename.replace(/[^A-Za-z0-9._-]/g, '_')
    reply.header('content-disposition', `attachment; filename="${name}"`)
  }
  if (download.cacheControl) reply.header('cache-control', download.cacheControl)
  return reply.send(download.body)
}

async function withReason<T>(op: Operation, handle: () => Promise<T>): Promise<T> {
  try {
    return await handle()
  } catch (error) {
    const reason =
      error instanceof ApiError && error.status === 200 && !error.reason
        ? op.reasons.get(error.code)
        : undefined
    if (reason) {
      const { code, data } = error as ApiError
      throw new ApiError(code, { status: 200, data, reason })
    }
    throw error
  }
}
