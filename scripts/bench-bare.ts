// The reference of `npm run bench:api`: a bare Fastify 5 route, started by the benchmark in its own
// process as the real server is and driven by the same connections in the same run, so that its
// figures say what this machine's loopback HTTP can do at all. It is reported, not judged.
import Fastify from 'fastify'

const app = Fastify()
app.get('/', async () => ({ ok: true }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
