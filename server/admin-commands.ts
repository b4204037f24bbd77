import { parseArgs } from 'node:util'
import { backup, BackupError } from './db/backup.ts'
import { listRecords, type ChangeStatus } from './repositories/change-records.ts'
import { findRecord } from './repositories/change-records.ts'
import { findAccountById } from './repositories/accounts.ts'
import { decide, ReviewError, setFrozen, type ReviewDeps } from './services/review.ts'

export const ADMIN_USAGE = `usage: npm run admin -- <command>
  list [--status reviewing|approved|rejected|revoked]   change records, newest first
  show ID                                               one record with its snapshots and proof
  approve ID --comment "…"                              apply the change and tell the applicant
  reject ID --comment "…"                               refuse it and tell the applicant
  freeze EMAIL | unfreeze EMAIL                         stop or allow an account's sign-in
  backup FILE                                           the embedded database to FILE (server running or not)
  restore FILE                                          FILE into DATA_DIR, a new directory (no server on it)`

const iso = (d: Date | null) => (d ? new Date(d).toISOString().slice(0, 19).replace('T', ' ') : '-')

/** Runs one staff command; returns what to print, or throws a ReviewError with the reason. */
export async function runAdminCommand(deps: ReviewDeps, argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { comment: { type: 'string' }, status: { type: 'string' } },
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
      const account = await setFrozen(deps, arg, command === 'freeze')
      return `${account.email} is ${command === 'freeze' ? 'frozen' : 'active'}`
    }
    case 'backup': {
      if (!arg) throw new ReviewError('backup needs a file name')
      return backup(deps.db, arg).catch((error: unknown) => {
        throw error instanceof BackupError ? new ReviewError(error.message) : error
      })
    }
    default:
      throw new ReviewError(ADMIN_USAGE)
  }
}
