import type { FastifyRequest } from 'fastify'
import { ApiError } from '../lib/api-error.ts'
import { classifyErrors, type Operation } from '../lib/contract.ts'
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
