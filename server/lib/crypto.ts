import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'

// scrypt from node itself: no native addon to build for the project's Node.
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 32

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt)
  return `scrypt$${SCRYPT.N}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'))
  const expected = Buffer.from(key, 'base64url')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

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
