import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Code } from '@generated/error-catalogue'
import type { Vendor } from '@generated/model'
import { answer, answerData, answerFailure, answerNever } from '@mocks/handlers'
import { lastParams, requestsTo } from '@mocks/request-log'
import { adminFixture } from '@mocks/staff-fixtures'
import { eastVendorFixture, northVendorFixture, vendorsFixture } from '@mocks/staff-vendor-fixtures'
import { expectFieldError, expectToast } from '@mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { refusal } from '../app-review/story-handlers'
import { withStaffToken } from '../session/story-support'
import { GuardedFrame, meAs } from '../vendor-review/story-handlers'
import { VendorsScreen } from './vendors-screen'

const meta = {
  title: 'Staff/Vendors',
  component: VendorsScreen,
  beforeEach: withStaffToken,
  parameters: {
    router: { path: '/staff/vendors', initialEntries: ['/staff/vendors'] },
    msw: {
      handlers: {
        me: meAs(adminFixture),
        vendors: [answerData('staffVendors', { list: vendorsFixture })],
      },
    },
  },
  decorators: [
    (Story) => (
      <GuardedFrame>
        <Story />
      </GuardedFrame>
    ),
  ],
} satisfies Meta<typeof VendorsScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const card = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('region', { name }))
/** The form's dialog (in a portal, outside the canvas), once it has faded in. */
async function dialog() {
  const found = await screen.findByRole('dialog')
  await waitFor(() => expect(found).toBeVisible())
  await animationsEnded()
  return within(found)
}

/**
 * No finite animation runs any more: the dialog has faded in, and the page behind it is inert
 * (axe, which runs after the play function, reads it as it stays).
 */
const animationsEnded = () =>
  waitFor(() =>
    expect(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        ),
    ).toHaveLength(0),
  )
const box = (form: ReturnType<typeof within>, name: RegExp | string) =>
  form.getByRole('textbox', { name })

/** A clipboard that records what was copied (the test browser's own may refuse). */
function stubClipboard() {
  const writeText = fn(async (_text: string) => undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return writeText
}

/**
 * StaffVendorsSuccess: each vendor with what the portal uses of it: enabled or not, whether the
 * server finds its secret, its server (by discovery or explicit endpoints), client, claims,
 * qualification and limits, and the redirect URI to give it (copied); where the secret is set.
 */
export const Vendors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const writeText = stubClipboard()
    await expect(await canvas.findByRole('heading', { level: 1, name: '厂商' })).toBeVisible()
    await expect(canvas.getByText('客户端密钥不在这里设置')).toBeVisible()
    await expect(canvas.getByText(/VENDOR_SECRETS_FILE/)).toBeVisible()
    await expect(await canvas.findByText('共 3 个厂商')).toBeVisible()

    const north = await card(canvas, '北辰手机 / North Phones')
    await expect(north.getByText('已启用')).toBeVisible()
    await expect(north.getByText('已配置密钥')).toBeVisible()
    await expect(north.getByText('通过 OpenID Connect 自动发现')).toBeVisible()
    await expect(north.getByText('developer_id · name')).toBeVisible()
    await expect(north.getByText('developer_status 为 "verified" 之一时合格')).toBeVisible()
    await expect(north.getByText('安装包 400.0 KB · 图标 门户默认 · 截图 门户默认')).toBeVisible()
    await userEvent.click(north.getByRole('button', { name: '复制回调地址' }))
    await expect(writeText).toHaveBeenCalledWith(
      'https://developer.example.com/account/vendors/callback',
    )
    await expect(north.getByText('已复制')).toBeVisible()

    const east = await card(canvas, '东方终端 / East Devices')
    await expect(east.getByText('已停用')).toBeVisible()
    await expect(east.getByText('未配置密钥（公开客户端）')).toBeVisible()
    await expect(
      east.getByText('授权地址：https://open.east.example.com/oauth/authorize'),
    ).toBeVisible()
    await expect(
      east.getByText('从 https://open.east.example.com/developer/qualification 读取'),
    ).toBeVisible()

    const dev = await card(canvas, '开发厂商 / Development vendor')
    await expect(dev.getByText('开发厂商', { selector: 'span' })).toBeVisible()
    await expect(dev.getByText(/不能在这里修改/)).toBeVisible()
    await expect(dev.queryByRole('button', { name: /编辑/ })).toBeNull()
  },
}

/**
 * Adding a vendor with explicit endpoints and a text qualification in KB limits: every field
 * plain, sent as the contract takes it (values as a JSON array, limits in bytes).
 */
export const AddVendor: Story = {
  parameters: {
    msw: {
      handlers: {
        save: [
          answerData('staffVendorSave', {
            ...northVendorFixture,
            code: 'west',
            nameZh: '西岭通讯',
            nameEn: 'West Comms',
          } satisfies Vendor),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const add = await canvas.findByRole('button', { name: '添加厂商' })
    await userEvent.click(add)
    const form = await dialog()
    await expect(box(form, /授权范围/)).toHaveValue('openid profile')
    await userEvent.type(box(form, /厂商编码/), 'west')
    await userEvent.type(box(form, /中文名称/), '西岭通讯')
    await userEvent.type(box(form, /英文名称/), 'West Comms')
    await userEvent.type(box(form, /授权服务器（issuer）/), 'https://id.west.example.com')
    await userEvent.type(box(form, '授权地址'), 'https://id.west.example.com/authorize')
    await userEvent.type(box(form, '令牌地址'), 'https://id.west.example.com/token')
    await userEvent.type(box(form, /客户端 ID/), 'portal')
    await userEvent.type(box(form, /资质字段/), 'level')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '合格取值的类型' }), 'text')
    await userEvent.type(box(form, /合格的取值/), 'gold, silver')
    await userEvent.type(box(form, /安装包上限/), '4096')
    await userEvent.type(box(form, /图标上限/), '0.5')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(lastParams('staffVendorSave')).toEqual({
        code: 'west',
        nameZh: '西岭通讯',
        nameEn: 'West Comms',
        issuer: 'https://id.west.example.com',
        authorizationEndpoint: 'https://id.west.example.com/authorize',
        tokenEndpoint: 'https://id.west.example.com/token',
        clientId: 'portal',
        scopes: 'openid profile',
        developerIdClaim: 'sub',
        developerNameClaim: 'name',
        qualificationClaim: 'level',
        qualificationValues: '["gold","silver"]',
        packageMaxBytes: '4194304',
        iconMaxBytes: '512',
        enabled: 'true',
      }),
    )
    await expectToast('已保存厂商 西岭通讯')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(await card(canvas, '西岭通讯 / West Comms')).toBeTruthy()
    await waitFor(() => expect(add).toHaveFocus())
  },
}

/**
 * Editing North: the form opens with its settings; the code is not a field; the yes/no choice
 * replaces the text values; sent whole.
 */
export const EditVendor: Story = {
  parameters: { msw: { handlers: { save: [answerData('staffVendorSave', northVendorFixture)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '编辑：北辰手机' }))
    const form = await dialog()
    await expect(form.getByText('厂商编码：north（不能修改）')).toBeVisible()
    await expect(form.queryByRole('textbox', { name: /厂商编码/ })).toBeNull()
    await expect(box(form, /开发者 ID 字段/)).toHaveValue('developer_id')
    await expect(box(form, /合格的取值/)).toHaveValue('verified')
    await expect(box(form, /安装包上限/)).toHaveValue('400')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '合格取值的类型' }), 'boolean')
    await expect(form.getByRole('combobox', { name: '合格的取值' })).toHaveValue('true')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '状态' }), 'false')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(lastParams('staffVendorSave')).toMatchObject({
        code: 'north',
        qualificationClaim: 'developer_status',
        qualificationValues: '[true]',
        packageMaxBytes: '409600',
        enabled: 'false',
      }),
    )
  },
}

/** No qualification claim: no values asked for, none sent. */
export const NoQualificationCheck: Story = {
  parameters: { msw: { handlers: { save: [answerData('staffVendorSave', eastVendorFixture)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '编辑：东方终端' }))
    const form = await dialog()
    await userEvent.clear(box(form, /资质字段/))
    await expect(form.queryByRole('combobox', { name: '合格取值的类型' })).toBeNull()
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(requestsTo('staffVendorSave')).toHaveLength(1))
    const sent = lastParams('staffVendorSave')!
    await expect(sent.qualificationClaim).toBeUndefined()
    await expect(sent.qualificationValues).toBeUndefined()
  },
}

/** The form's rules, at their fields: the code, the addresses, both endpoints, numbers, KB. */
export const FormRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '添加厂商' }))
    const form = await dialog()
    await userEvent.type(box(form, /厂商编码/), 'West!')
    await userEvent.type(box(form, /授权服务器（issuer）/), 'id.west.example.com')
    await userEvent.type(box(form, '令牌地址'), 'https://id.west.example.com/token')
    await userEvent.type(box(form, /资质字段/), 'level')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '合格取值的类型' }), 'number')
    await userEvent.type(box(form, /合格的取值/), 'one')
    await userEvent.type(box(form, /截图上限/), '-1')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await expectFieldError(
      box(form, /厂商编码/),
      '厂商编码须为 2–32 个小写字母、数字或“-”，以字母开头',
    )
    await expectFieldError(box(form, /中文名称/), '请填写中文名称，最多 50 字')
    await expectFieldError(
      box(form, /授权服务器（issuer）/),
      '请填写以 http:// 或 https:// 开头的地址，最多 500 个字符',
    )
    await expectFieldError(box(form, '授权地址'), '授权地址和令牌地址须同时填写')
    await expectFieldError(box(form, /客户端 ID/), '请填写客户端 ID，最多 200 个字符')
    await expectFieldError(box(form, /合格的取值/), '请填写数字，最多 20 个，用逗号分隔')
    await expectFieldError(box(form, /截图上限/), '请填写大于 0 的数字，或留空使用默认上限')
    await expect(requestsTo('staffVendorSave')).toHaveLength(0)
  },
}

async function saveNorth(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: '编辑：北辰手机' }))
  const form = await dialog()
  await userEvent.click(form.getByRole('button', { name: '保存' }))
  return form
}

/** 441 vendorEndpoints (the server's check): said at both endpoints. */
export const EndpointsRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        save: [answer('staffVendorSave', refusal(Code.invalidParameter, 'vendorEndpoints'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await saveNorth(within(canvasElement))
    const message = '授权地址和令牌地址须同时填写，或都不填以使用自动发现。'
    await expectFieldError(box(form, '授权地址'), message)
    await expectFieldError(box(form, '令牌地址'), message)
  },
}

/** 441 vendorAddress (the server's check: http off this machine, a user, a #fragment): said at the top of the form. */
export const AddressRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        save: [answer('staffVendorSave', refusal(Code.invalidParameter, 'vendorAddress'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await saveNorth(within(canvasElement))
    await expect(await form.findByRole('alert')).toHaveTextContent(
      '每个地址须以 https:// 开头（仅门户所在本机的非生产环境可用 http://），且不含用户名、密码或 # 片段。',
    )
  },
}

/** 441 developmentVendor: said at the top of the form. */
export const DevelopmentVendorRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        save: [answer('staffVendorSave', refusal(Code.invalidParameter, 'developmentVendor'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await saveNorth(within(canvasElement))
    await expect(await form.findByRole('alert')).toHaveTextContent(
      '开发厂商由服务器自动配置，不能在这里修改。',
    )
  },
}

/** 441 qualificationValuesInvalid: said at the values. */
export const QualificationValuesRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        save: [
          answer('staffVendorSave', refusal(Code.invalidParameter, 'qualificationValuesInvalid')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await saveNorth(within(canvasElement))
    await expectFieldError(box(form, /合格的取值/), '合格的取值无法保存，请检查后重新填写。')
  },
}

/** 21004: not an alliance admin after all; said in the form. */
export const SaveNotAllowed: Story = {
  parameters: {
    msw: { handlers: { save: [answerFailure('staffVendorSave', Code.noPermission)] } },
  },
  play: async ({ canvasElement }) => {
    const form = await saveNorth(within(canvasElement))
    await expect(await form.findByRole('alert')).toHaveTextContent('只有联盟的管理员可以管理厂商。')
  },
}

/** Cancel: nothing sent; the next opening starts from the vendor as it is. */
export const EditCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const edit = await canvas.findByRole('button', { name: '编辑：北辰手机' })
    await userEvent.click(edit)
    let form = await dialog()
    await userEvent.clear(box(form, /客户端 ID/))
    await userEvent.click(form.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(edit).toHaveFocus())
    await userEvent.click(edit)
    form = await dialog()
    await expect(box(form, /客户端 ID/)).toHaveValue('alliance-portal')
    await expect(requestsTo('staffVendorSave')).toHaveLength(0)
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { vendors: [answerData('staffVendors', { list: [] })] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('还没有厂商')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '添加厂商' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { vendors: [answerNever('staffVendors')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('加载中…')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { vendors: [answerFailure('staffVendors', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('厂商读取失败')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(requestsTo('staffVendors')).toHaveLength(2))
  },
}

export const VendorsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Client secrets are not set here')).toBeVisible()
    const north = await card(canvas, '北辰手机 / North Phones')
    await expect(
      north.getByText('Qualified when developer_status is one of "verified"'),
    ).toBeVisible()
    await userEvent.click(north.getByRole('button', { name: 'Edit: North Phones' }))
    const form = await dialog()
    await expect(form.getByRole('heading', { name: 'Edit North Phones' })).toBeVisible()
    await expect(
      form.getByText(/choose true or false; text or numbers may be several/),
    ).toBeVisible()
  },
}

/** On a phone: the long addresses wrap; nothing scrolls sideways. */
export const VendorsPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 3 个厂商')
    await expectNoHorizontalOverflow()
  },
}
