// Handlers and set-up the staff review stories share: a queue and an audit log that filter and
// page as the server does, the signed-in staff member, and a fixed "now" for the records' age.
import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { AuditEntry, QueueItem, StaffMember } from '@generated/model'
import { success } from '../../../../mocks/envelopes'
import { answer, answerData } from '../../../../mocks/handlers'
import { auditPage, countsOf, queuePage, STAFF_NOW } from '../../../../mocks/staff-fixtures'

/** staffQueue over `items`: filtered by type, status, age and search, paged, counted per type. */
export function queueHandler(items: QueueItem[]) {
  return answer('staffQueue', ({ params }) => {
    const status = params.status ?? 'reviewing'
    const minAge = params.minAgeDays === undefined ? undefined : Number(params.minAgeDays)
    const q = params.q?.toLowerCase()
    const inStatus = items.filter(
      (item) =>
        item.status === status &&
        (minAge === undefined ||
          Date.parse(STAFF_NOW) - Date.parse(item.createdAt) >= minAge * 24 * 60 * 60 * 1000),
    )
    const matching = inStatus.filter(
      (item) =>
        (!params.type || item.type === params.type) &&
        (!q ||
          item.email.toLowerCase().includes(q) ||
          (item.companyName ?? '').toLowerCase().includes(q)),
    )
    return success(
      queuePage(matching, {
        pageNum: Number(params.pageNum ?? 1),
        pageSize: Number(params.pageSize ?? 20),
        // The counts follow status and age, whatever type and search say (as the server's).
        counts: countsOf(inStatus),
      }),
    )
  })
}

/** staffAuditLog over `entries` (newest first as given), filtered and paged as the server does. */
export function auditHandler(entries: AuditEntry[]) {
  return answer('staffAuditLog', ({ params }) => {
    const matching = entries.filter(
      (entry) =>
        (!params.action || entry.action === params.action) &&
        (!params.staff || (entry.staffEmail ?? '').includes(params.staff.toLowerCase())) &&
        (!params.recordId || String(entry.recordId) === params.recordId) &&
        (!params.accountEmail ||
          (entry.accountEmail ?? '').includes(params.accountEmail.toLowerCase())),
    )
    return success(
      auditPage(matching, {
        pageNum: Number(params.pageNum ?? 1),
        pageSize: Number(params.pageSize ?? 20),
      }),
    )
  })
}

export const staffMeHandler = (member: StaffMember) => answerData('staffMe', member)

/**
 * For a story's `beforeEach`: "now" is STAFF_NOW (and runs on from there), so that the records'
 * age (and the visual shots) do not change from day to day. Returns the clean-up.
 */
export function fixNow() {
  const realNow = Date.now.bind(Date)
  const offset = Date.parse(STAFF_NOW) - realNow()
  Date.now = () => realNow() + offset
  return () => {
    Date.now = realNow
  }
}

/** Stories render the screen alone: this stands in for the console layout's margins and colour. */
export function StaffFrame({ children }: { children: ReactNode }) {
  return (
    <Box bg="bg.subtle" paddingX={{ base: '4', md: '6' }} paddingY={{ base: '6', md: '8' }}>
      {children}
    </Box>
  )
}
