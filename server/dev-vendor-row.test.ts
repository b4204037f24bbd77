import { describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import type { Db } from './db/database.ts'
import { startDevVendor, type DevVendor } from './dev-vendor/dev-vendor.ts'
import { vendorSecret } from './oauth/vendor-secrets.ts'
import { findVendorByCode, updateVendorByCode } from './repositories/vendors.ts'
import { vendorRedirectUri } from './settings.ts'
import { backends, testSettings } from './test/harness.ts'

// What `npm start` does with the development vendor it started: the `dev` row, written at start
// and pointing at this start's provider, its secret held in memory for the look-up, the provider
// closed with the app, and the row disabled by a start without one. On both databases.

const settings = testSettings()
const startVendor = () => startDevVendor({ port: 0, redirectUris: [vendorRedirectUri(settings)] })

async function started(db: Db, devVendor: DevVendor | null) {
  return buildApp(settings, { db, logger: false, devVendor })
}

for (const backend of backends) {
  describe(`the development vendor's row [${backend.name}]`, () => {
    it('is written at each start for its provider, whose secret only the process holds', async () => {
      const db = await backend.open()
      try {
        const first = await startVendor()
        const app = await started(db, first)
        expect(await findVendorByCode(db, 'dev')).toMatchObject({
          name_zh: '开发厂商',
          name_en: 'Development vendor',
          issuer: first.issuer,
          authorization_endpoint: null,
          token_endpoint: null,
          client_id: 'portal-dev',
          scopes: 'openid profile',
          developer_id_claim: 'sub',
          developer_name_claim: 'name',
          qualification_claim: 'qualified',
          qualification_values: [true],
          enabled: true,
          development: true,
        })
        expect(app.ctx.heldVendorSecrets).toEqual({ dev: first.secret })
        expect(vendorSecret(settings, 'dev', app.ctx.heldVendorSecrets)).toBe(first.secret)
        await app.close()
        // The app closed the provider.
        await expect(fetch(`${first.issuer}/.well-known/openid-configuration`)).rejects.toThrow()

        // The next start's provider is elsewhere, with another secret: the row follows it.
        const second = await startVendor()
        const again = await started(db, second)
        expect((await findVendorByCode(db, 'dev'))?.issuer).toBe(second.issuer)
        expect(vendorSecret(settings, 'dev', again.ctx.heldVendorSecrets)).toBe(second.secret)
        await again.close()

        // A start without one: nobody is offered a vendor that does not answer.
        const without = await started(db, null)
        expect(without.ctx.heldVendorSecrets).toEqual({})
        expect(await findVendorByCode(db, 'dev')).toMatchObject({
          enabled: false,
          development: true,
        })
        await without.close()
      } finally {
        await db.close()
      }
    }, 60_000)

    it('leaves alone a vendor an admin made with the code `dev`', async () => {
      const db = await backend.open()
      try {
        const first = await startVendor()
        await (await started(db, first)).close()
        await updateVendorByCode(
          db,
          'dev',
          { development: false, issuer: 'https://dev.example.com' },
          new Date(),
        )
        const vendor = await startVendor()
        const app = await started(db, vendor)
        expect(await findVendorByCode(db, 'dev')).toMatchObject({
          issuer: 'https://dev.example.com',
          development: false,
        })
        await app.close()
        // Nor does a start without the development vendor disable it.
        await (await started(db, null)).close()
        expect((await findVendorByCode(db, 'dev'))?.enabled).toBe(true)
      } finally {
        await db.close()
      }
    }, 60_000)
  })
}
