import formbody from '@fastify/formbody'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createHandlers } from '../handlers/index.ts'
import { createAjv, loadContract, loadOperations } from '../lib/contract.ts'
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
    for (const op of operations) {
      if (LIMITS[op.operationId] && !op.codes.has(Code.busy)) {
        throw new Error(
          `${op.operationId} is rate-limited but the contract does not list 443 for it`,
        )
      }
      const handler = handlers[op.operationId]
      if (!handler) throw new Error(`no handler for ${op.operationId}`)
      app.route({
        method: op.method,
        url: op.path,
        config: { operationId: op.operationId },
        handler: (request) => runOperation(ctx, op, handler, request),
      })
    }

    // Outside the contract: for load balancers and the benchmark.
    // Its answer is always a few bytes: the compression hook would only look at it and pass.
    app.get('/api/health', { compress: false }, async () => ({ status: 'ok' }))
  },
  { name: 'contract-routes', fastify: '5.x', dependencies: ['context', 'compression'] },
)
