import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { runAdminCommand } from './admin-commands.ts'
import { vendorSecretVariable } from './oauth/vendor-secrets.ts'
import { insertVendor } from './repositories/vendors.ts'
import { saveVendor, vendorsForAdmin } from './services/vendors.ts'
import { describeBackends, testSettings } from './test/harness.ts'
import { addVendor, signedInStaff, uniqueVendorCode, type StaffMember } from './test/staff.ts'

// The vendors' settings in the console (staffVendors, staffVendorSave): saved with their checks,
// listed with whether a client secret is found, the secret itself never answered nor stored.

const dir = mkdtempSync(path.join(tmpdir(), 'portal-vendor-secrets-'))
const secretsFile = path.join(dir, 'secrets.json')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// A vendor whose secret is in a variable, one whose secret is in the file (written by the tests).
const variableCode = uniqueVendorCode('sv')
const fileCode = uniqueVendorCode('sf')
const VARIABLE_SECRET = 'variable-secret-kept-out-of-answers'
const FILE_SECRET = 'file-secret-kept-out-of-answers'

const settings = () =>
  testSettings({
    vendorSecrets: {
      file: secretsFile,
      variables: { [vendorSecretVariable(variableCode)]: VARIABLE_SECRET },
    },
  })

type Fields = Record<string, string | number | undefined>

describeBackends(
  'vendors in the console',
  (t) => {
    writeFileSync(secretsFile, '{}')
    const save = (admin: StaffMember, body: Fields) =>
      t().call('staffVendorSave', { staffToken: admin.token, body })
    const listed = async (admin: StaffMember, code: string) => {
      const list = await t().call('staffVendors', { staffToken: admin.token })
      expect(list.code).toBe(0)
      return (list.data.list as { code: string }[]).find((v) => v.code === code)
    }
    const minimal = (code: string): Fields => ({
      code,
      nameZh: `厂商 ${code}`,
      nameEn: `Vendor ${code}`,
      issuer: `https://${code}.example.com`,
      clientId: `portal-${code}`,
    })

    it('creates a vendor with the defaults, replaces its settings, and audits each save', async () => {
      const admin = await signedInStaff(t(), { role: 'admin', vendorCode: null })
      const code = uniqueVendorCode()
      const created = await save(admin, {
        ...minimal(code),
        tokenEndpoint: 'https://auth.example.com/token',
        authorizationEndpoint: 'https://auth.example.com/authorize',
        userinfoEndpoint: 'https://auth.example.com/userinfo',
        qualificationEndpoint: 'https://api.example.com/qualification',
        qualificationClaim: 'status',
        qualificationValues: '["verified", 1, true]',
        packageMaxBytes: 1_000_000,
        iconMaxBytes: 200_000,
        screenshotMaxBytes: 300_000,
        scopes: 'openid profile developer',
        developerIdClaim: 'developer_id',
        developerNameClaim: 'nickname',
      })
      expect(created.code, created.msg).toBe(0)
      const at = new Date(t().clock.time).toISOString()
      expect(created.data).toEqual({
        code,
        nameZh: `厂商 ${code}`,
        nameEn: `Vendor ${code}`,
        issuer: `https://${code}.example.com`,
        authorizationEndpoint: 'https://auth.example.com/authorize',
        tokenEndpoint: 'https://auth.example.com/token',
        userinfoEndpoint: 'https://auth.example.com/userinfo',
        clientId: `portal-${code}`,
        scopes: 'openid profile developer',
        developerIdClaim: 'developer_id',
        developerNameClaim: 'nickname',
        qualificationEndpoint: 'https://api.example.com/qualification',
        qualificationClaim: 'status',
        qualificationValues: ['verified', 1, true],
        packageMaxBytes: 1_000_000,
        iconMaxBytes: 200_000,
        screenshotMaxBytes: 300_000,
        enabled: true,
        development: false,
        secretConfigured: false,
        redirectUri: 'http://localhost:3000/account/vendors/callback',
        createdAt: at,
        updatedAt: at,
      })
      expect(await listed(admin, code)).toEqual(created.data)

      // Every setting is sent: those left out go back to their defaults.
      t().clock.advance(60_000)
      const replaced = await save(admin, { ...minimal(code), nameEn: 'Renamed', enabled: 'false' })
      expect(replaced.code).toBe(0)
      expect(replaced.data).toEqual({
        ...created.data,
        nameEn: 'Renamed',
        authorizationEndpoint: null,
        tokenEndpoint: null,
        userinfoEndpoint: null,
        scopes: 'openid profile',
        developerIdClaim: 'sub',
        developerNameClaim: 'name',
        qualificationEndpoint: null,
        qualificationClaim: null,
        qualificationValues: [],
        packageMaxBytes: null,
        iconMaxBytes: null,
        screenshotMaxBytes: null,
        enabled: false,
        updatedAt: new Date(t().clock.time).toISOString(),
      })
      // A disabled vendor is still listed to admins.
      expect(await listed(admin, code)).toEqual(replaced.data)

      const log = await t().call('staffAuditLog', {
        staffToken: admin.token,
        query: { action: 'vendorSaved', staff: admin.email },
      })
      expect(log.data.list).toEqual([
        expect.objectContaining({ staffEmail: admin.email, vendor: code, detail: 'changed' }),
        expect.objectContaining({ staffEmail: admin.email, vendor: code, detail: 'added' }),
      ])
    })

    it('says whether a secret is found, from the variable or the file read at each call, and never answers it', async () => {
      const admin = await signedInStaff(t(), { role: 'admin', vendorCode: null })
      const fromVariable = await save(admin, minimal(variableCode))
      expect(fromVariable.data.secretConfigured).toBe(true)
      const fromFile = await save(admin, minimal(fileCode))
      expect(fromFile.data.secretConfigured).toBe(false)
      // The file is read again at each use: a secret added (or rotated) counts at once.
      writeFileSync(secretsFile, JSON.stringify({ [fileCode]: FILE_SECRET }))
      expect(await listed(admin, fileCode)).toMatchObject({ secretConfigured: true })
      const list = await t().call('staffVendors', { staffToken: admin.token })
      for (const secret of [VARIABLE_SECRET, FILE_SECRET]) {
        expect(list.bytes.toString()).not.toContain(secret)
        expect(JSON.stringify(fromVariable.data)).not.toContain(secret)
      }
      // Nor is it in the database.
      const rows = await t().db.query('select * from vendors')
      expect(JSON.stringify(rows)).not.toContain(VARIABLE_SECRET)
      expect(JSON.stringify(rows)).not.toContain(FILE_SECRET)
      writeFileSync(secretsFile, '{}')
      expect(await listed(admin, fileCode)).toMatchObject({ secretConfigured: false })
      // One held in the server's memory (the development vendor's) counts too.
      const held = { ...t().app.ctx, heldVendorSecrets: { [fileCode]: 'held-in-memory' } }
      expect((await vendorsForAdmin(held)).find((v) => v.code === fileCode)).toMatchObject({
        secretConfigured: true,
      })
      // A file that is no longer JSON: the vendors are still listed, without a secret.
      writeFileSync(secretsFile, '{ not json')
      expect(await listed(admin, fileCode)).toMatchObject({ secretConfigured: false })
      writeFileSync(secretsFile, '{}')
    })

    it('refuses half the endpoints, bad qualification values, insecure addresses and a malformed code', async () => {
      const admin = await signedInStaff(t(), { role: 'admin', vendorCode: null })
      const code = uniqueVendorCode()
      const reasonOf = async (body: Fields) => {
        const answer = await save(admin, body)
        return [answer.code, answer.data?.reason]
      }
      expect(
        await reasonOf({ ...minimal(code), authorizationEndpoint: 'https://a.example.com/auth' }),
      ).toEqual([441, 'vendorEndpoints'])
      expect(
        await reasonOf({ ...minimal(code), tokenEndpoint: 'https://a.example.com/t' }),
      ).toEqual([441, 'vendorEndpoints'])
      for (const values of ['not json', '{"a": 1}', '[null]', '[[1]]', '"true"']) {
        expect(await reasonOf({ ...minimal(code), qualificationValues: values }), values).toEqual([
          441,
          'qualificationValuesInvalid',
        ])
      }
      // A claim checked against no value would refuse every developer.
      expect(await reasonOf({ ...minimal(code), qualificationClaim: 'qualified' })).toEqual([
        441,
        'qualificationValuesInvalid',
      ])
      // http is for this machine only.
      for (const issuer of [
        'http://auth.example.com',
        'https://user:pw@auth.example.com',
        'https://auth.example.com/#x',
      ]) {
        expect(await reasonOf({ ...minimal(code), issuer }), issuer).toEqual([441, 'vendorAddress'])
      }
      expect(await reasonOf({ ...minimal(code), userinfoEndpoint: 'http://10.0.0.1/me' })).toEqual([
        441,
        'vendorAddress',
      ])
      // Not an address at all: the contract's pattern refuses it first.
      expect((await save(admin, { ...minimal(code), issuer: 'not an address' })).code).toBe(441)
      for (const bad of ['A-upper', 'x', '1digit', 'way-too-long-a-vendor-code-for-the-portal']) {
        expect((await save(admin, minimal(bad))).code, bad).toBe(441)
      }
      expect((await save(admin, { code, nameZh: '名' })).code).toBe(440)
      expect(await t().db.query('select 1 from vendors where code = $1', [code])).toHaveLength(0)

      // On this machine outside production, http works (the development vendor, a test's provider).
      const loopback = await save(admin, { ...minimal(code), issuer: 'http://127.0.0.1:3011' })
      expect(loopback.code).toBe(0)
      // In production it does not.
      const production = { ...t().app.ctx, settings: { ...t().settings, production: true } }
      await expect(
        saveVendor(production, null, code, { issuer: 'http://127.0.0.1:3011' }, 'change'),
      ).rejects.toMatchObject({ code: 441, reason: 'vendorAddress' })
      await expect(
        saveVendor(production, null, code, { issuer: 'https://ok.example.com' }, 'change'),
      ).resolves.toBeDefined()
    })

    it('leaves the development vendor to the server (441 developmentVendor)', async () => {
      const admin = await signedInStaff(t(), { role: 'admin', vendorCode: null })
      const code = uniqueVendorCode('dev')
      await insertVendor(
        t().db,
        code,
        { ...minimalFields(code), issuer: 'http://127.0.0.1:3011', development: true },
        t().clock.now(),
      )
      const refused = await save(admin, minimal(code))
      expect(refused.code).toBe(441)
      expect(refused.data.reason).toBe('developmentVendor')
      expect(await listed(admin, code)).toMatchObject({
        development: true,
        issuer: 'http://127.0.0.1:3011',
      })
      for (const argv of [
        ['vendor', 'set', code, '--name-en', 'Mine'],
        ['vendor', 'disable', code],
      ]) {
        await expect(runAdminCommand(t().app.ctx, argv)).rejects.toThrow(/development vendor/)
      }
    })

    it('opens the vendors’ settings to the alliance’s admins only (21004)', async () => {
      const vendor = await addVendor(t())
      const members = [
        await signedInStaff(t(), { role: 'reviewer', vendorCode: null }),
        await signedInStaff(t(), { role: 'admin', vendorCode: vendor }),
        await signedInStaff(t(), { role: 'reviewer', vendorCode: vendor }),
      ]
      for (const member of members) {
        expect((await t().call('staffVendors', { staffToken: member.token })).code).toBe(21004)
        expect((await save(member, minimal(vendor))).code).toBe(21004)
      }
    })
  },
  settings,
)

function minimalFields(code: string) {
  return {
    nameZh: `厂商 ${code}`,
    nameEn: `Vendor ${code}`,
    issuer: `https://${code}.example.com`,
    clientId: `portal-${code}`,
  }
}
