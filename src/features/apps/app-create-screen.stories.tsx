import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Code } from '@generated/error-catalogue'
import { appDetailNewFixture, reasonFixture } from '../../../mocks/app-fixtures'
import { sessionHandler } from '../../../mocks/account-handlers'
import { failure } from '../../../mocks/envelopes'
import { accountFixture } from '../../../mocks/fixtures'
import { answer, answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import { expectFieldError, expectNavigatedTo, expectToast } from '../../../mocks/story-helpers'
import { formCanvas } from '@/components/form/story-support'
import { AppCreateScreen } from './app-create-screen'
import { completeSession } from './story-support'

const meta = {
  title: 'Apps/AppCreate',
  component: AppCreateScreen,
  parameters: {
    router: { path: '/account/apps/create', initialEntries: ['/account/apps/create'] },
    msw: {
      handlers: {
        session: [completeSession],
        api: [answerData('createApp', appDetailNewFixture)],
      },
    },
  },
} satisfies Meta<typeof AppCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name })
const PACKAGE_RULE =
  '包名须为反向域名：以字母开头，字母、数字和 _ 组成，用 . 分成至少两段，如 com.example.app'
const submit = (canvas: Canvas, name = '创建应用') =>
  userEvent.click(canvas.getByRole('button', { name }))

/** The fields the contract requires: package name, kind (preset), category, Chinese name. */
async function fillRequired(canvas: Canvas) {
  await userEvent.type(field(canvas, '包名'), 'com.example.weather')
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: '分类' }), 'tools')
  await userEvent.type(field(canvas, '中文名称'), '示例天气')
}

/** Everything, then created: the app's page, with what was sent. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '创建应用' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: /快应用/ })).toBeChecked()
    await fillRequired(canvas)
    await userEvent.click(canvas.getByRole('radio', { name: /快游戏/ }))
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '分类' }), 'puzzle')
    await userEvent.type(field(canvas, '英文名称'), 'Example Weather')
    await userEvent.type(field(canvas, '中文简介'), '准确的逐小时天气预报')
    await userEvent.type(field(canvas, '英文简介'), 'Hour-by-hour forecasts')
    await userEvent.type(field(canvas, '中文描述'), '逐小时天气预报和预警。')
    await userEvent.type(field(canvas, '英文描述'), 'Forecasts and alerts.')
    await userEvent.type(field(canvas, '隐私政策地址'), 'https://weather.example.com/privacy')
    await submit(canvas)
    await waitFor(() =>
      expect(lastParams('createApp')).toEqual({
        packageName: 'com.example.weather',
        kind: 'quickGame',
        category: 'puzzle',
        nameZh: '示例天气',
        nameEn: 'Example Weather',
        summaryZh: '准确的逐小时天气预报',
        summaryEn: 'Hour-by-hour forecasts',
        descriptionZh: '逐小时天气预报和预警。',
        descriptionEn: 'Forecasts and alerts.',
        privacyPolicyUrl: 'https://weather.example.com/privacy',
      }),
    )
    await expectNavigatedTo(canvas, '/account/apps/info')
    await expectToast('应用已创建')
  },
}

/** Only what the contract requires: the texts left empty are not sent. */
export const RequiredOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await fillRequired(canvas)
    await submit(canvas)
    await waitFor(() =>
      expect(lastParams('createApp')).toEqual({
        packageName: 'com.example.weather',
        kind: 'quickApp',
        category: 'tools',
        nameZh: '示例天气',
      }),
    )
  },
}

/** The package name's syntax, checked as it is typed once the field was left. */
export const PackageNameChecked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    const name = field(canvas, '包名')
    await expect(name).toHaveAccessibleDescription(/反向域名，如 com.example.app/)
    await userEvent.type(name, 'weather')
    await userEvent.tab()
    await expectFieldError(name, PACKAGE_RULE)
    await userEvent.type(name, '.app')
    await waitFor(() => expect(name).toHaveAccessibleDescription(/✓ 包名格式正确/))
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
    for (const wrong of ['1weather.app', 'com..weather', 'com.weather-app', 'com.']) {
      await userEvent.clear(name)
      await userEvent.type(name, wrong)
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    }
    await expect(requestsTo('createApp')).toHaveLength(0)
  },
}

/** Nothing filled in: each required field says what it needs, the first one has focus. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await userEvent.type(field(canvas, '隐私政策地址'), 'http://weather.example.com')
    await submit(canvas)
    const name = field(canvas, '包名')
    await expectFieldError(name, PACKAGE_RULE)
    await expectFieldError(canvas.getByRole('combobox', { name: '分类' }), '请选择分类')
    await expectFieldError(field(canvas, '中文名称'), '请填写中文名称，最多 30 个字')
    await expectFieldError(
      field(canvas, '隐私政策地址'),
      '请输入以 https:// 开头的网址，最多 500 个字符',
    )
    await expect(name).toHaveFocus()
    await expect(requestsTo('createApp')).toHaveLength(0)
  },
}

export const Pending: Story = {
  parameters: { msw: { handlers: { api: [answerNever('createApp')] } } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await fillRequired(canvas)
    await submit(canvas)
    await waitFor(() => expect(canvas.getByRole('button', { name: '创建应用' })).toBeDisabled())
  },
}

/** 12101 packageTaken: on the package name, which gets focus. */
export const PackageTaken: Story = {
  parameters: {
    msw: {
      handlers: { api: [answer('createApp', reasonFixture(Code.createAppFailed, 'packageTaken'))] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await fillRequired(canvas)
    await submit(canvas)
    const name = field(canvas, '包名')
    await expectFieldError(name, '该包名已被占用')
    await expect(name).toHaveFocus()
  },
}

/** 11001: the profile is no longer complete: the intercept page says why. */
export const ProfileIncompleteOnCreate: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('createApp', Code.accountIncomplete)] } } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await fillRequired(canvas)
    await submit(canvas)
    await expectNavigatedTo(canvas, '/account/accpuntIntercept')
  },
}

/** Opened with a profile under review (the route's loader sends such a visitor away first). */
export const ProfileIncomplete: Story = {
  parameters: {
    msw: { handlers: { session: [sessionHandler(accountFixture('reviewing'))] } },
  },
  play: async ({ canvasElement }) => {
    await expectNavigatedTo(within(canvasElement), '/account/accpuntIntercept')
  },
}

/** 443: the server is busy: its words in a toast, the form as it was. */
export const Busy: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('createApp', Code.busy)] } } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await fillRequired(canvas)
    await submit(canvas)
    await expectToast(failure(Code.busy).msg)
    await expect(field(canvas, '包名')).toHaveValue('com.example.weather')
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: {
        api: [answer('createApp', reasonFixture(Code.createAppFailed, 'packageTaken', 'en'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an app' })).toBeVisible()
    await userEvent.type(field(canvas, 'Package name'), 'com.example.weather')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'tools')
    await userEvent.type(field(canvas, 'Name in Chinese'), '示例天气')
    await submit(canvas, 'Create the app')
    await expectFieldError(field(canvas, 'Package name'), 'This package name is already taken')
  },
}

export const FormPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await submit(canvas)
    await expectFieldError(field(canvas, '中文名称'), '请填写中文名称，最多 30 个字')
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
