import { AuditAction, type StaffAuditLogParams } from '@generated/model'

// The audit log's filters and page live in the URL query (?action=&staff=&recordId=&account=&page=),
// so that an admin can share a filtered log and come back to it. Anything unreadable is left out.

export const AUDIT_PAGE_SIZE = 20
/** The contract's limit on the text filters (staffAuditLog's `staff` and `accountEmail`). */
export const TEXT_MAX_LENGTH = 100

export const auditActions = Object.values(AuditAction)

export interface AuditFilters {
  action?: AuditAction
  staff?: string
  recordId?: number
  accountEmail?: string
  page: number
}

/** A record id as typed or linked: a positive whole number, or undefined. */
export function readId(raw: string | null | undefined): number | undefined {
  const value = raw?.trim()
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return undefined
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : undefined
}

const text = (raw: string | null) => raw?.trim().slice(0, TEXT_MAX_LENGTH) || undefined

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const page = readId(params.get('page'))
  return {
    action: auditActions.find((action) => action === params.get('action')),
    staff: text(params.get('staff')),
    recordId: readId(params.get('recordId')),
    accountEmail: text(params.get('account')),
    page: page !== undefined && page <= 100000 ? page : 1,
  }
}

export function writeAuditFilters({ action, staff, recordId, accountEmail, page }: AuditFilters) {
  const params = new URLSearchParams()
  if (action) params.set('action', action)
  if (staff) params.set('staff', staff)
  if (recordId !== undefined) params.set('recordId', String(recordId))
  if (accountEmail) params.set('account', accountEmail)
  if (page > 1) params.set('page', String(page))
  return params
}

/** What the log asks the server for these filters. */
export function auditParams({
  action,
  staff,
  recordId,
  accountEmail,
  page,
}: AuditFilters): StaffAuditLogParams {
  return {
    ...(action ? { action } : {}),
    ...(staff ? { staff } : {}),
    ...(recordId !== undefined ? { recordId } : {}),
    ...(accountEmail ? { accountEmail } : {}),
    pageNum: page,
    pageSize: AUDIT_PAGE_SIZE,
  }
}

export const isAuditFiltered = ({ action, staff, recordId, accountEmail }: AuditFilters) =>
  Boolean(action || staff || recordId !== undefined || accountEmail)
