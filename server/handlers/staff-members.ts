import type { AppContext, Handler } from '../context.ts'
import {
  addStaffMember,
  editStaffMember,
  resetStaffMember,
  staffMembers,
} from '../services/staff-admin.ts'
import { memberToApi } from './staff-models.ts'

/** The staff tag's management of members (admins, scope `any`). */
export type StaffMemberOperation =
  'staffMembers' | 'staffMemberAdd' | 'staffMemberEdit' | 'staffMemberReset'
export type StaffMemberHandlers = { [K in StaffMemberOperation]: Handler<K> }

/**
 * Admins manage staff members in the console, as the command line does, with themselves as the
 * audit entries' author; a vendor's admin manages that vendor's members only (the service's rule,
 * 21006). Part of the staff tag, joined to its other operations in staff.ts.
 */
export function staffMemberHandlers(ctx: AppContext): StaffMemberHandlers {
  return {
    async staffMembers({ staff }) {
      return { list: (await staffMembers(ctx, await staff())).map(memberToApi) }
    },
    async staffMemberAdd({ body, staff }) {
      const { member, link } = await addStaffMember(ctx, await staff(), body)
      return { member: memberToApi(member), setupLink: link }
    },
    async staffMemberEdit({ body, staff }) {
      const { id, ...changes } = body
      return memberToApi(await editStaffMember(ctx, await staff(), id, changes))
    },
    async staffMemberReset({ body, staff }) {
      const { member, link } = await resetStaffMember(ctx, await staff(), body.id)
      return { member: memberToApi(member), setupLink: link }
    },
  }
}
