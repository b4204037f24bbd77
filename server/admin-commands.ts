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
  editStaff,
  listStaffMembers,
  resetStaff,
  type StaffMemberState,
} from './services/staff-admin.ts'
import {
  isCodeTaken,
  parseQualificationValues,
  saveVendor,
  setVendorEnabled,
  vendorsForAdmin,
  type VendorView,
} from './services/vendors.ts'
import type { VendorFields } from './repositories/vendors.ts'

export const ADMIN_USAGE = `usage: npm run admin -- <command>
  list [--status reviewing|approved|rejected|revoked]   change records, newest first
  show ID                                               one record with its snapshots and proof (audited)
  approve ID --comment "…"                              apply the change and tell the applicant
  reject ID --comment "…"                               refuse it and tell the applicant
  freeze EMAIL | unfreeze EMAIL [--reason "…"]          stop or allow an account's sign-in
  staff add EMAIL --role reviewer|admin [--vendor CODE] [--name "…"]
                                                        a staff console member (a vendor's with --vendor); prints their set-up link
  staff list                                            staff members, their role, state, vendor and name
  staff disable EMAIL | staff enable EMAIL              end a member's sessions and sign-in, or allow it again
  staff role EMAIL reviewer|admin                       change a member's role
  staff vendor EMAIL CODE|-                             make a member a vendor's (CODE) or the alliance's (-)
  staff reset EMAIL                                     a new set-up link: password, authenticator, recovery codes and sessions go
  vendor add CODE --name-zh "…" --name-en "…" --issuer URL --client-id ID [options]
                                                        a vendor developers bind their vendor accounts at
  vendor set CODE [options]                             change the options given ("" clears an optional one)
    options: --name-zh, --name-en, --issuer URL, --client-id ID, --scopes "openid profile",
      --authorization-endpoint URL --token-endpoint URL (both, or neither: discovery from the issuer),
      --userinfo-endpoint URL, --developer-id-claim sub, --developer-name-claim name,
      --qualification-claim NAME --qualification-values JSON (e.g. '[true]'), --qualification-endpoint URL,
      --package-max-bytes N, --icon-max-bytes N, --screenshot-max-bytes N (the portal's APP_* when unset)
  vendor list                                           vendors, whether enabled, their issuer and client, and the redirect URI
  vendor disable CODE | vendor enable CODE              stop binding and distribution to a vendor, or allow it again
  backup FILE                                           the embedded database to FILE (server running or not)
  restore FILE                                          FILE into DATA_DIR, a new directory (no server on it)`

/**
 * What the commands need: the server's context (over the admin socket), or the command line's own
 * connection, mailer and settings, with no caches to keep and no secrets held in memory.
 */
export type AdminContext = Pick<
  AppContext,
  'db' | 'log' | 'mailer' | 'now' | 'settings' | 'changed'
> &
  Partial<Pick<AppContext, 'heldVendorSecrets'>>

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
  explain: (code: number, error: ApiError) => string | undefined | Promise<string | undefined>,
): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const message = (await explain(error.code, error)) ?? catalogueMessage(error.code, 'en')
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
      vendor: { type: 'string' },
      name: { type: 'string' },
      ...Object.fromEntries(
        Object.keys(VENDOR_OPTIONS).map((option) => [option, { type: 'string' as const }]),
      ),
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
      return staffCommand(ctx, positionals.slice(1), values)
    case 'vendor':
      return vendorCommand(ctx, positionals.slice(1), values)
    default:
      throw refused(ADMIN_USAGE)
  }
}

const STATE_TEXT: Record<StaffMemberState, string> = {
  active: 'active',
  disabled: 'disabled',
  setupPending: 'set-up pending',
  setupExpired: 'set-up link expired',
}

type Options = Record<string, string | boolean | undefined>
const option = (values: Options, name: string) =>
  typeof values[name] === 'string' ? values[name] : undefined

/** `staff add|list|disable|enable|role|vendor|reset …`: the staff console's members. */
async function staffCommand(
  ctx: AdminContext,
  [sub, email, third]: string[],
  values: Options,
): Promise<string> {
  const needEmail = () => {
    if (!email) throw refused('give the staff member’s e-mail')
    return email
  }
  const noMember = (code: number) =>
    code === Code.accountNotFound ? `no staff member ${address(email!)}` : undefined
  const vendor = option(values, 'vendor')
  const unknownVendor = (code: string | undefined) => `no vendor ${code} (see vendor list)`
  switch (sub) {
    case 'add': {
      const as = parseRole(option(values, 'role'))
      if (!email) throw refused('staff add needs an e-mail')
      const name = option(values, 'name')
      const added = await explained(
        addStaff(ctx, email, as, { name, vendorCode: vendor ?? null }),
        (code, error) =>
          error.reason === 'emailTaken'
            ? `${address(email)} is a staff member already`
            : error.reason === 'vendorUnknown'
              ? unknownVendor(vendor)
              : code === Code.invalidEmail
                ? 'staff add needs an e-mail'
                : code === Code.invalidParameter
                  ? 'the name is longer than 50 characters'
                  : undefined,
      )
      const of = added.member.vendor_code ? ` at vendor ${added.member.vendor_code}` : ''
      // The link on a line of its own: scripts (the end-to-end journey) read it from there.
      return `added ${added.member.email} (${as}${of}); their set-up link, valid 72 hours, once:\n${added.link}`
    }
    case 'list': {
      const members = await listStaffMembers(ctx)
      if (members.length === 0) return 'no staff members'
      return members
        .map((m) =>
          [
            m.email,
            m.role.padEnd(8),
            STATE_TEXT[m.state],
            m.vendor_code ? `vendor ${m.vendor_code}` : 'alliance',
            m.name ?? '-',
          ].join('\t'),
        )
        .join('\n')
    }
    case 'disable':
    case 'enable': {
      const disabled = sub === 'disable'
      const who = await explained(editStaff(ctx, needEmail(), { disabled }), noMember)
      return disabled ? `${who.email} is disabled; their sessions ended` : `${who.email} is enabled`
    }
    case 'role': {
      const next = parseRole(third ?? option(values, 'role'))
      const who = await explained(editStaff(ctx, needEmail(), { role: next }), noMember)
      return `${who.email} is ${next === 'admin' ? 'an admin' : 'a reviewer'}`
    }
    case 'vendor': {
      const code = third ?? vendor
      if (!code) throw refused('staff vendor needs a vendor code, or - for the alliance')
      const vendorCode = code === '-' ? null : code
      const who = await explained(editStaff(ctx, needEmail(), { vendorCode }), (c, error) =>
        error.reason === 'vendorUnknown' ? unknownVendor(code) : noMember(c),
      )
      return who.vendor_code
        ? `${who.email} works for vendor ${who.vendor_code}`
        : `${who.email} works for the alliance`
    }
    case 'reset': {
      const reset = await explained(resetStaff(ctx, needEmail()), noMember)
      return `${reset.member.email} must set up again; their new set-up link, valid 72 hours, once:\n${reset.link}`
    }
    default:
      throw refused(ADMIN_USAGE)
  }
}

/** The vendor options of `vendor add|set`, and the setting each gives. */
const VENDOR_OPTIONS: Record<string, keyof VendorFields> = {
  'name-zh': 'nameZh',
  'name-en': 'nameEn',
  issuer: 'issuer',
  'client-id': 'clientId',
  scopes: 'scopes',
  'authorization-endpoint': 'authorizationEndpoint',
  'token-endpoint': 'tokenEndpoint',
  'userinfo-endpoint': 'userinfoEndpoint',
  'developer-id-claim': 'developerIdClaim',
  'developer-name-claim': 'developerNameClaim',
  'qualification-claim': 'qualificationClaim',
  'qualification-values': 'qualificationValues',
  'qualification-endpoint': 'qualificationEndpoint',
  'package-max-bytes': 'packageMaxBytes',
  'icon-max-bytes': 'iconMaxBytes',
  'screenshot-max-bytes': 'screenshotMaxBytes',
}

const LIMITS = new Set<keyof VendorFields>([
  'packageMaxBytes',
  'iconMaxBytes',
  'screenshotMaxBytes',
])
/** Settings that may be empty: '' clears them (the limits: the portal's own again). */
const CLEARABLE = new Set<keyof VendorFields>([
  ...LIMITS,
  'authorizationEndpoint',
  'tokenEndpoint',
  'userinfoEndpoint',
  'qualificationClaim',
  'qualificationEndpoint',
])

/** The vendor settings the options give, checked as far as the command line can. */
function vendorFields(values: Options): VendorFields {
  const fields: Record<string, unknown> = {}
  for (const [name, key] of Object.entries(VENDOR_OPTIONS)) {
    const raw = option(values, name)
    if (raw === undefined) continue
    const value = raw.trim()
    if (value === '' && CLEARABLE.has(key)) {
      fields[key] = null
    } else if (value === '') {
      throw refused(`--${name} needs a value`)
    } else if (LIMITS.has(key)) {
      const bytes = Number(value)
      if (!/^\d+$/.test(value) || !Number.isSafeInteger(bytes) || bytes < 1) {
        throw refused(`--${name} must be a number of bytes`)
      }
      fields[key] = bytes
    } else if (key === 'qualificationValues') {
      try {
        fields[key] = parseQualificationValues(value)
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        throw refused(QUALIFICATION_VALUES, error)
      }
    } else {
      fields[key] = value
    }
  }
  return fields as VendorFields
}

/** A vendor on one line: code, state, names, its server and client, its secret. */
const vendorLine = (v: VendorView) =>
  [
    v.code,
    v.enabled ? 'enabled ' : 'disabled',
    `${v.name_zh} / ${v.name_en}${v.development ? ' (development)' : ''}`,
    v.authorization_endpoint ? `${v.issuer} (endpoints given)` : v.issuer,
    `client ${v.client_id}`,
    secretWords(v),
  ].join('\t')

/**
 * Whether the vendor has its secret. The development vendor's is made at each start of the server
 * and held in its memory, which this command (its own process) cannot see.
 */
function secretWords(v: VendorView) {
  if (v.secretConfigured) return 'secret configured'
  return v.development ? 'secret held by the running server' : 'no secret (PKCE only)'
}

const QUALIFICATION_VALUES =
  "--qualification-values must be a JSON array of the accepted values, e.g. '[true]' or " +
  `'["verified"]', and --qualification-claim needs one`

/** Why a vendor command was refused, in the command line's words. */
function vendorRefusal(code: string | undefined, refusal: number, error: ApiError) {
  if (error.reason === 'developmentVendor') {
    return `${code} is the development vendor: the server writes it at each start`
  }
  if (error.reason === 'vendorEndpoints') {
    return 'give both --authorization-endpoint and --token-endpoint, or neither (discovery from --issuer)'
  }
  if (error.reason === 'qualificationValuesInvalid') return QUALIFICATION_VALUES
  if (error.reason === 'vendorAddress') {
    return 'its addresses are https:// (http:// only on this machine, outside production), with no user, password or #fragment'
  }
  if (isCodeTaken(error)) return `vendor ${code} exists already: change it with vendor set`
  if (refusal === Code.vendorCodeNotFound) return `no vendor ${code} (see vendor list)`
  if (refusal === Code.missingParameter) {
    return 'a vendor needs --name-zh, --name-en, --issuer and --client-id'
  }
  if (refusal === Code.invalidParameter) {
    return 'a vendor code is 2 to 32 lower-case letters, digits and hyphens, starting with a letter'
  }
  return undefined
}

/** `vendor add|set|list|disable|enable …`: the vendors developers bind and versions go to. */
async function vendorCommand(
  ctx: AdminContext,
  [sub, code]: string[],
  values: Options,
): Promise<string> {
  const needCode = () => {
    if (!code) throw refused(`vendor ${sub} needs a vendor code`)
    return code
  }
  const explain = (refusal: number, error: ApiError) => vendorRefusal(code, refusal, error)
  switch (sub) {
    case 'add':
    case 'set': {
      const fields = vendorFields(values)
      const mode = sub === 'add' ? 'add' : 'change'
      const { vendor } = await explained(saveVendor(ctx, null, needCode(), fields, mode), explain)
      const secret = vendor.secretConfigured
        ? 'its client secret is configured'
        : `no client secret is configured (VENDOR_SECRETS_FILE or VENDOR_SECRET_${vendor.code.toUpperCase().replace(/-/g, '_')}): a public client, PKCE only`
      return (
        `${sub === 'add' ? 'added' : 'changed'} vendor ${vendor.code} (${vendor.name_en}); ${secret}\n` +
        `register this redirect URI with its authorisation server: ${vendor.redirectUri}`
      )
    }
    case 'list': {
      const vendors = await vendorsForAdmin(ctx)
      if (vendors.length === 0) return 'no vendors'
      return [
        ...vendors.map(vendorLine),
        `redirect URI to register with each vendor: ${vendors[0]!.redirectUri}`,
      ].join('\n')
    }
    case 'disable':
    case 'enable': {
      const enabled = sub === 'enable'
      const vendor = await explained(setVendorEnabled(ctx, null, needCode(), enabled), explain)
      return enabled
        ? `vendor ${vendor.code} is enabled`
        : `vendor ${vendor.code} is disabled: no new bindings, and new versions no longer go to it`
    }
    default:
      throw refused(ADMIN_USAGE)
  }
}
