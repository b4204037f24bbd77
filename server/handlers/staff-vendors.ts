import type { AppContext, Handler } from '../context.ts'
import { parseQualificationValues, saveVendor, vendorsForAdmin } from '../services/vendors.ts'
import { vendorToApi } from './staff-models.ts'

/** The staff tag's vendors' settings (alliance admins). */
export type StaffVendorOperation = 'staffVendors' | 'staffVendorSave'
export type StaffVendorHandlers = { [K in StaffVendorOperation]: Handler<K> }

/**
 * The alliance's admins manage the vendors in the console, as `npm run admin -- vendor …` does.
 * Part of the staff tag, joined to its other operations in staff.ts.
 */
export function staffVendorHandlers(ctx: AppContext): StaffVendorHandlers {
  return {
    async staffVendors() {
      return { list: (await vendorsForAdmin(ctx)).map(vendorToApi) }
    },
    async staffVendorSave({ body, staff }) {
      const { code, qualificationValues, ...fields } = body
      const { staffId } = await staff()
      // The form's every setting: one not sent takes its default (the service's `replace`).
      const { vendor } = await saveVendor(
        ctx,
        staffId,
        code,
        {
          ...fields,
          qualificationValues:
            qualificationValues === undefined
              ? undefined
              : parseQualificationValues(qualificationValues),
        },
        'replace',
      )
      return vendorToApi(vendor)
    },
  }
}
