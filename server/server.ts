import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { startAdminSocket } from './admin-socket.ts'
import { startDevVendor, type DevVendor } from './dev-vendor/dev-vendor.ts'
import { readSettings, vendorRedirectUri } from './settings.ts'
import { startLines } from './start-lines.ts'

let settings: ReturnType<typeof readSettings>
try {
  settings = readSettings()
} catch (error) {
  // A setting that would make the server unsafe or broken: say which, and do not start.
  console.error(`not starting: ${(error as Error).message}`)
  process.exit(1)
}
// The development vendor (outside production, unless DEV_VENDOR=0) listens before the portal
// does, so that its row, written as the app starts, names a provider that answers.
let devVendor: DevVendor | null = null
if (settings.devVendor) {
  try {
    devVendor = await startDevVendor({
      port: settings.devVendor.port,
      redirectUris: [vendorRedirectUri(settings)],
    })
  } catch (error) {
    console.error(`not starting: ${(error as Error).message}`)
    process.exit(1)
  }
}
let app: FastifyInstance
try {
  // The app closes the development vendor with itself (the shutdown below).
  app = await buildApp(settings, { devVendor })
} catch (error) {
  // Most often a database that did not open in DATABASE_START_TIMEOUT_SECONDS: the message says
  // what the start was waiting for.
  console.error(`not starting: ${(error as Error).message}`)
  process.exit(1)
}
await startAdminSocket(app, settings)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    app.log.info(
      { signal },
      'shutting down: finishing requests, then closing the database and the development vendor',
    )
    // A hung request must not keep the process forever.
    setTimeout(() => process.exit(1), 10_000).unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
}

await app.listen({ port: settings.port, host: settings.host })
const lines = startLines(settings, (app.server.address() as AddressInfo).port, devVendor?.issuer)
if (lines.length > 0) console.log(lines.join('\n'))
