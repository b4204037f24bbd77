import type { AppContext } from '../context.ts'
import { pageAudit, writeAudit, type AuditInput } from '../repositories/audit-log.ts'

// The audit log of the staff console and the admin command line: what staff did, and who.
// An act that writes in a transaction puts its entry in that transaction (repositories' writeAudit).

/** Appends an entry for an act that writes nothing else: a sign-in, a reveal. */
export async function audit(ctx: Pick<AppContext, 'db' | 'now'>, entry: AuditInput) {
  await writeAudit(ctx.db, entry, ctx.now())
}

/** One page of the audit log, the newest entry first. */
export function auditPage(ctx: Pick<AppContext, 'db'>, filter: Parameters<typeof pageAudit>[1]) {
  return pageAudit(ctx.db, filter)
}
