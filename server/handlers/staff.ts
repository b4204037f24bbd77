import type { AppContext, TagHandlers } from '../context.ts'
import { setFrozenById } from '../services/account-freeze.ts'
import { auditPage } from '../services/audit.ts'
import { decide, revealRecord, reviewQueue, reviewRecord } from '../services/review.ts'
import {
  confirmStaffSetup,
  signedInMember,
  staffSignIn,
  staffSignOut,
  startStaffSetup,
} from '../services/staff-sign-in.ts'
import { staffAppsHandlers } from './staff-apps.ts'
import { staffDistributionHandlers } from './staff-distributions.ts'
import { staffMemberHandlers } from './staff-members.ts'
import { applicantOf, recordOf } from './staff-models.ts'
import { staffVendorHandlers } from './staff-vendors.ts'

// The staff console's operations (tag `staff`). Who may call which is decided before any of these
// runs (the pipeline, from each operation's x-staff-role and x-staff-scope): a handler here only
// asks `staff()` who the caller is. The review of app versions (`staffApp…`) is staff-apps.ts's,
// a vendor's operators' distributions and bindings staff-distributions.ts's, managing members
// staff-members.ts's, the vendors' settings staff-vendors.ts's, joined here.

export function staffHandlers(ctx: AppContext): TagHandlers<'staff'> {
  return {
    ...staffAppsHandlers(ctx),
    ...staffDistributionHandlers(ctx),
    ...staffMemberHandlers(ctx),
    ...staffVendorHandlers(ctx),
    async staffSetupStart({ body }) {
      return startStaffSetup(ctx, body.setupToken, body.password)
    },

    async staffSetupConfirm({ body }) {
      return confirmStaffSetup(ctx, body.setupToken, body.code)
    },

    async staffLogin({ body }) {
      return staffSignIn(ctx, { email: body.email, password: body.password, code: body.code })
    },

    async staffLogout({ staff }) {
      await staffSignOut(ctx, await staff())
      return null
    },

    async staffMe({ staff }) {
      const { email, name, role, vendorId } = await staff()
      return signedInMember(ctx.db, { email, name, role, vendor_id: vendorId })
    },

    async staffQueue({ body }) {
      const { list, total, counts } = await reviewQueue(ctx, {
        type: body.type,
        status: body.status,
        minAgeDays: body.minAgeDays,
        q: body.q,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      })
      return { list, total, pageNum: body.pageNum, pageSize: body.pageSize, counts }
    },

    async staffRecord({ body }) {
      return recordOf(await reviewRecord(ctx, body.id))
    },

    async staffRevealIdentity({ body, staff }) {
      const { staffId } = await staff()
      const { record, account } = await revealRecord(ctx, body.id, staffId)
      return {
        changeIdNumber: record.private_id_number,
        accountIdNumber: account.identity_id_number,
        proofIdNumber: record.proof?.idNumber ?? null,
      }
    },

    async staffDecide({ body, staff }) {
      const { staffId } = await staff()
      await decide(ctx, body.id, body.decision === 'approve', body.comment, staffId)
      return recordOf(await reviewRecord(ctx, body.id))
    },

    async staffSetAccountFrozen({ body, staff }) {
      const { staffId } = await staff()
      return applicantOf(
        await setFrozenById(ctx, body.accountId, body.frozen, staffId, body.reason),
      )
    },

    async staffAuditLog({ body }) {
      const { list, total } = await auditPage(ctx, {
        action: body.action,
        staff: body.staff,
        recordId: body.recordId,
        accountEmail: body.accountEmail,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      })
      return { list, total, pageNum: body.pageNum, pageSize: body.pageSize }
    },
  }
}
