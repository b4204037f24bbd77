import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { sessionHandler } from '../../../mocks/account-handlers'
import { accountFixture } from '../../../mocks/fixtures'
import { answerNever } from '../../../mocks/handlers'
import { requestsTo } from '../../../mocks/request-log'
import { InterceptScreen } from './intercept-screen'

const from = (path: string) => `/account/accpuntIntercept?from=${encodeURIComponent(path)}`

const meta = {
  title: 'Account/Intercept',
  component: InterceptScreen,
  parameters: {
    router: {
      path: '/account/accpuntIntercept',
      initialEntries: [from('/account/personal/modifyContact')],
    },
    msw: { handlers: { session: [sessionHandler(accountFixture('incomplete'))] } },
  },
} satisfies Meta<typeof InterceptScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const state = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: '当前资料状态' }))

export const Loading: Story = {
  parameters: { msw: { handlers: { session: [answerNever('queryAccountInfo')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '账号资料待完善' })).toBeVisible()
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}

/** Sent from "change contact" with nothing submitted yet: why, and the way to the profile. */
export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('“修改联系人”需要先完善账号资料并通过审核。')).toBeVisible()
    const region = await state(canvas)
    await expect(region.getByText('待完善')).toBeVisible()
    await expect(region.getByRole('link', { name: '去完善资料' })).toHaveAttribute(
      'href',
      '/account/data',
    )
    await expect(region.getByRole('link', { name: '返回账号中心' })).toHaveAttribute(
      'href',
      '/account/personal',
    )
    // The account is read again: the review may have been decided since the visit began.
    await expect(requestsTo('queryAccountInfo').length).toBeGreaterThan(0)
  },
}

export const Reviewing: Story = {
  parameters: {
    router: {
      path: '/account/accpuntIntercept',
      initialEntries: [from('/account/personal/modifyRole')],
    },
    msw: { handlers: { session: [sessionHandler(accountFixture('reviewing'))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('“修改开发者类型”需要先完善账号资料并通过审核。')).toBeVisible()
    const region = await state(canvas)
    await expect(region.getByText('审核中')).toBeVisible()
    await expect(region.getByText('资料正在审核中，审核通过后即可使用。')).toBeVisible()
    await expect(region.getByRole('link', { name: '查看审核进度' })).toHaveAttribute(
      'href',
      '/account/data',
    )
  },
}

export const Rejected: Story = {
  parameters: { msw: { handlers: { session: [sessionHandler(accountFixture('rejected'))] } } },
  play: async ({ canvasElement }) => {
    const region = await state(within(canvasElement))
    await expect(region.getByText('未通过')).toBeVisible()
    await expect(region.getByRole('link', { name: '去修改资料' })).toHaveAttribute(
      'href',
      '/account/data',
    )
  },
}

/** Approved since: the way back to the page that was wanted. */
export const CompleteSince: Story = {
  parameters: {
    msw: { handlers: { session: [sessionHandler(accountFixture('complete', 'company'))] } },
  },
  play: async ({ canvasElement }) => {
    const region = await state(within(canvasElement))
    await expect(region.getByText('已完善')).toBeVisible()
    await expect(region.getByRole('link', { name: '继续前往“修改联系人”' })).toHaveAttribute(
      'href',
      '/account/personal/modifyContact',
    )
  },
}

/** Without (or with a foreign) `from`: a general reason, no link off the site. */
export const NoOrigin: Story = {
  parameters: {
    router: {
      path: '/account/accpuntIntercept',
      initialEntries: [from('https://evil.example/')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('你要打开的页面需要先完善账号资料并通过审核。')).toBeVisible()
    const region = await state(canvas)
    for (const link of region.getAllByRole('link'))
      await expect(link.getAttribute('href')).toMatch(/^\/account\//)
  },
}

export const IncompleteEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: /./ })).toBeVisible()
    await expect(
      canvas.getByText('"Change contact" needs a complete, approved profile.'),
    ).toBeVisible()
    const region = within(await canvas.findByRole('region', { name: 'Your profile' }))
    await expect(region.getByRole('link', { name: 'Complete the profile' })).toBeVisible()
  },
}
