import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { RegisterBody, UpdateContactInfoBody } from '@generated/zod/account/account.zod'
import { AccountLoginBody } from '@generated/zod/login/login.zod'
import { UpdateLegalPersonInfoBody } from '@generated/zod/change-record/change-record.zod'
import { validNumbers } from '../../../mocks/fixtures'
import '@/lib/i18n/account-area-messages'
import { i18n } from '@/lib/i18n/i18n'
import {
  creditCode,
  emptyOr,
  formResolver,
  idNumberMatchesType,
  idNumberMismatch,
  trimmed,
  validationMessage,
} from './validation'

// The contract's rules themselves are generated; these tests pin what the forms rely on: the
// generated fields accept and refuse what the screens say they do, and every issue gets a message
// that both languages have.

const ok = (rule: { safeParse: (v: unknown) => { success: boolean } }, value: string) =>
  rule.safeParse(value).success

const [individual, company] = UpdateLegalPersonInfoBody.def.options
const contact = UpdateContactInfoBody.shape

describe('the generated fields', () => {
  it.each(['Abcdefg1', 'Abcdefghijklmno1'])(
    'password: accepts %s (8 and 16 characters)',
    (value) => {
      expect(ok(RegisterBody.shape.password, value)).toBe(true)
    },
  )
  it.each([
    ['Abcdef1', 'seven characters'],
    ['Abcdefghijklmnop1', 'seventeen characters'],
    ['abcdefg1', 'no upper-case letter'],
    ['ABCDEFG1', 'no lower-case letter'],
    ['Abcdefgh', 'no digit'],
  ])('password: refuses %s (%s)', (value) => {
    expect(ok(RegisterBody.shape.password, value)).toBe(false)
  })

  it('phone: accepts exactly 11 digits', () => expect(ok(contact.phone, '13800138000')).toBe(true))
  it.each(['1380013800', '138001380000', '1380013800a', ''])('phone: refuses %j', (value) => {
    expect(ok(contact.phone, value)).toBe(false)
  })

  it('code: accepts exactly 6 digits', () => expect(ok(contact.smsCode, '012345')).toBe(true))
  it.each(['12345', '1234567', '12345a', ''])('code: refuses %j', (value) => {
    expect(ok(contact.smsCode, value)).toBe(false)
  })

  it.each(['abcde', 'a_b-c', 'A1234567890123456789'])(
    'WeChat id: accepts %j (5 to 20)',
    (value) => {
      expect(ok(contact.wechat, value)).toBe(true)
    },
  )
  it.each(['abcd', 'A12345678901234567890', 'abc de', 'abc.de'])(
    'WeChat id: refuses %j',
    (value) => {
      expect(ok(contact.wechat, value)).toBe(false)
    },
  )

  it.each(['Alice', '张三', 'Li雷'])('name: accepts %j', (value) => {
    expect(ok(individual.shape.name, value)).toBe(true)
  })
  it.each(['', 'Alice Smith', 'O’Neil', 'Zhang3', '张三!'])('name: refuses %j', (value) => {
    expect(ok(individual.shape.name, value)).toBe(false)
  })
})

describe('form helpers', () => {
  it('trimmed: checks and gives the value without surrounding spaces', () => {
    const name = trimmed(company.shape.companyName)
    expect(name.safeParse('  示例科技 ')).toEqual({ success: true, data: '示例科技' })
    expect(ok(name, '  示 ')).toBe(false)
  })

  it('emptyOr: accepts an empty value, otherwise the rule', () => {
    const wechat = emptyOr(contact.wechat)
    expect(ok(wechat, '')).toBe(true)
    expect(ok(wechat, 'abcde')).toBe(true)
    expect(ok(wechat, 'abc')).toBe(false)
  })

  it('creditCode: the contract shape and the check character (rules/)', () => {
    const rule = creditCode(company.shape.creditCode)
    expect(ok(rule, ` ${validNumbers.creditCode} `)).toBe(true)
    const last = validNumbers.creditCode.at(-1) === '0' ? '1' : '0'
    expect(ok(rule, validNumbers.creditCode.slice(0, 17) + last)).toBe(false)
  })
})

/** The errors a form's resolver gives, as field → message key. */
async function messages(schema: z.ZodMiniObject, values: Record<string, string>) {
  const options = { fields: {}, shouldUseNativeValidation: false }
  const { errors } = await formResolver(schema)(values, undefined, options)
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))
}

describe('formResolver', () => {
  it('names each field’s message, "required" for a field that only has to be filled in', async () => {
    const login = z.object({
      password: AccountLoginBody.shape.password,
      reason: individual.shape.reason,
      newEmail: RegisterBody.shape.email,
      legalPersonName: company.shape.legalPersonName,
      idType: individual.shape.idType,
    })
    const values = { password: '', reason: '', newEmail: '', legalPersonName: '', idType: '' }
    expect(await messages(login, values)).toEqual({
      password: 'validation.required',
      reason: 'validation.required',
      newEmail: 'validation.email',
      legalPersonName: 'validation.name',
      idType: 'validation.idType',
    })
    const register = z.object({
      password: RegisterBody.shape.password,
      reason: individual.shape.reason,
    })
    expect(await messages(register, { password: '', reason: 'x'.repeat(501) })).toEqual({
      password: 'validation.password',
      reason: 'validation.reason',
    })
  })

  it('keeps the message of a check that has its own (the resident ID)', async () => {
    const schema = z
      .object({ idType: individual.shape.idType, idNumber: individual.shape.idNumber })
      .check(z.refine(idNumberMatchesType, idNumberMismatch))
    const wrongCheckDigit =
      validNumbers.residentId.slice(0, 17) + (validNumbers.residentId.endsWith('0') ? '1' : '0')
    expect(await messages(schema, { idType: 'RESIDENT_ID', idNumber: wrongCheckDigit })).toEqual({
      idNumber: 'validation.residentId',
    })
  })

  it('gives every field of the forms a message both languages have', () => {
    const fields = [
      'email',
      'newEmail',
      'password',
      'oldPassword',
      'phone',
      'smsCode',
      'emailCode',
      'oldEmailCode',
      'newEmailCode',
      'wechat',
      'name',
      'contactName',
      'legalPersonName',
      'idType',
      'idNumber',
      'companyName',
      'creditCode',
      'reason',
      'captchaAnswer',
      'developerType',
    ]
    const issues = fields.flatMap((field): z.core.$ZodRawIssue[] => [
      { code: 'invalid_format', format: 'regex', path: [field], input: 'x' },
      { code: 'too_small', origin: 'string', minimum: 1, path: [field], input: '' },
    ])
    for (const issue of issues) {
      const key = validationMessage(issue)
      for (const language of ['zh-CN', 'en']) {
        expect(typeof i18n.lookup(language, key), `${String(issue.path)} → ${key}`).toBe('string')
      }
    }
  })
})
