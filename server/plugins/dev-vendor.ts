import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isUniqueViolation } from '../db/database.ts'
import { DEV_VENDOR_CODE, type DevVendor } from '../dev-vendor/dev-vendor.ts'
import {
  findVendorByCode,
  insertVendor,
  listVendors,
  updateVendorByCode,
  type VendorFields,
} from '../repositories/vendors.ts'

export interface DevVendorRowOptions {
  /**
   * The development vendor this server runs (server.ts started it): its row is written and it
   * closes with the app. null: this server runs none, so a development vendor's row left by an
   * earlier start is disabled (developers would be offered a vendor that does not answer).
   */
  devVendor: DevVendor | null
  now: () => Date
}

/** The `dev` row as the development vendor needs it: its issuer and client change at each start. */
function devVendorFields(devVendor: DevVendor) {
  return {
    nameZh: '开发厂商',
    nameEn: 'Development vendor',
    issuer: devVendor.issuer,
    authorizationEndpoint: null,
    tokenEndpoint: null,
    userinfoEndpoint: null,
    clientId: devVendor.clientId,
    scopes: 'openid profile',
    developerIdClaim: 'sub',
    developerNameClaim: 'name',
    qualificationEndpoint: null,
    qualificationClaim: 'qualified',
    qualificationValues: [true],
    packageMaxBytes: null,
    iconMaxBytes: null,
    screenshotMaxBytes: null,
    enabled: true,
    development: true,
  } satisfies VendorFields
}

/**
 * The development vendor's row (code `dev`), written at start so that developers see it among
 * the vendors; its secret is the context's (heldVendorSecrets), never the database's. A vendor an
 * admin made with the code `dev` is left alone (the log says so).
 */
export const devVendorRow = fp(
  async (app: FastifyInstance, { devVendor, now }: DevVendorRowOptions) => {
    const { db } = app
    if (!devVendor) {
      for (const row of await listVendors(db)) {
        if (row.development && row.enabled) {
          await updateVendorByCode(db, row.code, { enabled: false }, now())
        }
      }
      return
    }
    app.addHook('onClose', async () => devVendor.close())
    const existing = await findVendorByCode(db, DEV_VENDOR_CODE)
    if (existing && !existing.development) {
      app.log.warn(
        `a vendor "${DEV_VENDOR_CODE}" exists that is not the development vendor: the development vendor at ${devVendor.issuer} is not listed`,
      )
      return
    }
    const fields = devVendorFields(devVendor)
    if (existing) {
      await updateVendorByCode(db, DEV_VENDOR_CODE, fields, now())
      return
    }
    try {
      await insertVendor(db, DEV_VENDOR_CODE, fields, now())
    } catch (error) {
      // Another server on the same database wrote it first: this one's issuer and client win.
      if (!isUniqueViolation(error)) throw error
      await updateVendorByCode(db, DEV_VENDOR_CODE, fields, now())
    }
  },
  { name: 'dev-vendor-row', fastify: '5.x', dependencies: ['database'] },
)
