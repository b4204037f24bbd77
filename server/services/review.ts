import type { Db } from '../db/database.ts'
import { decisionMail } from '../mail/messages.ts'
import type { Mailer } from '../mail/mailer.ts'
import { findAccountById, findAccountByEmail, updateAccount } from '../repositories/accounts.ts'
import {
  closeRecord,
  driftSinceFiling,
  findRecord,
  type ChangeRecordRow,
} from '../repositories/change-records.ts'
import { forgetLoginFailures } from '../repositories/login-failures.ts'

export interface ReviewDeps {
  db: Db
  mailer: Mailer
  now: () => Date
  log: { error: (details: object, message: string) => void }
  /** Called with the account whose data or sessions changed, so caches can forget it. */
  changed?: (accountId: string) => void
}

export class ReviewError extends Error {}

/** Staff decision on a record under review; approval applies `after` in the same transaction. */
export async function decide(
  deps: ReviewDeps,
  id: number,
  approve: boolean,
  comment: string,
): Promise<ChangeRecordRow> {
  const now = deps.now()
  const { record, notify } = await deps.db.transaction(async (tx) => {
    const existing = await findRecord(tx, id)
    if (!existing) throw new ReviewError(`no change record ${id}`)
    const record = await closeRecord(tx, id, approve ? 'approved' : 'rejected', comment, now)
    if (!record) throw new ReviewError(`record ${id} is ${existing.status}, not reviewing`)
    const account = await findAccountById(tx, record.account_id)
    if (!account) throw new ReviewError(`the account of record ${id} is gone`)
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
        )
      }
    }
    const notify = [account.email]
    const after = record.after
    if (!approve) {
      if (record.type === 'completeProfile') {
        await updateAccount(tx, account.id, { profile_status: 'rejected' }, now)
      }
    } else if (record.type === 'emailRecovery') {
      const newEmail = after.email!
      if (await findAccountByEmail(tx, newEmail)) {
        throw new ReviewError(`${newEmail} is registered by another account meanwhile`)
      }
      await updateAccount(tx, account.id, { email: newEmail }, now)
      await forgetLoginFailures(tx, newEmail)
      // Whoever held the old address's sessions should not keep the account.
      await tx.query('delete from sessions where account_id = $1', [account.id])
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
    return { record, notify }
  })
  deps.changed?.(String(record.account_id))
  for (const to of notify) {
    try {
      await deps.mailer.send(decisionMail(to, record, approve, comment))
    } catch (error) {
      deps.log.error({ err: error, to }, 'the decision mail could not be sent')
    }
  }
  return record
}

export async function setFrozen(deps: ReviewDeps, email: string, frozen: boolean) {
  const account = await findAccountByEmail(deps.db, email)
  if (!account) throw new ReviewError(`no account for ${email}`)
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, account.id, { status: frozen ? 'frozen' : 'active' }, deps.now())
    if (frozen) await tx.query('delete from sessions where account_id = $1', [account.id])
  })
  deps.changed?.(String(account.id))
  return account
}
