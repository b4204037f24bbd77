import type {} from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { ApiError } from '../lib/api-error.ts'
import { classifyErrors, type Operation } from '../lib/contract.ts'
import type { UploadedFile } from '../operation-types.ts'
import type { Settings } from '../settings.ts'
import { Code } from '../../generated/error-catalogue.ts'

/**
 * The operation's input: the query of a GET, the form body of a POST. An empty form field counts
 * as not sent: forms post every field, filled or not.
 */
export function formInput(op: Operation, request: FastifyRequest): Record<string, unknown> {
  const raw = op.method === 'GET' ? request.query : (request.body ?? {})
  if (typeof raw !== 'object' || raw === null) throw new ApiError(Code.invalidParameter)
  const input: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) if (value !== '') input[key] = value
  return input
}

/**
 * Checks the input against the operation's schema in the contract (defaults filled in, numbers
 * coerced): 440 for a missing field, 441 for a malformed one.
 */
export function validateInput(op: Operation, input: Record<string, unknown>): void {
  if ((op.hasInput || op.method === 'POST') && !op.validate(input)) {
    throw new ApiError(classifyErrors(op, op.validate.errors ?? []))
  }
}

/** How an upload's file part is read: its cap, and the refusal of a file over it. */
export interface UploadRule {
  /** The file part is read up to this many bytes and no further. */
  maxBytes: (settings: Settings) => number
  /** A file over `max`: refused as the operation refuses a file too large. */
  tooLarge: (max: number) => ApiError
}

const tooLarge =
  (code: number, reason: 'packageTooLarge' | 'imageTooLarge') =>
  (max: number): ApiError =>
    new ApiError(code, { reason, data: { findings: [{ reason, detail: { max } }] } })

/** The operations with a file part (a multipart body), each with its rule. */
export const UPLOADS: Record<string, UploadRule> = {
  // An .rpk or an .rpks: which one is known only once it is read, so the bundle's cap here; an
  // .rpk over the package cap is refused by the package checks.
  uploadVersion: {
    maxBytes: (settings) => settings.apps.bundleMaxBytes,
    tooLarge: tooLarge(Code.rpkUploadFailed, 'packageTooLarge'),
  },
  uploadIcon: {
    maxBytes: (settings) => settings.apps.iconMaxBytes,
    tooLarge: tooLarge(Code.imageTooLarge, 'imageTooLarge'),
  },
  addScreenshot: {
    maxBytes: (settings) => settings.apps.screenshotMaxBytes,
    tooLarge: tooLarge(Code.imageTooLarge, 'imageTooLarge'),
  },
}

/** A multipart body's own fields: few and short (release notes are the longest, 2000 characters). */
const FIELD_LIMITS = { fields: 10, fieldSize: 16 * 1024, parts: 12 }

/**
 * An upload's input (a multipart body): its fields, and each file part as `{ bytes, filename,
 * mimetype }`, read into memory up to the operation's cap (UPLOADS) and no further. A file over
 * the cap is refused as the operation refuses a file too large; a repeated part, a file where
 * a field belongs and a malformed body answer 441. An empty field counts as not sent.
 */
export async function uploadInput(
  settings: Settings,
  op: Operation,
  request: FastifyRequest,
): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) return formInput(op, request)
  const rule = UPLOADS[op.operationId]
  if (!rule) throw new Error(`${op.operationId} has a file part but no upload rule`)
  const max = rule.maxBytes(settings)
  const input: Record<string, unknown> = {}
  const parts = request.parts({
    limits: { ...FIELD_LIMITS, files: op.files.size, fileSize: max },
  })
  try {
    for await (const part of parts) {
      if (Object.hasOwn(input, part.fieldname)) throw new ApiError(Code.invalidParameter)
      if (part.type === 'file') {
        if (!op.files.has(part.fieldname)) throw new ApiError(Code.invalidParameter)
        const bytes = await part.toBuffer()
        const file: UploadedFile = { bytes, filename: part.filename, mimetype: part.mimetype }
        input[part.fieldname] = file
      } else if (part.value !== '') {
        input[part.fieldname] = part.value
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw rule.tooLarge(max)
    // A body that is not the multipart it says, or more parts than an upload has.
    throw new ApiError(Code.invalidParameter)
  }
  return input
}
