import type { VendorItem } from '../../generated/model/index.ts'
import type { AppContext, TagHandlers } from '../context.ts'
import { releaseAtVendor } from '../services/distributions.ts'
import {
  finishBinding,
  listVendorsForAccount,
  startBinding,
  unbind,
  type VendorWithBinding,
} from '../services/vendor-binding.ts'
import { versionToApi } from './app-models.ts'

/** A vendor as a developer sees it, with their binding there. */
function vendorItemToApi({ vendor, binding }: VendorWithBinding): VendorItem {
  return {
    code: vendor.code,
    nameZh: vendor.name_zh,
    nameEn: vendor.name_en,
    development: vendor.development,
    binding: binding && {
      vendorDeveloperId: binding.vendor_developer_id,
      vendorDeveloperName: binding.vendor_developer_name,
      boundAt: new Date(binding.bound_at).toISOString(),
    },
  }
}

/** The open platform's vendors for developers: binding vendor accounts, releasing at a vendor. */
export function vendorsHandlers(ctx: AppContext): TagHandlers<'vendors'> {
  return {
    async listVendors({ session }) {
      const { account } = await session()
      return { list: (await listVendorsForAccount(ctx, account.id)).map(vendorItemToApi) }
    },
    async startVendorBinding({ body, session }) {
      return startBinding(ctx, await session(), body.vendorCode)
    },
    async finishVendorBinding({ body, session }) {
      return vendorItemToApi(await finishBinding(ctx, await session(), body.callback))
    },
    async unbindVendor({ body, session }) {
      await unbind(ctx, await session(), body.vendorCode)
      return null
    },
    async releaseAtVendor({ body, session }) {
      const { account } = await session()
      const { version, events, distributions } = await releaseAtVendor(
        ctx,
        account,
        body.versionId,
        body.vendorCode,
      )
      return versionToApi(version, events, distributions)
    },
  }
}
