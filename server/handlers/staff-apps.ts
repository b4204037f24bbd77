import type { AppContext, StaffAppHandlers } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { Code } from '../../generated/error-catalogue.ts'

// The staff console's app-review operations, before their services: each answers 500.
const pending = async (): Promise<never> => {
  throw new ApiError(Code.serverError)
}

export function staffAppsHandlers(_ctx: AppContext): StaffAppHandlers {
  return {
    staffAppQueue: pending,
    staffAppVersion: pending,
    staffAppDecide: pending,
    staffAppPackage: pending,
    staffAppImage: pending,
    staffAppCertificate: pending,
  }
}
