import type { AppContext, SessionInfo } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import { openText, sealText, sha256 } from '../lib/crypto.ts'
import { vendorBoundMail, vendorUnboundMail } from '../mail/messages.ts'
import { OAuthError, type OAuthFailure } from '../oauth/oauth-error.ts'
import { vendorSecret } from '../oauth/vendor-secrets.ts'
import {
  authorizationRequest,
  completeAuthorization,
  isQualified,
  readDeveloper,
  vendorClient,
  type VendorClient,
  type VendorDeveloper,
} from '../oauth/vendor-client.ts'
import {
  deleteExpiredAttempts,
  insertAttempt,
  takeAttempt,
} from '../repositories/vendor-binding-attempts.ts'
import {
  deleteBinding,
  findBinding,
  insertBinding,
  listBoundVendors,
  pageVendorBindings,
  type BindingRow,
} from '../repositories/vendor-bindings.ts'
import {
  findVendorByCode,
  findVendorById,
  listEnabledVendors,
  type VendorRow,
} from '../repositories/vendors.ts'
import type { StaffSessionInfo } from '../repositories/staff-sessions.ts'
import { vendorRedirectUri } from '../settings.ts'
import { offerReleasedVersions } from './distributions.ts'
import { sendNotice } from './notices.ts'
import { requireRecentProof } from './recent-proof.ts'
import { transact } from './transaction.ts'
import { Code } from '../../generated/error-catalogue.ts'

export type { VendorBindingListRow } from '../repositories/vendor-bindings.ts'

// Binding a vendor developer account (design.md §14): the authorisation-code flow with PKCE,
// state and nonce, through server/oauth. The first half keeps an attempt (the state's hash, the
// session that started it, the verifier sealed with the server's secret) for ten minutes; the
// second takes it once, exchanges the code, reads the developer and their qualification, and
// binds. Tokens are used at once and never stored.

type Deps = Pick<
  AppContext,
  'db' | 'log' | 'now' | 'mailer' | 'settings' | 'secret' | 'sessions' | 'heldVendorSecrets'
>

/** How long the developer has at the vendor's sign-in page. */
export const BINDING_ATTEMPT_MS = 10 * 60_000

/** What the sealed verifier is for: the key and the authenticated data are this purpose's. */
const VERIFIER_PURPOSE = 'vendorBindingVerifier'

/** A vendor with the account's binding there, if any: what the vendors page lists. */
export interface VendorWithBinding {
  vendor: VendorRow
  binding: BindingRow | null
}

/** The enabled vendors, each with the account's binding there. */
export async function listVendorsForAccount(
  ctx: Pick<AppContext, 'db'>,
  accountId: string,
): Promise<VendorWithBinding[]> {
  const [vendors, bindings] = await Promise.all([
    listEnabledVendors(ctx.db),
    listBoundVendors(ctx.db, accountId),
  ])
  return vendors.map((vendor) => ({
    vendor,
    binding: bindings.find((binding) => binding.vendor_id === vendor.id) ?? null,
  }))
}

/** An enabled vendor by code (11102 for none, or a disabled one). */
async function enabledVendor(ctx: Pick<AppContext, 'db'>, code: string): Promise<VendorRow> {
  const vendor = await findVendorByCode(ctx.db, code)
  if (!vendor?.enabled) throw new ApiError(Code.vendorCodeNotFound)
  return vendor
}

/**
 * The portal's client at the vendor: its secret looked up now (the development vendor's held in
 * memory; a secrets file rotated since the last call counts), http only on this machine and only
 * outside production.
 */
async function clientOf(
  ctx: Pick<AppContext, 'settings' | 'heldVendorSecrets'>,
  vendor: VendorRow,
) {
  return vendorClient(vendor, vendorSecret(ctx.settings, vendor.code, ctx.heldVendorSecrets), {
    allowLoopbackHttp: !ctx.settings.production,
  })
}

/** 11103's reason for each way talking to the vendor fails before the developer is read. */
const TOKEN_REASONS: Record<Exclude<OAuthFailure, 'info'>, string> = {
  unreachable: 'vendorUnreachable',
  denied: 'authorizationDenied',
  token: 'tokenRefused',
}

/** A failure of the OAuth adapter as the binding's refusal; anything else is the server's fault. */
function refusalOf(ctx: Pick<AppContext, 'log'>, error: unknown, during: string): never {
  if (!(error instanceof OAuthError)) throw error
  ctx.log.warn({ err: error, kind: error.kind }, `vendor binding: ${during} failed`)
  if (error.kind === 'info') {
    throw new ApiError(Code.vendorDeveloperInfoFailed, { reason: 'developerInfoUnavailable' })
  }
  throw new ApiError(Code.accessTokenFailed, { reason: TOKEN_REASONS[error.kind] })
}

/**
 * Starts a binding at the vendor: a recent proof of who uses the session (31008), an enabled
 * vendor (11102), no binding there yet (11101), a vendor that answers (11103
 * `vendorUnreachable`). Answers where to send the browser.
 */
export async function startBinding(
  ctx: Deps,
  session: SessionInfo,
  vendorCode: string,
): Promise<{ authorizationUrl: string }> {
  await requireRecentProof(ctx, session.hash)
  const vendor = await enabledVendor(ctx, vendorCode)
  if (await findBinding(ctx.db, session.account.id, vendor.id)) {
    throw new ApiError(Code.vendorAlreadyBound)
  }
  let request: Awaited<ReturnType<typeof authorizationRequest>>
  try {
    request = await authorizationRequest(await clientOf(ctx, vendor), {
      redirectUri: vendorRedirectUri(ctx.settings),
    })
  } catch (error) {
    refusalOf(ctx, error, 'the authorisation request')
  }
  const now = ctx.now()
  await transact(ctx, async (tx) => {
    // Attempts abandoned at the vendor's page go with their verifiers as new ones come.
    await deleteExpiredAttempts(tx, now)
    await insertAttempt(tx, {
      stateHash: sha256(request.state),
      accountId: session.account.id,
      sessionHash: session.hash,
      vendorId: vendor.id,
      codeVerifier: sealText(ctx.secret, VERIFIER_PURPOSE, request.codeVerifier),
      nonce: request.nonce,
      expiresAt: new Date(now.getTime() + BINDING_ATTEMPT_MS),
    })
  })
  return { authorizationUrl: request.url }
}

/**
 * Finishes a binding with the query string the vendor sent the browser back with. The attempt of
 * its state is spent at once, whatever follows, and must be this session's: the callback of a
 * binding someone else started (their vendor account, landed in this session) binds nothing.
 */
export async function finishBinding(
  ctx: Deps,
  session: SessionInfo,
  callback: string,
): Promise<VendorWithBinding> {
  const query = new URLSearchParams(callback.replace(/^\?/, ''))
  const state = query.get('state')
  // Every answer of an authorisation server carries the request's state: one without is not a
  // callback at all (441), not an expired one.
  if (!state) throw new ApiError(Code.invalidParameter)
  const attempt = await takeAttempt(ctx.db, sha256(state))
  const expired = (reason: string) => new ApiError(Code.accessTokenFailed, { reason })
  if (!attempt || new Date(attempt.expires_at).getTime() <= ctx.now().getTime()) {
    throw expired('bindingExpired')
  }
  if (attempt.session_hash !== session.hash || attempt.account_id !== session.account.id) {
    throw expired('bindingStartedElsewhere')
  }
  const codeVerifier = openText(ctx.secret, VERIFIER_PURPOSE, attempt.code_verifier)
  // A verifier sealed under another secret (APP_SECRET changed meanwhile) cannot be used.
  if (codeVerifier === undefined) throw expired('bindingExpired')
  // A vendor disabled since the start takes no more bindings: the attempt is as good as expired.
  const vendor = await findVendorById(ctx.db, attempt.vendor_id)
  if (!vendor?.enabled) throw expired('bindingExpired')

  let client: VendorClient
  let developer: VendorDeveloper
  let qualified: boolean
  try {
    client = await clientOf(ctx, vendor)
    const tokens = await completeAuthorization(client, {
      redirectUri: vendorRedirectUri(ctx.settings),
      callbackQuery: query.toString(),
      state,
      nonce: attempt.nonce,
      codeVerifier,
    })
    developer = await readDeveloper(client, tokens)
    qualified = await isQualified(client, tokens, developer)
  } catch (error) {
    refusalOf(ctx, error, 'the callback')
  }
  if (!qualified) throw new ApiError(Code.vendorQualificationFailed, { reason: 'notQualified' })

  const account = session.account
  const binding = await transact(ctx, async (tx) => {
    const now = ctx.now()
    const bound = await insertBinding(
      tx,
      {
        accountId: account.id,
        vendorId: vendor.id,
        vendorDeveloperId: developer.id,
        vendorDeveloperName: developer.name,
      },
      now,
    )
    if (!bound) {
      // One of the two unique indexes held a binding (another call may have made it a moment
      // ago, and this insert waited for it): this account's there is 11101, else the vendor
      // developer account is another account's, 11106.
      throw new ApiError(
        (await findBinding(tx, account.id, vendor.id))
          ? Code.vendorAlreadyBound
          : Code.vendorAccountBoundElsewhere,
      )
    }
    await offerReleasedVersions(
      tx,
      account.id,
      {
        ...bound,
        vendor_code: vendor.code,
        vendor_name_zh: vendor.name_zh,
        vendor_name_en: vendor.name_en,
        package_max_bytes: vendor.package_max_bytes,
        icon_max_bytes: vendor.icon_max_bytes,
        screenshot_max_bytes: vendor.screenshot_max_bytes,
      },
      now,
    )
    return bound
  })
  sendNotice(
    ctx,
    vendorBoundMail(account.email, {
      vendor,
      vendorDeveloperId: binding.vendor_developer_id,
      vendorDeveloperName: binding.vendor_developer_name,
      at: binding.bound_at,
    }),
    'the vendor binding notice',
  )
  return { vendor, binding }
}

/**
 * Removes the account's binding at the vendor after a recent proof (31008); 441 `bindingNotFound`
 * when there is none (or no such vendor). What the vendor was given stays; new approvals no
 * longer go there. A notice is mailed.
 */
export async function unbind(ctx: Deps, session: SessionInfo, vendorCode: string): Promise<void> {
  await requireRecentProof(ctx, session.hash)
  const vendor = await findVendorByCode(ctx.db, vendorCode)
  const removed = vendor && (await deleteBinding(ctx.db, session.account.id, vendor.id))
  if (!vendor || !removed) {
    throw new ApiError(Code.invalidParameter, { status: 200, reason: 'bindingNotFound' })
  }
  sendNotice(
    ctx,
    vendorUnboundMail(session.account.email, {
      vendor,
      vendorDeveloperId: removed.vendor_developer_id,
      vendorDeveloperName: removed.vendor_developer_name,
      at: ctx.now(),
    }),
    'the vendor unbinding notice',
  )
}

/** The bindings at the caller's vendor, read only (a vendor-scope operation). */
export async function bindingsOfStaffVendor(
  ctx: Pick<AppContext, 'db'>,
  staff: StaffSessionInfo,
  filter: { q?: string; pageNum: number; pageSize: number },
) {
  if (!staff.vendorId) throw new ApiError(Code.noPermission)
  return pageVendorBindings(ctx.db, staff.vendorId, filter)
}
