import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { accountFixture } from '@mocks/fixtures'
import { answerData, answerFailure, answerNever } from '@mocks/handlers'
import { CurrentUser } from './current-user'
import { Code } from '@generated/error-catalogue'

const meta = {
  title: 'Session/CurrentUser',
  component: CurrentUser,
  globals: { locale: 'en' },
} satisfies Meta<typeof CurrentUser>

export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {
  parameters: {
    msw: { handlers: [answerData('queryAccountInfo', accountFixture('complete', 'company'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('dev@example.com')).toBeVisible()
    await expect(canvas.getByText(/Signed in as/)).toBeVisible()
  },
}

export const SignedOut: Story = {
  parameters: {
    msw: {
      handlers: [answerFailure('queryAccountInfo', Code.sessionInvalid)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Not signed in')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/account/login',
    )
  },
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [answerNever('queryAccountInfo')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your account')
    await expect(canvas.queryByText(/Signed in as/)).not.toBeInTheDocument()
  },
}

export const RequestFailed: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/p/account/queryAccountInfo', () => HttpResponse.error())],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your account could not be loaded.',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/p/account/queryAccountInfo', () =>
          HttpResponse.json({ code: 500, msg: '服务器错误', data: null }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('服务器错误')
  },
}

export const SignedInChinese: Story = {
  globals: { locale: 'zh-CN' },
  parameters: {
    msw: { handlers: [answerData('queryAccountInfo', accountFixture('complete', 'company'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('dev@example.com')).toBeVisible()
    await expect(canvas.getByText(/当前账号/)).toBeVisible()
  },
}
