import * as z from 'zod'

/*
 * The kinds of value an environment variable holds, as zod schemas of one variable. An empty
 * variable counts as unset. A message says what is wrong without the variable's name: readSettings
 * puts the name (the issue's path) in front of it.
 */

/** `env.X || fallback`: an empty value is no value. */
const unsetIfEmpty = (raw: unknown) => (raw === '' ? undefined : raw)

/** Words, numbers and lists: surrounding blanks are no part of them, and blanks alone are unset. */
const trimmedOrUnset = (raw: unknown) => {
  if (typeof raw !== 'string') return raw
  const value = raw.trim()
  return value === '' ? undefined : value
}

/** Free text (a URL, a secret, a name), taken as written; `fallback` when unset. */
export const text = (fallback: string) => z.preprocess(unsetIfEmpty, z.string().default(fallback))

/** Free text with no default: unset stays unset. */
export const optionalText = () => z.preprocess(unsetIfEmpty, z.string().optional())

/** A value that, when set, matches `pattern`; unset when empty. */
export const matching = (pattern: RegExp, message: string) =>
  z.preprocess(unsetIfEmpty, z.string().regex(pattern, message).optional())

/** A key for HMACs: long enough not to be guessed. */
export const secret = () =>
  z.preprocess(unsetIfEmpty, z.string().min(32, 'must be 32 characters or more').optional())

/** 1, true, yes or 0, false, no (any case); unset is off. */
export const flag = () =>
  z.preprocess(
    trimmedOrUnset,
    z
      .stringbool({
        truthy: ['1', 'true', 'yes'],
        falsy: ['0', 'false', 'no'],
        error: 'must be 1 or 0',
      })
      .default(false),
  )

/**
 * A switch whose default follows from other settings: 1, true, yes, on or 0, false, no, off (any
 * case); unset stays unset (the rules then decide).
 */
export const optionalFlag = () =>
  z.preprocess(
    trimmedOrUnset,
    z
      .stringbool({
        truthy: ['1', 'true', 'yes', 'on'],
        falsy: ['0', 'false', 'no', 'off'],
        error: 'must be 1 (on) or 0 (off)',
      })
      .optional(),
  )

/** One of `choices`, or unset (the rules then decide). */
export const oneOf = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z.preprocess(
    trimmedOrUnset,
    z
      .enum(choices, {
        error: (issue) =>
          `must be ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}, not "${String(issue.input)}"`,
      })
      .optional(),
  )

interface Range {
  min?: number
  max?: number
  /** Smaller values count as this one (a floor that keeps a setting workable), without refusing them. */
  atLeast?: number
}

function whole({ min = 0, max, atLeast = min }: Range) {
  const outOfRange =
    max === undefined ? 'must be a whole number' : `must be between ${min} and ${max}`
  let number = z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number', abort: true })
    .min(min, outOfRange)
  if (max !== undefined) number = number.max(max, outOfRange)
  return number.transform((value) => Math.max(atLeast, value))
}

/** A whole number of `range` (0 and up unless it says otherwise); `fallback` when unset. */
export const wholeNumber = (fallback: number, range: Range = {}) =>
  z.preprocess(trimmedOrUnset, whole(range).default(fallback))

/** A whole number with no default: unset stays unset (the rules may derive one). */
export const optionalWholeNumber = (range: Range = {}) =>
  z.preprocess(trimmedOrUnset, whole(range).optional())

/** A TCP port; 0 lets the system choose one. */
const PORTS = { min: 0, max: 65535 }
export const port = (fallback: number) => wholeNumber(fallback, PORTS)
export const optionalPort = () => optionalWholeNumber(PORTS)

const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/
export const isDomain = (host: string) => DOMAIN.test(host) && !/^[\d.]+$/.test(host)
const isLocalhost = (host: string) => host === 'localhost' || host.endsWith('.localhost')

/** Where browsers allow passkeys: https, or http on localhost (a secure context). */
export const webAuthnCapable = (url: URL) =>
  isDomain(url.hostname) &&
  (url.protocol === 'https:' || (url.protocol === 'http:' && isLocalhost(url.hostname)))

const EXAMPLE_ADDRESS = 'https://developer.example.com'

/** An http(s) address without a path, query or fragment, as its origin; unset when empty. */
export const siteAddress = () =>
  z.preprocess(
    trimmedOrUnset,
    z
      .string()
      .transform((value, ctx) => {
        let url: URL
        try {
          url = new URL(value)
        } catch {
          ctx.issues.push({
            code: 'custom',
            input: value,
            message: `must be an address such as ${EXAMPLE_ADDRESS}`,
          })
          return z.NEVER
        }
        if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
          ctx.issues.push({
            code: 'custom',
            input: value,
            message: `must be an http(s) address without a path, such as ${EXAMPLE_ADDRESS}`,
          })
          return z.NEVER
        }
        return url.origin
      })
      .optional(),
  )

/** A domain name in lower case (never an address: browsers refuse those for passkeys). */
export const domain = () =>
  z.preprocess(
    (raw) => (typeof raw === 'string' ? trimmedOrUnset(raw.toLowerCase()) : raw),
    z
      .string()
      .refine(isDomain, {
        error: (issue) =>
          `must be a domain such as developer.example.com (not an address, no scheme or port), not "${String(issue.input)}"`,
      })
      .optional(),
  )

/**
 * A comma list of origins where browsers allow passkeys (https, or http on localhost), each
 * without a path; unset when it lists none.
 */
export const passkeyOrigins = () =>
  z.preprocess(
    trimmedOrUnset,
    z
      .string()
      .transform((value, ctx) => {
        const listed = value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
        const origins: string[] = []
        for (const raw of listed) {
          let url: URL | undefined
          try {
            url = new URL(raw)
          } catch {
            url = undefined
          }
          if (!url || url.origin !== raw.replace(/\/$/, '') || !webAuthnCapable(url)) {
            ctx.issues.push({
              code: 'custom',
              input: value,
              message: `lists "${raw}", which must be an https origin without a path, such as ${EXAMPLE_ADDRESS} (http only on localhost)`,
            })
            return z.NEVER
          }
          origins.push(url.origin)
        }
        return origins.length > 0 ? origins : undefined
      })
      .optional(),
  )

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean)

/** None (unset, 0, false), a hop count, or addresses/CIDRs/`loopback`, comma-separated. */
export const trustedProxies = () =>
  z.preprocess(
    trimmedOrUnset,
    z
      .string()
      .transform((value, ctx): TrustProxy => {
        if (value === 'false' || value === '0') return false
        if (value === 'true') {
          ctx.issues.push({
            code: 'custom',
            input: value,
            message:
              'must not be true, which would believe any client: name the proxy or a hop count',
          })
          return z.NEVER
        }
        if (/^\d+$/.test(value)) {
          const hops = Number(value)
          return (_address, hop) => hop < hops
        }
        return value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      })
      .default(false),
  )
