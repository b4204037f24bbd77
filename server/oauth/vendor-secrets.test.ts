import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readSettings } from '../settings.ts'
import { vendorSecret, VendorSecretsFileError, vendorSecretVariable } from './vendor-secrets.ts'

// Vendors' client secrets are never in the database: the development vendor's in memory, then
// VENDOR_SECRETS_FILE (read at each look-up), then VENDOR_SECRET_<CODE>.

const dir = mkdtempSync(path.join(tmpdir(), 'vendor-secrets-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = path.join(dir, 'secrets.json')

describe('a vendor secret', () => {
  it('names the variable by the code, upper-cased with `-` as `_`', () => {
    expect(vendorSecretVariable('acme')).toBe('VENDOR_SECRET_ACME')
    expect(vendorSecretVariable('my-vendor-2')).toBe('VENDOR_SECRET_MY_VENDOR_2')
  })

  it('comes from the environment, and is none for a vendor without one (a public client)', () => {
    const settings = readSettings({ VENDOR_SECRET_MY_VENDOR: 'from-env' })
    expect(vendorSecret(settings, 'my-vendor')).toBe('from-env')
    expect(vendorSecret(settings, 'acme')).toBeUndefined()
  })

  it('comes from the file first, read again at each look-up so that it can be rotated', () => {
    writeFileSync(file, JSON.stringify({ acme: 'first', other: '' }))
    const settings = readSettings({
      VENDOR_SECRETS_FILE: file,
      VENDOR_SECRET_ACME: 'from-env',
      VENDOR_SECRET_OTHER: 'other-from-env',
    })
    expect(vendorSecret(settings, 'acme')).toBe('first')
    writeFileSync(file, JSON.stringify({ acme: 'rotated' }))
    expect(vendorSecret(settings, 'acme')).toBe('rotated')
    // Not in the file, or empty there: the variable.
    expect(vendorSecret(settings, 'other')).toBe('other-from-env')
    writeFileSync(file, JSON.stringify({}))
    expect(vendorSecret(settings, 'acme')).toBe('from-env')
  })

  it('held in memory (the development vendor) comes before the file and the environment', () => {
    writeFileSync(file, JSON.stringify({ dev: 'stale' }))
    const settings = readSettings({ VENDOR_SECRETS_FILE: file, VENDOR_SECRET_DEV: 'env' })
    expect(vendorSecret(settings, 'dev', { dev: 'this-process' })).toBe('this-process')
    expect(vendorSecret(settings, 'dev', {})).toBe('stale')
  })

  it('refuses a file that is missing, not JSON or not an object of strings, without quoting it', () => {
    const settings = readSettings({ VENDOR_SECRETS_FILE: file })
    const lookUp = () => vendorSecret(settings, 'acme')
    writeFileSync(file, '{ "acme": "s3cr3t-value", }')
    expect(lookUp).toThrow(VendorSecretsFileError)
    expect(lookUp).toThrow(`VENDOR_SECRETS_FILE ${file} is not valid JSON`)
    try {
      lookUp()
    } catch (error) {
      expect((error as Error).message).not.toContain('s3cr3t')
    }
    writeFileSync(file, JSON.stringify(['acme', 'secret']))
    expect(lookUp).toThrow(/must be a JSON object of secrets by vendor code/)
    writeFileSync(file, JSON.stringify({ acme: { secret: 'x' } }))
    expect(lookUp).toThrow(/the secret of "acme" must be a string/)
    rmSync(file)
    expect(lookUp).toThrow(`VENDOR_SECRETS_FILE ${file} cannot be read (ENOENT)`)
  })
})
