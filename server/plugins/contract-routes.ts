import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createHandlers } from '../handlers/index.ts'
import { createAjv, loadContract, loadOperations, type Operation } from '../lib/contract.ts'
import { LIMITS } from '../pipeline/rate-limits.ts'
import { runOperation, type OperationHandler } from '../pipeline/run-operation.ts'
import { Code } from '../../generated/error-catalogue.ts'

/**
 * The contract's operations (openapi/), each at its method and path, served by its handler in
 * handlers/ through the request pipeline (pipeline/run-operation.ts); and /api/health, outside the
 * contract.
 */
export const contractRoutes = fp(
  async (app: FastifyInstance) => {
    const ctx = app.ctx
    // Only form bodies: the contract has no JSON requests, and a JSON body is refused with 415.
    app.removeAllContentTypeParsers()
    await app.register(formbody)

    const contract = loadContract()
    const operations = loadOperations(contract, createAjv(contract, { coerceTypes: true }))
    const handlers = createHandlers(ctx) as Record<string, OperationHandler | undefined>
    const route = (scope: FastifyInstance, op: Operation) => {
      if (LIMITS[op.operationId] && !op.codes.has(Code.busy)) {
        throw new Error(
          `${op.operationId} is rate-limited but the contract does not list 443 for it`,
        )
      }
      const handler = handlers[op.operationId]
      if (!handler) throw new Error(`no handler for ${op.operationId}`)
      scope.route({
        method: op.method,
        url: op.path,
        config: { operationId: op.operationId },
        // Packages and images are compressed already, and a download keeps its Content-Length.
        ...(op.download ? { compress: false } : {}),
        handler: (request, reply) => runOperation(ctx, op, handler, request, reply),
      })
    }
    for (const op of operations) if (op.files.size === 0) route(app, op)
    // Uploads take multipart bodies, on their own routes only (an encapsulated scope): each file
    // part is read under its operation's cap (pipeline/form-input.ts) once the caller is known.
    await app.register(async (uploads) => {
      await uploads.register(multipart, { throwFileSizeLimit: true })
      for (const op of operations) if (op.files.size > 0) route(uploads, op)
    })

    // Outside the contract: for load balancers and the benchmark.
    // Its answer is always a few bytes: the compression hook would only look at it and pass.
    app.get('/api/health', { compress: false }, async () => ({ status: 'ok' }))
  },
  { name: 'contract-routes', fastify: '5.x', dependencies: ['context', 'compression'] },
)
