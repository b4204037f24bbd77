// Serves the built reference page of `npm run bench:web` (REFERENCE_DIR) on 127.0.0.1:PORT with
// the portal server's own plugins: its security headers, its on-the-fly compression
// (@fastify/compress) and its static files (@fastify/static with the build's .br and .gz copies,
// the same cache headers). A process of its own, as the portal's server is, so that Lighthouse's
// work in the benchmark's process never delays an answer. The portal's server gains no path that
// exists only for the benchmark.
import Fastify from 'fastify'
import { compression } from '../server/plugins/compression.ts'
import { security } from '../server/plugins/security.ts'
import { staticSpa } from '../server/plugins/static-spa.ts'
import type { Settings } from '../server/settings.ts'

const dir = process.env.REFERENCE_DIR
if (!dir) throw new Error('REFERENCE_DIR names the built reference page')
// The two settings these plugins read: where the files are, and the portal's default cap on one
// address's open connections (MAX_CONNECTIONS_PER_ADDRESS).
const settings = { staticDir: dir, maxConnectionsPerAddress: 100 } as Settings

const app = Fastify({ keepAliveTimeout: 5_000 })
await app.register(security, { settings })
await app.register(compression)
await app.register(staticSpa, { settings })
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })

process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
