import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  expectHeading,
  expectLoading,
  expectNoHorizontalOverflow,
  pageRoute,
  stillLoading,
} from '@/components/content/story-support'
import { sessionHandler } from '@mocks/account-handlers'
import { accountFixture } from '@mocks/fixtures'
import { answerFailure } from '@mocks/handlers'
import { HomeScreen } from './home-screen'
import { Code } from '@generated/error-catalogue'

const meta = {
  title: 'Home/HomeScreen',
  component: HomeScreen,
  parameters: {
    ...pageRoute('/'),
    msw: { handlers: { session: [answerFailure('queryAccountInfo', Code.sessionInvalid)] } },
  },
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '开发快应用，一点即达亿万用户')
    await expect(canvas.getByRole('link', { name: '注册开发者账号' })).toHaveAttribute(
      'href',
      '/account/register',
    )
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/account/login',
    )
    await expect(canvas.getByRole('link', { name: '阅读文档' })).toHaveAttribute(
      'href',
      '/document',
    )
    const award = within(canvas.getByRole('region', { name: /第四届快应用创新大赛/ }))
    await expect(award.getByText('报名中')).toBeVisible()
    await expect(canvas.getByRole('region', { name: '2026 快应用开发者大会' })).toBeVisible()
    const sections = within(canvas.getByRole('region', { name: '平台栏目' }))
    await expect(sections.getByRole('link', { name: '快应用展示' })).toHaveAttribute(
      'href',
      '/quickAppShow',
    )
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(
      canvasElement,
      'Build Quick Apps that reach millions with one tap',
    )
    await expect(canvas.getByRole('link', { name: 'Register as a developer' })).toBeVisible()
  },
}

/** A signed-in developer is offered their account instead of registering or logging in. */
export const SignedIn: Story = {
  parameters: { msw: { handlers: { session: [sessionHandler(accountFixture('complete'))] } } },
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '开发快应用，一点即达亿万用户')
    await expect(await canvas.findByRole('link', { name: '进入账号中心' })).toHaveAttribute(
      'href',
      '/account/personal',
    )
    await expect(canvas.queryByRole('link', { name: '注册开发者账号' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: '登录' })).toBeNull()
  },
}

export const Loading: Story = {
  decorators: [stillLoading('home')],
  play: async ({ canvasElement }) => expectLoading(canvasElement, '快应用开发者平台'),
}

export const Phone: Story = {
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, '开发快应用，一点即达亿万用户')
    await expectNoHorizontalOverflow()
  },
}
