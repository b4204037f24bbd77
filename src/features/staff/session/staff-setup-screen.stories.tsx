import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { failure } from '@mocks/envelopes'
import { answer, answerData, answerFailure, answerNever } from '@mocks/handlers'
import { lastParams, requestsTo } from '@mocks/request-log'
import { expectFieldError, expectNavigatedTo } from '@mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { staffToken } from '@/lib/session/tokens'
import { StaffSetupScreen } from './staff-setup-screen'
import {
  recoveryCodesFixture,
  SETUP_PATH,
  SETUP_TOKEN,
  staffEnrolledFixture,
  staffSetupFixture,
  withoutStaffToken,
} from './story-support'
import { formCanvas } from '@/components/form/story-support'
import { Code } from '@generated/error-catalogue'

type Canvas = ReturnType<typeof within>

const PASSWORD = 'Review3rPass'
const setupHandlers = [
  answerData('staffSetupStart', staffSetupFixture),
  answerData('staffSetupConfirm', staffEnrolledFixture),
]

/** Step 1: a password twice, then "next". */
async function choosePassword(canvas: Canvas, password = PASSWORD, repeat = password) {
  await userEvent.type(canvas.getByLabelText(/^新密码/), password)
  await userEvent.type(canvas.getByLabelText(/^确认密码/), repeat)
  await userEvent.click(canvas.getByRole('button', { name: '下一步' }))
}

const codeField = (canvas: Canvas) => canvas.getByRole('textbox', { name: '验证器显示的 6 位数字' })

/** Step 2: the authenticator's code, then "check and continue". */
async function confirmCode(canvas: Canvas, code = '492039') {
  await userEvent.type(await canvas.findByRole('textbox', { name: '验证器显示的 6 位数字' }), code)
  await userEvent.click(canvas.getByRole('button', { name: '验证并继续' }))
}

/** A clipboard that records what was copied (the test browser's own may refuse). */
function stubClipboard() {
  const writeText = fn(async (_text: string) => undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return writeText
}

const meta = {
  title: 'Staff/Session/SetUp',
  component: StaffSetupScreen,
  beforeEach: withoutStaffToken,
  parameters: {
    router: { path: '/staff/setup', initialEntries: [SETUP_PATH] },
    msw: { handlers: setupHandlers },
  },
} satisfies Meta<typeof StaffSetupScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ChoosePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '设置工作人员账号' })).toBeVisible()
    const steps = canvas.getByRole('list', { name: '设置步骤' })
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3)
    await expect(within(steps).getByText('设置密码').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    )
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '第 1 步，共 3 步：设置密码',
    )
    await expect(canvas.getByLabelText(/^新密码/)).toHaveAccessibleDescription(
      '密码为 8 至 16 位，须包含大写字母、小写字母和数字',
    )
  },
}

/** The contract's password rules, and the repeat must match; nothing is sent. */
export const PasswordInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await choosePassword(canvas, 'short', 'other')
    await expectFieldError(
      canvas.getByLabelText(/^新密码/),
      '密码为 8 至 16 位，须包含大写字母、小写字母和数字',
    )
    await userEvent.clear(canvas.getByLabelText(/^新密码/))
    await userEvent.type(canvas.getByLabelText(/^新密码/), PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }))
    await expectFieldError(canvas.getByLabelText(/^确认密码/), '两次输入的密码不一致')
    await expect(requestsTo('staffSetupStart')).toHaveLength(0)
  },
}

export const PasswordPending: Story = {
  parameters: { msw: { handlers: [answerNever('staffSetupStart')] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    const button = canvas.getByRole('button', { name: '下一步' })
    await choosePassword(canvas)
    await waitFor(() => expect(button).toBeDisabled())
  },
}

/** Step 2: the QR code and the key to type, sent the link's secret and the password. */
export const LinkAuthenticator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    const writeText = stubClipboard()
    await choosePassword(canvas)
    // Each step is read from its heading.
    const heading = await canvas.findByRole('heading', { level: 2, name: /第 2 步/ })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(lastParams('staffSetupStart')).toEqual({
      setupToken: SETUP_TOKEN,
      password: PASSWORD,
    })
    await expect(await canvas.findByText('账号：new.reviewer@example.com')).toBeVisible()
    const qr = await canvas.findByRole('img', {
      name: '用于绑定验证器的二维码（账号 new.reviewer@example.com）',
    })
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
    // The key in groups of four to type; copied without the spaces.
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '复制密钥' }))
    await expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')
    await expect(await canvas.findByText('已复制')).toBeVisible()
  },
}

export const CodeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await choosePassword(canvas)
    await confirmCode(canvas, '12a4')
    await expectFieldError(codeField(canvas), '请输入验证器显示的 6 位数字')
    await expect(requestsTo('staffSetupConfirm')).toHaveLength(0)
  },
}

/** 30002: the code does not match the new secret (a wrong clock, a mistyped digit). */
export const WrongCode: Story = {
  parameters: {
    msw: {
      handlers: [
        answerData('staffSetupStart', staffSetupFixture),
        answerFailure('staffSetupConfirm', Code.wrongStaffCode),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await choosePassword(canvas)
    await confirmCode(canvas, '111111')
    await expectFieldError(codeField(canvas), '动态验证码错误')
    await expect(codeField(canvas)).toHaveFocus()
    await expect(lastParams('staffSetupConfirm')).toEqual({
      setupToken: SETUP_TOKEN,
      code: '111111',
    })
    await expect(staffToken.get()).toBeNull()
  },
}

/** Step 3: the codes once, as a file and to copy; the console opens once they are saved. */
export const RecoveryCodes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    const writeText = stubClipboard()
    await choosePassword(canvas)
    await confirmCode(canvas)
    const heading = await canvas.findByRole('heading', { level: 2, name: /第 3 步/ })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(lastParams('staffSetupConfirm')).toEqual({
      setupToken: SETUP_TOKEN,
      code: '492039',
    })
    const list = canvas.getByRole('list', { name: '恢复码' })
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodesFixture)
    // The file: every code, under a heading naming the account.
    const download = canvas.getByRole('link', { name: '下载为文本文件' })
    await expect(download).toHaveAttribute('download', 'staff-recovery-codes.txt')
    const file = await (await fetch(download.getAttribute('href')!)).text()
    await expect(file).toContain('new.reviewer@example.com')
    for (const code of recoveryCodesFixture) await expect(file).toContain(code)
    await userEvent.click(canvas.getByRole('button', { name: '复制全部恢复码' }))
    await expect(writeText).toHaveBeenCalledWith(recoveryCodesFixture.join('\n'))
    // Not stored until the reviewer says the codes are saved.
    await expect(staffToken.get()).toBeNull()
    const open = canvas.getByRole('button', { name: '进入控制台' })
    await expect(open).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已妥善保存这些恢复码' }))
    await expect(open).toBeEnabled()
    await userEvent.click(open)
    await expectNavigatedTo(canvas, '/staff')
    await expect(staffToken.get()).toBe(staffEnrolledFixture.session.token)
  },
}

/** 30001 at the first step: the link is spent or too old; only an admin can give a new one. */
export const ExpiredLink: Story = {
  parameters: { msw: { handlers: [answerFailure('staffSetupStart', Code.setupLinkInvalid)] } },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await choosePassword(canvas)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('设置链接无效或已过期')
    await expect(alert).toHaveTextContent('npm run admin -- staff reset 邮箱地址')
    await expect(canvas.queryByLabelText(/^新密码/)).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: '已经设置好了？去登录' })).toHaveAttribute(
      'href',
      '/staff/login',
    )
  },
}

/** 30001 at the second step (the link expired meanwhile): the command names the account. */
export const ExpiredAtConfirm: Story = {
  parameters: {
    msw: {
      handlers: [
        answerData('staffSetupStart', staffSetupFixture),
        answerFailure('staffSetupConfirm', Code.setupLinkInvalid),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await choosePassword(canvas)
    await confirmCode(canvas)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'npm run admin -- staff reset new.reviewer@example.com',
    )
  },
}

/** A link without its secret (cut short when pasted): said at once, nothing asked. */
export const MissingToken: Story = {
  parameters: { router: { path: '/staff/setup', initialEntries: ['/staff/setup'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('设置链接无效或已过期')
    await expect(requestsTo('staffSetupStart')).toHaveLength(0)
  },
}

export const EnglishAuthenticator: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        answerData('staffSetupStart', staffSetupFixture),
        answer('staffSetupConfirm', failure(Code.wrongStaffCode, 'staffSetupConfirm', 'en')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Set up your staff account' }),
    ).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/^New password/), PASSWORD)
    await userEvent.type(canvas.getByLabelText(/^Repeat the password/), PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Step 2 of 3: Link an authenticator' }),
    ).toBeVisible()
    await expect(
      await canvas.findByRole('img', {
        name: 'QR code to link an authenticator (account new.reviewer@example.com)',
      }),
    ).toBeVisible()
    const code = canvas.getByRole('textbox', { name: 'The 6 digits your authenticator shows' })
    await userEvent.type(code, '111111')
    await userEvent.click(canvas.getByRole('button', { name: 'Check and continue' }))
    await expectFieldError(code, 'The authenticator or recovery code is wrong')
  },
}

export const EnglishExpiredLink: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        answer('staffSetupStart', failure(Code.setupLinkInvalid, 'staffSetupStart', 'en')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await userEvent.type(canvas.getByLabelText(/^New password/), PASSWORD)
    await userEvent.type(canvas.getByLabelText(/^Repeat the password/), PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('This set-up link is invalid or has expired')
    await expect(alert).toHaveTextContent('npm run admin -- staff reset EMAIL')
  },
}

export const RecoveryCodesPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formCanvas(canvasElement)
    await choosePassword(canvas)
    await expectNoHorizontalOverflow()
    await confirmCode(canvas)
    await canvas.findByRole('list', { name: '恢复码' })
    await expectNoHorizontalOverflow()
  },
}
