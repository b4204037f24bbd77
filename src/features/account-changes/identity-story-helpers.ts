// What the stories of the three identity changes (legal person, company, developer type) share:
// the fields of either type, filling them, and the body the screen must send. zh-CN texts.
import { expect, userEvent, waitFor } from 'storybook/test'
import type { DeveloperType } from '@generated/model'
import { summaryOf, recordFixture, validNumbers } from '../../../mocks/fixtures'
import { type Canvas, retype } from './story-helpers'

export const REASON = '法定代表人已变更'

/** The new identity the stories type, per developer type. */
export const newIdentity = {
  individual: { name: '李雷', idType: 'RESIDENT_ID', idNumber: validNumbers.residentId },
  company: {
    companyName: '新示例科技有限公司',
    creditCode: validNumbers.creditCode,
    legalPersonName: '李雷',
    idType: 'PASSPORT',
    idNumber: 'E12345678',
  },
} as const

/** The record a filed change answers with (id 12 for legalPerson, 15 for accountInfo). */
export const filedLegalPerson = summaryOf(recordFixture('legalPerson', 'reviewing'))
export const filedAccountInfo = summaryOf(recordFixture('accountInfo', 'reviewing'))

export const identityInputs = (canvas: Canvas) => ({
  name: () => canvas.getByRole('textbox', { name: '真实姓名' }),
  companyName: () => canvas.getByRole('textbox', { name: '公司名称' }),
  creditCode: () => canvas.getByRole('textbox', { name: '统一社会信用代码' }),
  legalPersonName: () => canvas.getByRole('textbox', { name: '法定代表人姓名' }),
  idType: () => canvas.getByRole('combobox', { name: /证件类型$/ }),
  idNumber: () => canvas.getByRole('textbox', { name: /证件号码$/ }),
  reason: () => canvas.getByRole('textbox', { name: '申请原因' }),
})

/** The form is there with its ID types loaded. */
export async function identityFormShown(canvas: Canvas) {
  const select = await canvas.findByRole('combobox', { name: /证件类型$/ })
  await waitFor(() => expect(select.querySelectorAll('option').length).toBeGreaterThan(1))
}

/** Type the new identity of `type` and a reason (replacing what was prefilled), then submit. */
export async function fillIdentity(canvas: Canvas, type: DeveloperType, submitLabel = '提交审核') {
  await identityFormShown(canvas)
  const inputs = identityInputs(canvas)
  if (type === 'individual') {
    await retype(inputs.name(), newIdentity.individual.name)
  } else {
    await retype(inputs.companyName(), newIdentity.company.companyName)
    await retype(inputs.creditCode(), newIdentity.company.creditCode)
    await retype(inputs.legalPersonName(), newIdentity.company.legalPersonName)
  }
  await userEvent.selectOptions(inputs.idType(), newIdentity[type].idType)
  await retype(inputs.idNumber(), newIdentity[type].idNumber)
  await retype(inputs.reason(), REASON)
  await userEvent.click(canvas.getByRole('button', { name: submitLabel }))
}

/** What the screen must send: exactly the fields of `type`, its developer type and the reason. */
export const expectedBody = (type: DeveloperType) => ({
  developerType: type,
  ...newIdentity[type],
  reason: REASON,
})
