// The play functions of the two legal-person stories files (one per route and developer type):
// the same states, each checked for its own type.
import type { StoryContext } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ResultCode } from '@generated/error-catalogue'
import type { DeveloperType } from '@generated/model'
import { failure } from '../../../mocks/envelopes'
import { accountFixture, companyIdentity, individualIdentity } from '../../../mocks/fixtures'
import { idTypesHandler } from '../../../mocks/account-handlers'
import { answer, answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import {
  expectedBody,
  fillIdentity,
  filedLegalPerson,
  identityFormShown,
  identityInputs,
} from './identity-story-helpers'
import { expectFieldError, expectToast } from '@mocks/story-helpers'
import { failureText, retype } from './story-helpers'
import { Code } from '@generated/error-catalogue'

type Play = (context: Pick<StoryContext, 'canvasElement'>) => Promise<void>

/** The handlers of a legal-person page for an account of `type`, filing `filed`. */
export function legalPersonHandlers(type: DeveloperType) {
  return {
    session: [answerData('queryAccountInfo', accountFixture('complete', type))],
    idTypes: [idTypesHandler],
    api: [answerData('updateLegalPersonInfo', filedLegalPerson)],
  }
}

/** Parameters of a story where updateLegalPersonInfo answers `code`. */
export const fileFails = (code: ResultCode) => ({
  msw: { handlers: { api: [answerFailure('updateLegalPersonInfo', code)] } },
})

export const pendingParameters = {
  msw: { handlers: { api: [answerNever('updateLegalPersonInfo')] } },
}

async function fileChange(canvasElement: HTMLElement, type: DeveloperType) {
  const canvas = within(canvasElement)
  await fillIdentity(canvas, type)
  await waitFor(() => expect(lastParams('updateLegalPersonInfo')).toEqual(expectedBody(type)))
  return canvas
}

export const plays = {
  loading:
    (): Play =>
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent('正在加载账号…')
    },

  profileIncomplete:
    (): Play =>
    async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await expect(await canvas.findByText('Navigated to /account/accpuntIntercept')).toBeVisible()
    },

  /** The current identity, masked, above the form prefilled from it (but the ID number). */
  prefilled:
    (type: DeveloperType, title: string): Play =>
    async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await identityFormShown(canvas)
      const current = canvas.getByRole('region', { name: '当前信息' })
      await expect(current).toHaveTextContent(individualIdentity.idNumberMasked)
      await expect(current).toHaveTextContent('居民身份证')
      const inputs = identityInputs(canvas)
      if (type === 'individual') {
        await expect(current).toHaveTextContent(individualIdentity.name)
        await expect(inputs.name()).toHaveValue(individualIdentity.name)
        await expect(canvas.queryByRole('textbox', { name: '公司名称' })).not.toBeInTheDocument()
      } else {
        await expect(current).toHaveTextContent(companyIdentity.companyName)
        await expect(current).toHaveTextContent(companyIdentity.creditCode)
        await expect(inputs.companyName()).toHaveValue(companyIdentity.companyName)
        await expect(inputs.creditCode()).toHaveValue(companyIdentity.creditCode)
        await expect(inputs.legalPersonName()).toHaveValue(companyIdentity.legalPersonName)
      }
      await expect(inputs.idType()).toHaveValue('RESIDENT_ID')
      // Only known masked: typed again.
      await expect(inputs.idNumber()).toHaveValue('')
      await expect(inputs.reason()).toHaveValue('')
    },

  /** An account of the other type: this page says which page is its own. */
  otherType:
    (linkName: string, href: string): Play =>
    async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      const link = await canvas.findByRole('link', { name: linkName })
      await expect(link).toHaveAttribute('href', href)
      await expect(canvas.getByRole('status')).toContainElement(link)
      await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument()
    },

  invalid:
    (type: DeveloperType): Play =>
    async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await identityFormShown(canvas)
      const inputs = identityInputs(canvas)
      if (type === 'individual') {
        await userEvent.clear(inputs.name())
      } else {
        await userEvent.clear(inputs.companyName())
        await retype(inputs.creditCode(), '91350100M000100Y44')
      }
      await userEvent.type(inputs.idNumber(), '11010519491231002Y')
      await userEvent.click(canvas.getByRole('button', { name: '提交审核' }))
      if (type === 'individual') {
        await expectFieldError(inputs.name(), '姓名只能包含中文或英文字母')
      } else {
        await expectFieldError(inputs.companyName(), '请输入 2 到 100 个字的公司名称')
        await expectFieldError(inputs.creditCode(), '请输入正确的 18 位统一社会信用代码')
      }
      await expectFieldError(inputs.idNumber(), '请输入正确的 18 位居民身份证号码')
      await expectFieldError(inputs.reason(), '此项为必填项')
      await expect(requestsTo('updateLegalPersonInfo')).toHaveLength(0)
    },

  pending:
    (type: DeveloperType): Play =>
    async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      const button = await canvas.findByRole('button', { name: '提交审核' })
      await fileChange(canvasElement, type)
      await waitFor(() => expect(button).toBeDisabled())
    },

  /** Filed: the record's page is one link away; nothing changed yet. */
  filed:
    (type: DeveloperType): Play =>
    async ({ canvasElement }) => {
      const canvas = await fileChange(canvasElement, type)
      const state = await canvas.findByRole('status')
      await expect(state).toHaveTextContent('已提交审核')
      await expect(state).toHaveTextContent('审核通过前账号信息保持不变')
      await waitFor(() => expect(state).toHaveFocus())
      await expect(within(state).getByRole('link', { name: '查看这条变更记录' })).toHaveAttribute(
        'href',
        `/account/record/info?id=${filedLegalPerson.id}`,
      )
    },

  alreadyReviewing:
    (type: DeveloperType): Play =>
    async ({ canvasElement }) => {
      const canvas = await fileChange(canvasElement, type)
      const alert = await canvas.findByRole('alert')
      await expect(alert).toHaveTextContent(
        failureText('updateLegalPersonInfo', Code.editAccountFailed),
      )
      await expect(within(alert).getByRole('link', { name: '查看变更记录' })).toHaveAttribute(
        'href',
        '/account/record',
      )
    },

  /** 441 developerTypeMismatch: said, and the account read again. */
  typeMismatch:
    (type: DeveloperType): Play =>
    async ({ canvasElement }) => {
      const canvas = await fileChange(canvasElement, type)
      await expect(await canvas.findByRole('alert')).toHaveTextContent('提交的开发者类型与账号不符')
      await waitFor(() => expect(requestsTo('queryAccountInfo').length).toBeGreaterThan(1))
    },

  incompleteOnFile:
    (type: DeveloperType): Play =>
    async ({ canvasElement }) => {
      const canvas = await fileChange(canvasElement, type)
      await expect(await canvas.findByText('Navigated to /account/accpuntIntercept')).toBeVisible()
    },

  /** English: the page, and a refusal in the server's English text. */
  english:
    (type: DeveloperType, title: string): Play =>
    async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(await canvas.findByRole('region', { name: 'Current details' })).toBeVisible()
      const idNumber = type === 'company' ? "Legal person's ID number" : 'ID number'
      await userEvent.type(
        await canvas.findByRole('textbox', { name: idNumber }),
        '11010519491231002X',
      )
      await userEvent.type(canvas.getByRole('textbox', { name: 'Reason for the change' }), 'Moved')
      await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }))
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'An application of this kind is already under review',
      )
    },

  toast:
    (type: DeveloperType, code: ResultCode): Play =>
    async ({ canvasElement }) => {
      await fileChange(canvasElement, type)
      await expectToast(failureText('updateLegalPersonInfo', code))
    },
}

/** English: the page and a refusal in the other language. */
export const englishParameters = {
  msw: {
    handlers: {
      api: [
        answer(
          'updateLegalPersonInfo',
          failure(Code.editAccountFailed, 'updateLegalPersonInfo', 'en'),
        ),
      ],
    },
  },
}
