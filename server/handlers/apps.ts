import type { AppContext, TagHandlers } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { Code } from '../../generated/error-catalogue.ts'

// The contract's apps operations, before their services: each answers 500.
const pending = async (): Promise<never> => {
  throw new ApiError(Code.serverError)
}

export function appsHandlers(_ctx: AppContext): TagHandlers<'apps'> {
  return {
    listApps: pending,
    createApp: pending,
    getApp: pending,
    updateApp: pending,
    deleteApp: pending,
    uploadVersion: pending,
    submitVersion: pending,
    withdrawVersion: pending,
    releaseVersion: pending,
    takeAppOffline: pending,
    putAppBack: pending,
    uploadIcon: pending,
    addScreenshot: pending,
    removeScreenshot: pending,
    downloadVersionPackage: pending,
    appImage: pending,
  }
}
