// The yardstick of `npm run bench:api`: a bare Fastify 5 route, started by the benchmark in its own
// process the way the real server is, so that both are measured on the same machine in the same run.
import Fastify from 'fastify'

const app = Fastify()
app.get('/', async () => ({ ok: true }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
