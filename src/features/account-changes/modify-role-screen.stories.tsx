import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ResultCode } from '@generated/error-catalogue'
import type { DeveloperType } from '@generated/model'
import { idTypesHandler } from '../../../mocks/account-handlers'
import { failure } from '../../../mocks/envelopes'
import { accountFixture, companyIdentity, individualIdentity } from '../../../mocks/fixtures'
import { answer, answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import {
  expectedBody,
  filedAccountInfo,
  fillIdentity,
  identityFormShown,
  identityInputs,
} from './identity-story-helpers'
import { ModifyRoleScreen } from './modify-role-screen'
import { expectToast } from '@mocks/story-helpers'
import { type Canvas, failureText } from './story-helpers'
import { Code } from '@generated/error-catalogue'

const PATH = '/account/personal/modifyRole'

const signedInAs = (type: DeveloperType) => ({
  session: [answerData('queryAccountInfo', accountFixture('complete', type))],
})

/** File the change to `target` and check what was sent. */
async function fileChange(canvas: Canvas, target: DeveloperType) {
  await fillIdentity(canvas, target)
  await waitFor(() => expect(lastParams('updateAccountInfo')).toEqual(expectedBody(target)))
}

/** Parameters of a story where updateAccountInfo answers `code`. */
const fileFails = (code: ResultCode) => ({
  msw: { handlers: { api: [answerFailure('updateAccountInfo', code)] } },
})

const meta = {
  title: 'Account changes/ModifyRole',
  component: ModifyRoleScreen,
  parameters: {
    router: { path: PATH, initialEntries: [PATH] },
    // Named groups: a story replaces `session`, `idTypes` or `api`.
    msw: {
      handlers: {
        ...signedInAs('individual'),
        idTypes: [idTypesHandler],
        api: [answerData('updateAccountInfo', filedAccountInfo)],
      },
    },
  },
} satisfies Meta<typeof ModifyRoleScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { msw: { handlers: { session: [answerNever('queryAccountInfo')] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('正在加载账号…')
  },
}

export const ProfileIncomplete: Story = {
  parameters: {
    msw: { handlers: { session: [answerData('queryAccountInfo', accountFixture('incomplete'))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Navigated to /account/accpuntIntercept')).toBeVisible()
  },
}

/** An individual applies to become a company: the company's fields, the person as legal person. */
export const IndividualToCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '修改开发者类型' })).toBeVisible()
    await identityFormShown(canvas)
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      '你现在是个人开发者，可以申请转为企业开发者',
    )
    await expect(canvas.getByText(/开发者类型只在审核通过后才会改变/)).toBeVisible()
    const current = canvas.getByRole('region', { name: '当前信息' })
    await expect(current).toHaveTextContent(individualIdentity.name)
    const inputs = identityInputs(canvas)
    await expect(inputs.companyName()).toHaveValue('')
    await expect(inputs.creditCode()).toHaveValue('')
    await expect(inputs.legalPersonName()).toHaveValue(individualIdentity.name)
    await expect(inputs.idType()).toHaveValue(individualIdentity.idType)
    await expect(inputs.idNumber()).toHaveValue('')
    await expect(canvas.queryByRole('textbox', { name: '真实姓名' })).not.toBeInTheDocument()
  },
}

export const CompanyToIndividual: Story = {
  parameters: { msw: { handlers: signedInAs('company') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await identityFormShown(canvas)
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      '你现在是企业开发者，可以申请转为个人开发者',
    )
    await expect(canvas.getByRole('region', { name: '当前信息' })).toHaveTextContent(
      companyIdentity.companyName,
    )
    await expect(identityInputs(canvas).name()).toHaveValue(companyIdentity.legalPersonName)
    await expect(canvas.queryByRole('textbox', { name: '公司名称' })).not.toBeInTheDocument()
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await identityFormShown(canvas)
    await userEvent.click(canvas.getByRole('button', { name: '提交审核' }))
    const inputs = identityInputs(canvas)
    await waitFor(() => expect(inputs.companyName()).toHaveAttribute('aria-invalid', 'true'))
    await expect(inputs.creditCode()).toHaveAttribute('aria-invalid', 'true')
    await expect(inputs.idNumber()).toHaveAttribute('aria-invalid', 'true')
    await expect(inputs.reason()).toHaveAttribute('aria-invalid', 'true')
    await expect(inputs.companyName()).toHaveFocus()
    await expect(requestsTo('updateAccountInfo')).toHaveLength(0)
  },
}

export const Pending: Story = {
  parameters: { msw: { handlers: { api: [answerNever('updateAccountInfo')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const button = await canvas.findByRole('button', { name: '提交审核' })
    await fileChange(canvas, 'company')
    await waitFor(() => expect(button).toBeDisabled())
  },
}

export const FiledToCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fileChange(canvas, 'company')
    const state = await waitFor(() => {
      const filed = canvas
        .getAllByRole('status')
        .find((el) => el.textContent?.includes('已提交审核'))
      if (!filed) throw new Error('not filed yet')
      return filed
    })
    await expect(state).toHaveTextContent('审核通过后账号转为企业开发者；在此之前仍是个人开发者')
    await expect(within(state).getByRole('link', { name: '查看这条变更记录' })).toHaveAttribute(
      'href',
      `/account/record/info?id=${filedAccountInfo.id}`,
    )
  },
}

export const FiledToIndividual: Story = {
  parameters: { msw: { handlers: signedInAs('company') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fileChange(canvas, 'individual')
    await expect(await canvas.findByText(/审核通过后账号转为个人开发者/)).toBeVisible()
  },
}

export const AlreadyReviewing: Story = {
  parameters: fileFails(Code.editAccountFailed),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fileChange(canvas, 'company')
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(failureText('updateAccountInfo', Code.editAccountFailed))
    await expect(within(alert).getByRole('link', { name: '查看变更记录' })).toHaveAttribute(
      'href',
      '/account/record',
    )
  },
}

export const SameDeveloperType: Story = {
  parameters: fileFails(Code.invalidParameter),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fileChange(canvas, 'company')
    await expect(await canvas.findByRole('alert')).toHaveTextContent('新的开发者类型与当前相同')
    // The account is read again: the page then offers the type it no longer has.
    await waitFor(() => expect(requestsTo('queryAccountInfo').length).toBeGreaterThan(1))
  },
}

export const FileProfileIncomplete: Story = {
  parameters: fileFails(Code.accountIncomplete),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fileChange(canvas, 'company')
    await expect(await canvas.findByText('Navigated to /account/accpuntIntercept')).toBeVisible()
  },
}

export const MissingParameter: Story = {
  parameters: fileFails(Code.missingParameter),
  play: async ({ canvasElement }) => {
    await fileChange(within(canvasElement), 'company')
    await expectToast(failureText('updateAccountInfo', Code.missingParameter))
  },
}

export const SessionEnded: Story = {
  parameters: fileFails(Code.sessionInvalid),
  play: async ({ canvasElement }) => {
    await fileChange(within(canvasElement), 'company')
    await expectToast(failureText('updateAccountInfo', Code.sessionInvalid))
  },
}

/** At 320 px: the whole form fits, nothing scrolls sideways, and it can be filed. */
export const Phone: Story = {
  parameters: { layout: 'fullscreen', testViewport: { width: 320, height: 720 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await identityFormShown(canvas)
    await expect(window.innerWidth).toBe(320)
    const root = document.documentElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    // Full-width buttons on a phone.
    const submit = canvas.getByRole('button', { name: '提交审核' })
    await expect(submit.getBoundingClientRect().width).toBeGreaterThan(240)
    await fileChange(canvas, 'company')
    await expect(await canvas.findByText(/审核通过后账号转为企业开发者/)).toBeVisible()
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: {
        api: [
          answer('updateAccountInfo', failure(Code.editAccountFailed, 'updateAccountInfo', 'en')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Change developer type' }),
    ).toBeVisible()
    await expect(
      await canvas.findByText(
        'Current type: Individual developer. You can apply to change it to Company developer.',
      ),
    ).toBeVisible()
    await expect(await canvas.findByRole('textbox', { name: 'Company name' })).toHaveValue('')
  },
}
