import { randomInt } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'

// The staff console's second factor: TOTP as every authenticator app does it (SHA-1, 6 digits,
// 30-second steps, otplib's defaults), and single-use recovery codes.

const ISSUER = 'Developer portal'
/** How far a code may be from the server's clock: one step either way (phone clocks drift). */
const TOLERANCE_SECONDS = 30

export const newTotpSecret = () => generateSecret()

export const otpauthUri = (email: string, secret: string) =>
  generateURI({ issuer: ISSUER, label: email, secret })

/**
 * The time step a 6-digit code belongs to when it is right at `now` (± one step), else undefined.
 * The caller refuses a step not after the last one accepted, so a code works once.
 */
export async function totpStep(
  secret: string,
  code: string,
  now: Date,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  })
  return result.valid && 'timeStep' in result ? result.timeStep : undefined
}

export const isRecoveryCode = (code: string) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code)

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/** Ten recovery codes `xxxxx-xxxxx` (about 51 bits each). */
export const newRecoveryCodes = () => Array.from({ length: 10 }, () => `${group()}-${group()}`)
