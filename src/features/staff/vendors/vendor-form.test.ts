import { describe, expect, it } from 'vitest'
import {
  devVendorFixture,
  eastVendorFixture,
  northVendorFixture,
} from '../../../../mocks/staff-vendor-fixtures'
import {
  bytesToKb,
  commaList,
  formValuesOf,
  kbToBytes,
  saveRequestOf,
  vendorSchema,
  type VendorFormInput,
} from './vendor-form'

const parse = (values: VendorFormInput, editing = false) => vendorSchema(editing).safeParse(values)
const issuesOf = (values: VendorFormInput, editing = false) => {
  const result = parse(values, editing)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue]))
}

describe('the vendor form', () => {
  it('sends a vendor found by discovery as it is, values of text, its package limit', () => {
    const values = vendorSchema(true).parse(formValuesOf(northVendorFixture))
    expect(values.packageKb).toBe('400')
    expect(values.qualificationKind).toBe('text')
    expect(saveRequestOf(values, northVendorFixture)).toEqual({
      code: 'north',
      nameZh: '北辰手机',
      nameEn: 'North Phones',
      issuer: 'https://auth.north.example.com',
      clientId: 'alliance-portal',
      scopes: 'openid profile developer',
      developerIdClaim: 'developer_id',
      developerNameClaim: 'name',
      qualificationClaim: 'developer_status',
      qualificationValues: '["verified"]',
      packageMaxBytes: 409600,
      enabled: true,
    })
  })

  it('sends explicit endpoints, a yes/no qualification read elsewhere, image limits, disabled', () => {
    const values = vendorSchema(true).parse(formValuesOf(eastVendorFixture))
    expect(values.qualificationKind).toBe('boolean')
    expect(saveRequestOf(values, eastVendorFixture)).toEqual({
      code: 'east',
      nameZh: '东方终端',
      nameEn: 'East Devices',
      issuer: 'https://auth.east.example.com',
      authorizationEndpoint: 'https://open.east.example.com/oauth/authorize',
      tokenEndpoint: 'https://open.east.example.com/oauth/token',
      userinfoEndpoint: 'https://open.east.example.com/oauth/userinfo',
      clientId: 'alliance-portal',
      scopes: 'openid profile',
      developerIdClaim: 'sub',
      developerNameClaim: 'name',
      qualificationEndpoint: 'https://open.east.example.com/developer/qualification',
      qualificationClaim: 'qualified',
      qualificationValues: '[true]',
      iconMaxBytes: 524288,
      screenshotMaxBytes: 1048576,
      enabled: false,
    })
  })

  it('starts a new vendor with the contract’s defaults shown, and leaves empty ones out', () => {
    const start = formValuesOf(undefined)
    expect(start).toMatchObject({
      scopes: 'openid profile',
      developerIdClaim: 'sub',
      developerNameClaim: 'name',
      qualificationClaim: '',
      enabled: 'true',
    })
    const values = vendorSchema(false).parse({
      ...start,
      vendorCode: ' west ',
      vendorNameZh: '西岭通讯',
      vendorNameEn: 'West Comms',
      issuer: 'https://id.west.example.com',
      clientId: 'portal',
      scopes: '',
      qualificationText: 'ignored without a claim',
    })
    expect(saveRequestOf(values, undefined)).toEqual({
      code: 'west',
      nameZh: '西岭通讯',
      nameEn: 'West Comms',
      issuer: 'https://id.west.example.com',
      clientId: 'portal',
      developerIdClaim: 'sub',
      developerNameClaim: 'name',
      enabled: true,
    })
  })

  it('sends text and numbers as JSON arrays of their kind', () => {
    const base = { ...formValuesOf(northVendorFixture), qualificationClaim: 'level' }
    const text = vendorSchema(true).parse({ ...base, qualificationText: 'gold， silver ,, ' })
    expect(saveRequestOf(text, northVendorFixture).qualificationValues).toBe('["gold","silver"]')
    const numbers = vendorSchema(true).parse({
      ...base,
      qualificationKind: 'number',
      qualificationText: '1, 2.5',
    })
    expect(saveRequestOf(numbers, northVendorFixture).qualificationValues).toBe('[1,2.5]')
    const no = vendorSchema(true).parse({
      ...base,
      qualificationKind: 'boolean',
      qualificationBoolean: 'false',
    })
    expect(saveRequestOf(no, northVendorFixture).qualificationValues).toBe('[false]')
  })

  it('opens the development vendor’s yes/no values and bytes as the form shows them', () => {
    expect(formValuesOf(devVendorFixture)).toMatchObject({
      qualificationKind: 'boolean',
      qualificationBoolean: 'true',
      packageKb: '',
    })
    expect(formValuesOf({ ...devVendorFixture, qualificationValues: [1, 2] })).toMatchObject({
      qualificationKind: 'number',
      qualificationText: '1, 2',
    })
    expect(bytesToKb(1000)).toBe('0.977')
    expect(kbToBytes('0.977')).toBe(1000)
    expect(commaList(' a ,b，,c ')).toEqual(['a', 'b', 'c'])
  })

  it('refuses one endpoint without the other, on the missing one', () => {
    const values = { ...formValuesOf(northVendorFixture), tokenEndpoint: 'https://t.example.com' }
    const issues = issuesOf(values, true)
    expect(issues.authorizationEndpoint?.message).toBe('validation.endpointsBoth')
    expect(issues.tokenEndpoint).toBeUndefined()
  })

  it('refuses a bad code, a missing value, words for numbers and a limit that is no number', () => {
    const base = formValuesOf(northVendorFixture)
    const issues = issuesOf({
      ...base,
      vendorCode: 'North!',
      qualificationKind: 'number',
      qualificationText: 'one',
      packageKb: '-3',
      iconKb: '0',
      issuer: 'ftp://x',
    })
    expect(Object.keys(issues).sort()).toEqual([
      'iconKb',
      'issuer',
      'packageKb',
      'qualificationText',
      'vendorCode',
    ])
    expect(issues.qualificationText?.message).toBe('validation.qualificationNumbers')
    expect(
      issuesOf({ ...base, qualificationKind: 'text', qualificationText: ' , ' }, true)
        .qualificationText?.message,
    ).toBe('validation.qualificationText')
    // The code of a vendor being edited is not checked: it is not a field.
    expect(parse({ ...base, vendorCode: 'North!' }, true).success).toBe(true)
  })
})
