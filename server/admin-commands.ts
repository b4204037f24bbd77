import { parseArgs } from 'node:util'
import type { StaffRole } from '../generated/model/index.ts'
import { Code, catalogueMessage } from '../generated/error-catalogue.ts'
import type { AppContext } from './context.ts'
import { backup, BackupError } from './db/backup.ts'
import { ApiError } from './lib/api-error.ts'
import { STAFF_ROLES } from './lib/contract.ts'
import type { ChangeStatus } from './repositories/change-records.ts'
import { setFrozen } from './services/account-freeze.ts'
import { decide, recentRecords, revealRecord, reviewRecord } from './services/review.ts'
import {
  addStaff,
  listStaffMembers,
  resetStaff,
  setStaffDisabled,
  setStaffRole,
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

/**
 * What the commands need: the server's context (over the admin socket), or the command line's own
 * connection, mailer and settings, with no caches to keep.
 */
export type AdminContext = Pick<
  AppContext,
  'db' | 'log' | 'mailer' | 'now' | 'settings' | 'changed'
>

const iso = (d: Date | null) => (d ? new Date(d).toISOString().slice(0, 19).replace('T', ' ') : '-')

/** An address as the database keeps it, for the messages. */
const address = (email: string) => email.trim().toLowerCase()

/**
 * A refused command: the message the command line prints, with the refusal behind it as its cause
 * (`isRefusal`). Anything else a command throws is a fault.
 */
function refused(message: string, cause = new ApiError(Code.invalidParameter)) {
  return new Error(message, { cause })
}

export const isRefusal = (error: unknown): error is Error =>
  error instanceof Error && error.cause instanceof ApiError

/**
 * Runs the service call; a refusal it answers becomes the message `explain` gives for its code,
 * else the catalogue's English message.
 */
async function explained<T>(
  work: Promise<T>,
  explain: (code: number) => string | undefined | Promise<string | undefined>,
): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const message = (await explain(error.code)) ?? catalogueMessage(error.code, 'en')
    throw refused(message ?? `refused (${error.code})`, error)
  }
}

function parseRole(value: string | undefined): StaffRole {
  if (!STAFF_ROLES.includes(value as StaffRole)) {
    throw refused(`the role must be ${STAFF_ROLES.join(' or ')}`)
  }
  return value as StaffRole
}

/** Why a decision was refused, as the reviewer at the command line reads it. */
async function decisionRefusal(ctx: AdminContext, id: number, code: number) {
  if (code === Code.invalidParameter) return `no change record ${id}`
  const { record, drift } = await reviewRecord(ctx, id)
  if (code === Code.alreadyDecided) return `record ${id} is ${record.status}, not reviewing`
  if (code !== Code.accountChangedSinceFiled) return undefined
  // The account still matches: the recovery's new address is someone else's now.
  if (drift.length === 0 && record.type === 'emailRecovery') {
    return `${record.after.email} is registered by another account meanwhile: nothing was changed; reject it`
  }
  const fields = drift.map(
    (d) => `${d.field}: filed ${JSON.stringify(d.filed)}, now ${JSON.stringify(d.now)}`,
  )
  return (
    `record ${id} no longer matches the account it was filed for` +
    (fields.length > 0 ? ` (${fields.join('; ')})` : '') +
    `: nothing was changed; reject it and ask the applicant to file again`
  )
}

/** Runs one staff command; returns what to print, or throws a refusal with the reason (isRefusal). */
export async function runAdminCommand(ctx: AdminContext, argv: string[]): Promise<string> {
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
    if (!Number.isSafeInteger(id) || id < 1) throw refused(`${command} needs a record id`)
  }
  const needComment = () => {
    const comment = values.comment?.trim()
    if (!comment) throw refused(`${command} needs --comment "…" for the applicant`)
    if (comment.length > 500) throw refused('the comment is longer than 500 characters')
    return comment
  }
  switch (command) {
    case 'list': {
      const rows = await recentRecords(ctx, values.status as ChangeStatus | undefined)
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
      // The full ID numbers are shown: a reveal, as in the console, by the command line.
      const { record, account } = await explained(revealRecord(ctx, id, null), (code) =>
        code === Code.invalidParameter ? `no change record ${id}` : undefined,
      )
      return JSON.stringify(
        {
          id: Number(record.id),
          account: { id: Number(record.account_id), email: account.email },
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
      const record = await explained(decide(ctx, id, command === 'approve', comment), (code) =>
        decisionRefusal(ctx, id, code),
      )
      return `#${record.id} ${record.status}; the applicant was told`
    }
    case 'freeze':
    case 'unfreeze': {
      if (!arg) throw refused(`${command} needs an e-mail`)
      const reason = values.reason?.trim() || null
      if (reason && reason.length > 500) throw refused('the reason is longer than 500 characters')
      const account = await explained(setFrozen(ctx, arg, command === 'freeze', reason), (code) =>
        code === Code.accountNotFound ? `no account for ${arg}` : undefined,
      )
      return `${account.email} is ${command === 'freeze' ? 'frozen' : 'active'}`
    }
    case 'backup': {
      if (!arg) throw refused('backup needs a file name')
      return backup(ctx.db, arg).catch((error: unknown) => {
        throw error instanceof BackupError ? refused(error.message) : error
      })
    }
    case 'staff':
      return staffCommand(ctx, positionals.slice(1), values.role)
    default:
      throw refused(ADMIN_USAGE)
  }
}

/** `staff add|list|disable|enable|role|reset …`: the staff console's members. */
async function staffCommand(
  ctx: AdminContext,
  [sub, email, third]: string[],
  role: string | undefined,
): Promise<string> {
  const needEmail = () => {
    if (!email) throw refused('give the staff member’s e-mail')
    return email
  }
  const noMember = (code: number) =>
    code === Code.accountNotFound ? `no staff member ${address(email!)}` : undefined
  switch (sub) {
    case 'add': {
      const as = parseRole(role)
      if (!email) throw refused('staff add needs an e-mail')
      const added = await explained(addStaff(ctx, email, as), (code) =>
        code === Code.emailRegistered
          ? `${address(email)} is a staff member already`
          : code === Code.invalidEmail
            ? 'staff add needs an e-mail'
            : undefined,
      )
      // The link on a line of its own: scripts (the end-to-end journey) read it from there.
      return `added ${added.email} (${as}); their set-up link, valid 72 hours, once:\n${added.link}`
    }
    case 'list': {
      const members = await listStaffMembers(ctx)
      if (members.length === 0) return 'no staff members'
      return members.map((m) => `${m.email}\t${m.role.padEnd(8)}\t${m.state}`).join('\n')
    }
    case 'disable':
    case 'enable': {
      const who = await explained(setStaffDisabled(ctx, needEmail(), sub === 'disable'), noMember)
      return sub === 'disable' ? `${who} is disabled; their sessions ended` : `${who} is enabled`
    }
    case 'role': {
      const next = parseRole(third ?? role)
      const who = await explained(setStaffRole(ctx, needEmail(), next), noMember)
      return `${who} is ${next === 'admin' ? 'an admin' : 'a reviewer'}`
    }
    case 'reset': {
      const reset = await explained(resetStaff(ctx, needEmail()), noMember)
      return `${reset.email} must set up again; their new set-up link, valid 72 hours, once:\n${reset.link}`
    }
    default:
      throw refused(ADMIN_USAGE)
  }
}
