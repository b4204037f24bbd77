import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hash,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto'
import { hash as argon2Hash, verify as argon2Verify, type Options } from '@node-rs/argon2'
import { availableParallelism } from 'node:os'

// Passwords: argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane), through
// @node-rs/argon2 (N-API, prebuilt: no addon to compile). Hashes of the earlier scrypt scheme
// (N=2^14) still verify and are replaced at the next successful sign-in.
export const ARGON2: Options & { memoryCost: number; timeCost: number; parallelism: number } = {
  // Algorithm.Argon2id (a const enum, which this project's module settings cannot read).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`

const LEGACY_SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 32

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, LEGACY_SCRYPT, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

/**
 * How many password hashes run at once: each holds a core for tens of milliseconds on libuv's
 * pool (4 threads), where file reads and compression wait behind it. One core less than the
 * machine has keeps one for the event loop and the database thread; the rest wait their turn.
 */
const HASH_SLOTS = Math.max(1, availableParallelism() - 1)
let hashing = 0
const hashQueue: (() => void)[] = []
async function oneHashAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < HASH_SLOTS) hashing += 1
  else await new Promise<void>((resolve) => hashQueue.push(resolve))
  try {
    return await work()
  } finally {
    // The slot goes to the next in line, or is freed.
    const next = hashQueue.shift()
    if (next) next()
    else hashing -= 1
  }
}

export async function hashPassword(password: string): Promise<string> {
  return oneHashAtATime(() => argon2Hash(password.normalize('NFKC'), ARGON2))
}

/** The scrypt scheme of earlier versions, kept so that tests can make such hashes. */
export async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt)
  return `scrypt$${LEGACY_SCRYPT.N}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

/** True when a stored hash is not of the current scheme and cost: rehash after a sign-in. */
export const needsRehash = (stored: string) => !stored.startsWith(ARGON2_PREFIX)

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await oneHashAtATime(() => argon2Verify(stored, password.normalize('NFKC')))
    } catch {
      return false
    }
  }
  const [scheme, , salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'))
  const expected = Buffer.from(key, 'base64url')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

let dummyHash: Promise<string> | undefined
/**
 * Spends the time of one password check against a hash no password matches: an unknown e-mail
 * then takes as long as a known one.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken())
  await verifyPassword(password, await dummyHash)
  return false
}

/** One-shot (crypto.hash): a third of createHash's time, and it runs for every session call. */
export const sha256 = (value: string) => hash('sha256', value, 'base64url')

/** A keyed hash: what the database holds of captcha answers and codes. */
export const hmac = (secret: Buffer, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url')

/**
 * Seals a short secret for the database (AES-256-GCM): the key is derived from the server's
 * secret for one purpose, which is also the authenticated data, so that a value sealed for one
 * purpose never opens as another's. base64url of IV (12 bytes), tag (16 bytes) and ciphertext.
 */
export function sealText(secret: Buffer, purpose: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv)
  cipher.setAAD(Buffer.from(purpose))
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The text sealText sealed, or undefined when it was not sealed by this secret for this purpose. */
export function openText(secret: Buffer, purpose: string, sealed: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url')
  if (bytes.length < 28) return undefined
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealKey(secret, purpose),
      bytes.subarray(0, 12),
    )
    decipher.setAAD(Buffer.from(purpose))
    decipher.setAuthTag(bytes.subarray(12, 28))
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}

const sealKey = (secret: Buffer, purpose: string) =>
  createHmac('sha256', secret).update(`seal:${purpose}`).digest()

/** 256 random bits, base64url: 43 characters. */
export const randomToken = () => randomBytes(32).toString('base64url')

export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** Keeps the first 3 and last 4 characters (fewer for short numbers). */
export function maskIdNumber(value: string): string {
  const keepStart = value.length > 10 ? 3 : 1
  const keepEnd = value.length > 10 ? 4 : 2
  return (
    value.slice(0, keepStart) +
    '*'.repeat(Math.max(0, value.length - keepStart - keepEnd)) +
    value.slice(-keepEnd)
  )
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

export const maskName = (name: string) =>
  name.slice(0, 1) + '*'.repeat(Math.max(0, [...name].length - 1))
