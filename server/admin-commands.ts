import { parseArgs } from 'node:util'
import { backup, BackupError } from './db/backup.ts'
import { listRecords, type ChangeStatus } from './repositories/change-records.ts'
import { findRecord } from './repositories/change-records.ts'
import { findAccountById } from './repositories/accounts.ts'
import { writeAudit } from './repositories/audit-log.ts'
import { decide, ReviewError, setFrozen, type ReviewDeps } from './services/review.ts'
import {
  addStaff,
  parseRole,
  resetStaff,
  setStaffDisabled,
  setStaffRole,
  staffLines,
} from './services/staff-admin.ts'

export const ADMIN_USAGE = `usage: npm run admin -- <command>
  list [--status reviewing|approved|rejected|revoked]   change records, newest first
  show ID                                               one record with its snapshots and proof (audited)
  approve ID --comment "…"                              apply the change and tell the applicant
  reject ID --comment "…"                               refuse it and tell the applicant
  freeze EMAIL | unfreeze EMAIL [--reason "…"]          stop or allow an account's sign-in
  staff add EMAIL --role reviewer|admin                 a staff console member; prints their set-up link
  staff list                                            staff members, their role and state
  staff disable EMAIL | staff enable EMAIL              end a member's sessions and sign-in, or allow it again
  staff role EMAIL reviewer|admin                       change a member's role
  staff reset EMAIL                                     a new set-up link: password, authenticator, recovery codes and sessions go
  backup FILE                                           the embedded database to FILE (server running or not)
  restore FILE                                          FILE into DATA_DIR, a new directory (no server on it)`

const iso = (d: Date | null) => (d ? new Date(d).toISOString().slice(0, 19).replace('T', ' ') : '-')

/** Runs one staff command; returns what to print, or throws a ReviewError with the reason. */
export async function runAdminCommand(deps: ReviewDeps, argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      comment: { type: 'string' },
      status: { type: 'string' },
      reason: { type: 'string' },
      role: { type: 'string' },
    },
  })
  const [command, arg] = positionals
  const id = Number(arg)
  const needId = () => {
    if (!Number.isSafeInteger(id) || id < 1) throw new ReviewError(`${command} needs a record id`)
  }
  const needComment = () => {
    const comment = values.comment?.trim()
    if (!comment) throw new ReviewError(`${command} needs --comment "…" for the applicant`)
    if (comment.length > 500) throw new ReviewError('the comment is longer than 500 characters')
    return comment
  }
  switch (command) {
    case 'list': {
      const rows = await listRecords(deps.db, values.status as ChangeStatus | undefined)
      if (rows.length === 0) return 'no change records'
      return rows
        .map(
          (r) =>
            `#${r.id}\t${r.status.padEnd(9)}\t${r.type.padEnd(15)}\t${r.email}\t${iso(r.created_at)}`,
        )
        .join('\n')
    }
    case 'show': {
      needId()
      const record = await findRecord(deps.db, id)
      if (!record) throw new ReviewError(`no change record ${id}`)
      const account = await findAccountById(deps.db, record.account_id)
      // The full ID numbers are shown: a reveal, as in the console, by the command line.
      await writeAudit(
        deps.db,
        {
          action: 'reveal',
          staffId: null,
          recordId: record.id,
          accountId: record.account_id,
          subjectEmail: account?.email ?? null,
        },
        deps.now(),
      )
      return JSON.stringify(
        {
          id: Number(record.id),
          account: { id: Number(record.account_id), email: account?.email },
          type: record.type,
          status: record.status,
          reason: record.reason,
          before: record.before,
          after: record.after,
          idNumber: record.private_id_number,
          proof: record.proof,
          reviewComment: record.review_comment,
          createdAt: iso(record.created_at),
          reviewedAt: iso(record.reviewed_at),
        },
        null,
        2,
      )
    }
    case 'approve':
    case 'reject': {
      needId()
      const comment = needComment()
      const record = await decide(deps, id, command === 'approve', comment)
      return `#${record.id} ${record.status}; the applicant was told`
    }
    case 'freeze':
    case 'unfreeze': {
      if (!arg) throw new ReviewError(`${command} needs an e-mail`)
      const reason = values.reason?.trim() || null
      if (reason && reason.length > 500)
        throw new ReviewError('the reason is longer than 500 characters')
      const account = await setFrozen(deps, arg, command === 'freeze', reason)
      return `${account.email} is ${command === 'freeze' ? 'frozen' : 'active'}`
    }
    case 'backup': {
      if (!arg) throw new ReviewError('backup needs a file name')
      return backup(deps.db, arg).catch((error: unknown) => {
        throw error instanceof BackupError ? new ReviewError(error.message) : error
      })
    }
    case 'staff':
      return staffCommand(deps, positionals.slice(1), values.role)
    default:
      throw new ReviewError(ADMIN_USAGE)
  }
}

/** `staff add|list|disable|enable|role|reset …`: the staff console's members. */
async function staffCommand(
  deps: ReviewDeps,
  [sub, email, third]: string[],
  role: string | undefined,
): Promise<string> {
  switch (sub) {
    case 'add': {
      const link = await addStaff(deps, email, parseRole(role))
      // The link on a line of its own: scripts (the end-to-end journey) read it from there.
      return `added ${email!.trim().toLowerCase()} (${role}); their set-up link, valid 72 hours, once:\n${link}`
    }
    case 'list': {
      const lines = await staffLines(deps)
      return lines.length > 0 ? lines.join('\n') : 'no staff members'
    }
    case 'disable':
    case 'enable': {
      const who = await setStaffDisabled(deps, email, sub === 'disable')
      return sub === 'disable' ? `${who} is disabled; their sessions ended` : `${who} is enabled`
    }
    case 'role': {
      const next = parseRole(third ?? role)
      return `${await setStaffRole(deps, email, next)} is ${next === 'admin' ? 'an admin' : 'a reviewer'}`
    }
    case 'reset': {
      const reset = await resetStaff(deps, email)
      return `${reset.email} must set up again; their new set-up link, valid 72 hours, once:\n${reset.link}`
    }
    default:
      throw new ReviewError(ADMIN_USAGE)
  }
}
