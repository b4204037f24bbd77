import { Code } from '../../generated/error-catalogue.ts'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import {
  findAccountByEmail,
  findAccountById,
  updateAccount,
  type AccountRow,
} from '../repositories/accounts.ts'
import { writeAudit } from '../repositories/audit-log.ts'
import { endAccountSessions } from '../repositories/sessions.ts'
import { transact } from './transaction.ts'

// A frozen account cannot sign in: staff freeze one from the console (admins) or the command line.

/** What a freeze needs: the server's context, or the one the command line builds. */
export type FreezeContext = Pick<AppContext, 'db' | 'log' | 'now' | 'changed'>

/** Freezes or unfreezes an account by e-mail (the command line); 21005 for an unknown one. */
export async function setFrozen(
  ctx: FreezeContext,
  email: string,
  frozen: boolean,
  reason: string | null = null,
) {
  const account = await findAccountByEmail(ctx.db, email)
  if (!account) throw new ApiError(Code.accountNotFound)
  return freezeAccount(ctx, account, frozen, null, reason)
}

/** Freezes or unfreezes an account by id (the console), with the reason the audit log keeps. */
export async function setFrozenById(
  ctx: FreezeContext,
  accountId: number,
  frozen: boolean,
  staffId: string,
  reason: string,
) {
  const why = reason.trim()
  if (!why) throw new ApiError(Code.missingParameter)
  const account = await findAccountById(ctx.db, accountId)
  if (!account) throw new ApiError(Code.accountNotFound)
  return freezeAccount(ctx, account, frozen, staffId, why)
}

/** Freezing ends the account's sessions at once; either way the audit log gets the reason. */
async function freezeAccount(
  ctx: FreezeContext,
  account: AccountRow,
  frozen: boolean,
  staffId: string | null,
  reason: string | null,
): Promise<AccountRow> {
  const now = ctx.now()
  const updated = await transact(ctx, async (tx) => {
    const row = await updateAccount(tx, account.id, { status: frozen ? 'frozen' : 'active' }, now)
    if (frozen) await endAccountSessions(tx, account.id)
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
  ctx.changed(String(account.id))
  return updated
}
