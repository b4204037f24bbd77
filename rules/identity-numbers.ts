// Identity-number checks the contract's patterns cannot express (design.md section 1): the server
// and the screens both import this module, so the rule lives in one place. No imports, no DOM or
// Node APIs: it runs in both.

/** The ID type whose numbers are checked as Chinese resident IDs. */
export const RESIDENT_ID_TYPE = 'RESIDENT_ID'

const RESIDENT_ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const RESIDENT_ID_CHECK = '10X98765432'

/**
 * A Chinese resident ID (GB 11643): 17 digits, then a check character; the birth date (characters
 * 7-14) must be a real date from 1800 to 2099; `x` is accepted for `X`.
 */
export function isResidentId(value: string): boolean {
  if (!/^[0-9]{17}[0-9Xx]$/.test(value)) return false
  const year = Number(value.slice(6, 10))
  const month = Number(value.slice(10, 12))
  const day = Number(value.slice(12, 14))
  if (year < 1800 || year > 2099) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return false
  }
  const sum = RESIDENT_ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0)
  return RESIDENT_ID_CHECK[sum % 11] === value[17]!.toUpperCase()
}

/** The 31 characters of a unified social credit code (no I, O, S, V, Z). */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** The check character of the first 17 characters of a credit code (GB 32100-2015), or null. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_CHARS.indexOf(first17[i] ?? '')
    if (value < 0) return null
    sum += value * CREDIT_CODE_WEIGHTS[i]!
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!
}

/**
 * A unified social credit code (GB 32100-2015): 18 characters, the 3rd to 8th an administrative
 * division code (digits), the 18th the check character. Upper case only, as printed on licences.
 */
export function isCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false
  return creditCodeCheckChar(value.slice(0, 17)) === value[17]
}
