import type { Db } from '../db/database.ts'
import { decisionMail } from '../mail/messages.ts'
import type { Mailer } from '../mail/mailer.ts'
import {
  findAccountById,
  findAccountByEmail,
  updateAccount,
  type AccountRow,
} from '../repositories/accounts.ts'
import { writeAudit } from '../repositories/audit-log.ts'
import {
  closeRecord,
  driftSinceFiling,
  findRecord,
  type ChangeRecordRow,
} from '../repositories/change-records.ts'
import { forgetLoginFailures } from '../repositories/login-failures.ts'
import { endPendingSignIns, removeSecondFactors } from '../repositories/two-step.ts'

export interface ReviewDeps {
  db: Db
  mailer: Mailer
  now: () => Date
  log: { error: (details: object, message: string) => void }
  /** Where the staff set-up links the CLI prints point (settings.ts's staffSetupBase). */
  setupBase?: string
  /** Called with the account whose data or sessions changed, so caches can forget it. */
  changed?: (accountId: string) => void
}

/**
 * Why a staff action was refused: the message is for the command line, the kind for the console
 * (notFound: no such record or account; decided: no longer under review; drift: approval would
 * apply to an account that changed since filing; usage: a command's arguments).
 */
export class ReviewError extends Error {
  readonly kind: 'notFound' | 'decided' | 'drift' | 'usage'
  constructor(message: string, kind: ReviewError['kind'] = 'usage') {
    super(message)
    this.kind = kind
  }
}

/**
 * Staff decision on a record under review; approval applies `after` in the same transaction, and
 * the audit entry is written in it too. `staffId` is the deciding staff member, null for the CLI.
 */
export async function decide(
  deps: ReviewDeps,
  id: number,
  approve: boolean,
  comment: string | null,
  staffId: string | null = null,
): Promise<ChangeRecordRow> {
  const now = deps.now()
  const { record, notify, factorsRemoved } = await deps.db.transaction(async (tx) => {
    const existing = await findRecord(tx, id)
    if (!existing) throw new ReviewError(`no change record ${id}`, 'notFound')
    // One statement decides between two reviewers: the second finds it no longer under review.
    const record = await closeRecord(
      tx,
      id,
      approve ? 'approved' : 'rejected',
      comment,
      now,
      staffId,
    )
    if (!record) {
      throw new ReviewError(`record ${id} is ${existing.status}, not reviewing`, 'decided')
    }
    const account = await findAccountById(tx, record.account_id)
    if (!account) throw new ReviewError(`the account of record ${id} is gone`, 'notFound')
    if (approve) {
      const drift = driftSinceFiling(record, account)
      if (drift.length > 0) {
        // Thrown inside the transaction: the record stays under review, nothing changes.
        throw new ReviewError(
          `record ${id} no longer matches the account it was filed for (` +
            drift
              .map(
                (d) => `${d.field}: filed ${JSON.stringify(d.filed)}, now ${JSON.stringify(d.now)}`,
              )
              .join('; ') +
            `): nothing was changed; reject it and ask the applicant to file again`,
          'drift',
        )
      }
    }
    const notify = [account.email]
    let factorsRemoved = false
    const after = record.after
    if (!approve) {
      if (record.type === 'completeProfile') {
        await updateAccount(tx, account.id, { profile_status: 'rejected' }, now)
      }
    } else if (record.type === 'emailRecovery') {
      const newEmail = after.email!
      if (await findAccountByEmail(tx, newEmail)) {
        throw new ReviewError(
          `${newEmail} is registered by another account meanwhile: nothing was changed; reject it`,
          'drift',
        )
      }
      await updateAccount(tx, account.id, { email: newEmail }, now)
      await forgetLoginFailures(tx, newEmail)
      // Whoever held the old address's sessions should not keep the account, nor its second
      // factors: the recovery proved who the applicant is, not that they hold those.
      await endPendingSignIns(tx, account.id)
      await tx.query('delete from sessions where account_id = $1', [account.id])
      factorsRemoved = await removeSecondFactors(tx, account.id, now, { passkeys: true })
      notify.push(newEmail)
    } else {
      const company = (after.developerType ?? account.developer_type) === 'company'
      await updateAccount(
        tx,
        account.id,
        {
          developer_type: after.developerType,
          // One person's name per account: an individual's, or a company's legal person.
          identity_name: after.name ?? after.legalPersonName,
          identity_id_type: after.idType,
          identity_id_number: record.private_id_number,
          company_name: company ? after.companyName : null,
          credit_code: company ? after.creditCode : null,
          profile_status: record.type === 'completeProfile' ? 'complete' : undefined,
        },
        now,
      )
    }
    await writeAudit(
      tx,
      {
        action: approve ? 'approve' : 'reject',
        staffId,
        recordId: record.id,
        accountId: account.id,
        subjectEmail: account.email,
        detail: comment,
      },
      now,
    )
    return { record, notify, factorsRemoved }
  })
  deps.changed?.(String(record.account_id))
  for (const to of notify) {
    try {
      await deps.mailer.send(decisionMail(to, record, approve, comment, factorsRemoved))
    } catch (error) {
      deps.log.error({ err: error, to }, 'the decision mail could not be sent')
    }
  }
  return record
}

/** Freezes or unfreezes an account by e-mail (the CLI). */
export async function setFrozen(
  deps: ReviewDeps,
  email: string,
  frozen: boolean,
  reason: string | null = null,
) {
  const account = await findAccountByEmail(deps.db, email)
  if (!account) throw new ReviewError(`no account for ${email}`, 'notFound')
  return freezeAccount(deps, account, frozen, null, reason)
}

/** Freezes or unfreezes an account by id (the console), for the audit log's staff member. */
export async function setFrozenById(
  deps: ReviewDeps,
  accountId: number,
  frozen: boolean,
  staffId: string,
  reason: string,
) {
  const account = await findAccountById(deps.db, accountId)
  if (!account) throw new ReviewError(`no account ${accountId}`, 'notFound')
  return freezeAccount(deps, account, frozen, staffId, reason)
}

/** Freezing ends the account's sessions at once; either way the audit log gets the reason. */
async function freezeAccount(
  deps: ReviewDeps,
  account: AccountRow,
  frozen: boolean,
  staffId: string | null,
  reason: string | null,
): Promise<AccountRow> {
  const now = deps.now()
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateAccount(tx, account.id, { status: frozen ? 'frozen' : 'active' }, now)
    if (frozen) {
      await endPendingSignIns(tx, account.id)
      await tx.query('delete from sessions where account_id = $1', [account.id])
    }
    await writeAudit(
      tx,
      {
        action: frozen ? 'freeze' : 'unfreeze',
        staffId,
        accountId: account.id,
        subjectEmail: account.email,
        detail: reason,
      },
      now,
    )
    return row
  })
  deps.changed?.(String(account.id))
  return updated
}
