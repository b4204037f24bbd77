import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { failure, success } from '@mocks/envelopes'
import { answer, answerData, answerFailure, answerNever } from '@mocks/handlers'
import { lastParams, logRequest, requestsTo } from '@mocks/request-log'
import { expectCalledThenToast, expectFieldError } from '@mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { sessionToken } from '@/lib/session/tokens'
import { formatDateTime } from '@/lib/format/format-date'
import { AccountSecurityScreen } from './account-security-screen'
import {
  baseHandlers,
  expectResult,
  recoveryCodes,
  secretFixture,
  SECURITY_PATH,
  securityHandler,
  stubClipboard,
  twoStepOff,
  twoStepOn,
} from './story-support'
import { Code } from '@generated/error-catalogue'

type Canvas = ReturnType<typeof within>

const meta = {
  title: 'Account/AccountSecurity/TwoStep',
  component: AccountSecurityScreen,
  parameters: {
    router: { path: SECURITY_PATH, initialEntries: [SECURITY_PATH] },
    msw: {
      handlers: {
        ...baseHandlers(),
        api: [
          answerData('startTwoStep', secretFixture),
          answerData('confirmTwoStep', { recoveryCodes }),
        ],
      },
    },
  },
} satisfies Meta<typeof AccountSecurityScreen>

export default meta
type Story = StoryObj<typeof meta>

const section = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: '两步验证' }))

/** The step's heading is shown and has the focus (each step is read from its heading). */
async function expectStep(canvas: Canvas, name: string) {
  const heading = await canvas.findByRole('heading', { level: 3, name })
  await waitFor(() => expect(heading).toHaveFocus())
}

/** "Turn on": the QR code step. */
async function startEnrolment(canvas: Canvas) {
  const twoStep = await section(canvas)
  await userEvent.click(await twoStep.findByRole('button', { name: '开启两步验证' }))
  await expectStep(twoStep, '绑定验证器')
  return twoStep
}

async function confirmCode(twoStep: Canvas, code: string) {
  await userEvent.type(twoStep.getByRole('textbox', { name: '验证器显示的 6 位数字' }), code)
  await userEvent.click(twoStep.getByRole('button', { name: '验证并开启' }))
}

const codeField = (twoStep: Canvas) =>
  twoStep.getByRole('textbox', { name: '验证器显示的 6 位数字' })

/** Off: what it does, a button to turn it on; the note on account recovery. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const twoStep = await section(canvas)
    await expect(
      await twoStep.findByRole('heading', { level: 3, name: '两步验证未开启' }),
    ).toBeVisible()
    await expect(twoStep.getByText(/用密码登录时还需输入验证器应用中的 6 位动态码/)).toBeVisible()
    await expect(twoStep.getByRole('button', { name: '开启两步验证' })).toBeEnabled()
    const note = canvas.getByRole('complementary', { name: '找回账号后' })
    await expect(note).toHaveTextContent('通过“忘记密码”重置密码后，两步验证和通行密钥保持不变。')
    await expect(note).toHaveTextContent('两步验证和通行密钥会被移除，请登录后重新设置')
    await expect(requestsTo('getAccountSecurity')).toHaveLength(1)
    await expect(requestsTo('startTwoStep')).toHaveLength(0)
  },
}

/** Turning it on: the QR code and the key to type (grouped; copied without the spaces). */
export const Enrol: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const writeText = stubClipboard()
    const twoStep = await startEnrolment(canvas)
    await expect(requestsTo('startTwoStep')).toHaveLength(1)
    await expect(lastParams('startTwoStep')).toEqual({})
    const qr = await twoStep.findByRole('img', { name: '用于绑定验证器的二维码' })
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    await waitFor(() => expect((qr as HTMLImageElement).naturalWidth).toBeGreaterThan(0))
    await expect(twoStep.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible()
    await userEvent.click(twoStep.getByRole('button', { name: '复制密钥' }))
    await expect(writeText).toHaveBeenCalledWith(secretFixture.secret)
    await expect(await twoStep.findByText('已复制')).toBeVisible()
    await expect(requestsTo('confirmTwoStep')).toHaveLength(0)
  },
}

/** A code that is not six digits is refused before anything is sent. */
export const EnrolCodeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const twoStep = await startEnrolment(within(canvasElement))
    await confirmCode(twoStep, '12a4')
    await expectFieldError(codeField(twoStep), '请输入验证器显示的 6 位数字')
    await expect(requestsTo('confirmTwoStep')).toHaveLength(0)
  },
}

/** 31002: the code does not match (a wrong clock, a mistyped digit): said on the field. */
export const WrongCode: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          answerData('startTwoStep', secretFixture),
          answerFailure('confirmTwoStep', Code.wrongCode),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const twoStep = await startEnrolment(within(canvasElement))
    // Typed with a space in the middle, as the app shows it: sent as six digits.
    await confirmCode(twoStep, '492 039')
    await expectFieldError(codeField(twoStep), '验证码错误')
    await expect(codeField(twoStep)).toHaveFocus()
    await expect(lastParams('confirmTwoStep')).toEqual({ code: '492039' })
  },
}

/** 31004: too many wrong codes on the account: wait 15 minutes. */
export const TooManyCodes: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          answerData('startTwoStep', secretFixture),
          answerFailure('confirmTwoStep', Code.tooManyWrongCodes),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const twoStep = await startEnrolment(within(canvasElement))
    await confirmCode(twoStep, '111111')
    await expectFieldError(codeField(twoStep), '验证码错误次数过多，请 15 分钟后再试')
  },
}

/** 441 twoStepNotStarted: the enrolment lapsed (30 minutes); it starts again from the button. */
export const EnrolLapsed: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          answerData('startTwoStep', secretFixture),
          answerFailure('confirmTwoStep', Code.invalidParameter),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const twoStep = await startEnrolment(canvas)
    await confirmCode(twoStep, '492039')
    await expectStep(twoStep, '两步验证未开启')
    await expect(twoStep.getByRole('alert')).toHaveTextContent('这次设置已失效')
    await userEvent.click(twoStep.getByRole('button', { name: '开启两步验证' }))
    await expectStep(twoStep, '绑定验证器')
    await expect(requestsTo('startTwoStep')).toHaveLength(2)
  },
}

/** 31005 at the start: it was turned on elsewhere meanwhile; the page reads the state again. */
export const AlreadyOn: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [
          securityHandler(twoStepOff, { operation: 'startTwoStep', security: twoStepOn(10) }),
        ],
        api: [answerFailure('startTwoStep', Code.twoStepAlreadyOn)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const twoStep = await section(within(canvasElement))
    await userEvent.click(await twoStep.findByRole('button', { name: '开启两步验证' }))
    await expectResult(twoStep, '两步验证已经开启了')
    await expect(
      await twoStep.findByRole('heading', { level: 3, name: '两步验证已开启' }),
    ).toBeVisible()
    await expect(requestsTo('getAccountSecurity')).toHaveLength(2)
  },
}

/**
 * The right code: the ten recovery codes, shown once, to download (.txt) and copy; "done" only
 * once they are said to be saved; then the status, read again.
 */
export const Enrolled: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [
          securityHandler(twoStepOff, { operation: 'confirmTwoStep', security: twoStepOn(10) }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const writeText = stubClipboard()
    const twoStep = await startEnrolment(canvas)
    await confirmCode(twoStep, '492039')
    await expectStep(twoStep, '保存恢复码')
    await expect(lastParams('confirmTwoStep')).toEqual({ code: '492039' })
    const list = twoStep.getByRole('list', { name: '恢复码' })
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes)
    const download = twoStep.getByRole('link', { name: '下载为文本文件' })
    await expect(download).toHaveAttribute('download', 'recovery-codes.txt')
    const file = async () => (await fetch(download.getAttribute('href')!)).text()
    // Headed with the account (once the session has been read).
    await waitFor(async () => expect(await file()).toContain('dev@example.com'))
    for (const code of recoveryCodes) await expect(await file()).toContain(code)
    await userEvent.click(twoStep.getByRole('button', { name: '复制全部恢复码' }))
    await expect(writeText).toHaveBeenCalledWith(recoveryCodes.join('\n'))

    const done = twoStep.getByRole('button', { name: '完成' })
    await expect(done).toBeDisabled()
    await userEvent.click(twoStep.getByRole('checkbox', { name: '我已妥善保存这些恢复码' }))
    await userEvent.click(done)
    await expectStep(twoStep, '两步验证已开启')
    await expectResult(twoStep, '两步验证已开启')
    await expect(twoStep.getByText('10 个')).toBeVisible()
    await expect(twoStep.queryByRole('list', { name: '恢复码' })).toBeNull()
  },
}

/** On: since when, how many recovery codes are left, and the two actions. */
export const OnWithCodesLeft: Story = {
  parameters: { msw: { handlers: { security: [securityHandler(twoStepOn(8))] } } },
  play: async ({ canvasElement }) => {
    const twoStep = await section(within(canvasElement))
    await expect(
      await twoStep.findByRole('heading', { level: 3, name: '两步验证已开启' }),
    ).toBeVisible()
    await expect(twoStep.getByText(formatDateTime('2026-02-20T06:30:00.000Z'))).toBeVisible()
    await expect(twoStep.getByText('8 个')).toBeVisible()
    await expect(twoStep.queryByText(/请尽快生成新的恢复码/)).toBeNull()
    await expect(twoStep.getByRole('button', { name: '生成新的恢复码' })).toBeEnabled()
    await expect(twoStep.getByRole('button', { name: '关闭两步验证' })).toBeEnabled()
  },
}

/** Two codes left or fewer: the page asks for new ones. */
export const LowOnCodes: Story = {
  parameters: { msw: { handlers: { security: [securityHandler(twoStepOn(2))] } } },
  play: async ({ canvasElement }) => {
    const twoStep = await section(within(canvasElement))
    await expect(await twoStep.findByText('恢复码只剩 2 个，请尽快生成新的恢复码。')).toBeVisible()
  },
}

/**
 * New recovery codes: one click (the session's proof is asked for only when the server wants it,
 * ConfirmIdentity's stories); the new ten shown, the count read again.
 */
export const RenewCodes: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [
          securityHandler(twoStepOn(1), {
            operation: 'renewRecoveryCodes',
            security: twoStepOn(10),
          }),
        ],
        api: [answerData('renewRecoveryCodes', { recoveryCodes })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const twoStep = await section(canvas)
    await userEvent.click(await twoStep.findByRole('button', { name: '生成新的恢复码' }))
    await expectStep(twoStep, '生成新的恢复码')
    await expect(twoStep.getByText('生成后，原来的恢复码全部失效。')).toBeVisible()
    await userEvent.click(twoStep.getByRole('button', { name: '生成' }))
    await expectStep(twoStep, '保存恢复码')
    await expect(lastParams('renewRecoveryCodes')).toEqual({})
    await expectResult(twoStep, '已生成新的恢复码')
    await expect(
      within(twoStep.getByRole('list', { name: '恢复码' })).getAllByRole('listitem'),
    ).toHaveLength(10)
    await userEvent.click(twoStep.getByRole('checkbox', { name: '我已妥善保存这些恢复码' }))
    await userEvent.click(twoStep.getByRole('button', { name: '完成' }))
    await expectStep(twoStep, '两步验证已开启')
    await expect(twoStep.getByText('10 个')).toBeVisible()
  },
}

/** 31006 when renewing: it was turned off elsewhere meanwhile; the page reads the state again. */
export const RenewNotOn: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [
          securityHandler(twoStepOn(3), { operation: 'renewRecoveryCodes', security: twoStepOff }),
        ],
        api: [answerFailure('renewRecoveryCodes', Code.twoStepNotOn)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const twoStep = await section(within(canvasElement))
    await userEvent.click(await twoStep.findByRole('button', { name: '生成新的恢复码' }))
    await userEvent.click(await twoStep.findByRole('button', { name: '生成' }))
    await expectStep(twoStep, '两步验证未开启')
    await expectResult(twoStep, '两步验证已经关闭了（可能是在其他设备上关闭的）。')
    await expect(requestsTo('renewRecoveryCodes')).toHaveLength(1)
  },
}

/**
 * Turning it off: 10010 on the password first; then the right password with a recovery code
 * (typed in capitals with spaces, sent as the server compares it); the status, read again.
 */
export const TurnOff: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [
          securityHandler(twoStepOn(5), {
            operation: 'disableTwoStep',
            security: twoStepOff,
            times: 2,
          }),
        ],
        api: [
          answer('disableTwoStep', () =>
            requestsTo('disableTwoStep').length === 1
              ? failure(Code.wrongAccountOrPassword, 'disableTwoStep')
              : success(null),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const twoStep = await section(canvas)
    await userEvent.click(await twoStep.findByRole('button', { name: '关闭两步验证' }))
    await expectStep(twoStep, '关闭两步验证')
    await expect(twoStep.getByText(/已添加的通行密钥仍可登录/)).toBeVisible()
    const password = twoStep.getByLabelText(/^登录密码/)
    const code = twoStep.getByRole('textbox', { name: '验证器动态码或恢复码' })
    await expect(code).toHaveAccessibleDescription(
      '验证器应用中的 6 位数字，或一个未用过的恢复码（xxxxx-xxxxx）。',
    )
    await userEvent.type(password, 'Wrong1234')
    await userEvent.type(code, '492039')
    await userEvent.click(twoStep.getByRole('button', { name: '确认关闭' }))
    await expectFieldError(password, '密码错误')
    await expect(password).toHaveFocus()
    await expect(lastParams('disableTwoStep')).toEqual({ password: 'Wrong1234', code: '492039' })

    await userEvent.clear(password)
    await userEvent.type(password, 'Passw0rd1')
    await userEvent.clear(code)
    await userEvent.type(code, 'K7M2P - 9XQ4T')
    await userEvent.click(twoStep.getByRole('button', { name: '确认关闭' }))
    await expectStep(twoStep, '两步验证未开启')
    await expect(lastParams('disableTwoStep')).toEqual({
      password: 'Passw0rd1',
      code: 'k7m2p-9xq4t',
    })
    await expectResult(twoStep, '两步验证已关闭')
    await expect(twoStep.getByRole('button', { name: '开启两步验证' })).toBeVisible()
  },
}

/** The rules before sending: a password, and a code of one of the two shapes. */
export const TurnOffInvalid: Story = {
  parameters: { msw: { handlers: { security: [securityHandler(twoStepOn(5))] } } },
  play: async ({ canvasElement }) => {
    const twoStep = await section(within(canvasElement))
    await userEvent.click(await twoStep.findByRole('button', { name: '关闭两步验证' }))
    await userEvent.type(twoStep.getByRole('textbox', { name: '验证器动态码或恢复码' }), '12345')
    await userEvent.click(twoStep.getByRole('button', { name: '确认关闭' }))
    await expectFieldError(twoStep.getByLabelText(/^登录密码/), '此项为必填项')
    await expectFieldError(
      twoStep.getByRole('textbox', { name: '验证器动态码或恢复码' }),
      '请输入 6 位数字动态码，或格式为 xxxxx-xxxxx 的恢复码',
    )
    await expect(requestsTo('disableTwoStep')).toHaveLength(0)
    // Cancelling goes back to the status.
    await userEvent.click(twoStep.getByRole('button', { name: '取消' }))
    await expectStep(twoStep, '两步验证已开启')
  },
}

/** 31006: it was turned off elsewhere meanwhile; the page reads the state again. */
export const AlreadyOff: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [
          securityHandler(twoStepOn(5), { operation: 'disableTwoStep', security: twoStepOff }),
        ],
        api: [answerFailure('disableTwoStep', Code.twoStepNotOn)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const twoStep = await section(within(canvasElement))
    await userEvent.click(await twoStep.findByRole('button', { name: '关闭两步验证' }))
    await userEvent.type(twoStep.getByLabelText(/^登录密码/), 'Passw0rd1')
    await userEvent.type(twoStep.getByRole('textbox', { name: '验证器动态码或恢复码' }), '492039')
    await userEvent.click(twoStep.getByRole('button', { name: '确认关闭' }))
    await expectStep(twoStep, '两步验证未开启')
    await expectResult(twoStep, '两步验证已经关闭了')
    await expect(requestsTo('getAccountSecurity')).toHaveLength(2)
  },
}

/** Both sections wait for getAccountSecurity; the sessions do not. */
export const Loading: Story = {
  parameters: { msw: { handlers: { security: [answerNever('getAccountSecurity')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByText('正在读取安全设置…')).toHaveLength(2)
    await expect(canvas.queryByRole('button', { name: '开启两步验证' })).toBeNull()
    await expect(await canvas.findByText('Chrome 131 · Windows')).toBeVisible()
  },
}

/** A failed read: said in both sections, and "retry" reads again. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [
          http.get('*/api/p/account/security', () => {
            logRequest({ operationId: 'getAccountSecurity', params: {}, headers: {} })
            return HttpResponse.error()
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const twoStep = await section(canvas)
    const alert = await twoStep.findByRole('alert')
    await expect(alert).toHaveTextContent('安全设置读取失败')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await waitFor(() => expect(requestsTo('getAccountSecurity')).toHaveLength(2))
  },
}

/** 10005: the session was ended on another device; this one is signed out (then sent to login). */
export const SessionEndedElsewhere: Story = {
  parameters: { msw: { handlers: { api: [answerFailure('startTwoStep', Code.sessionInvalid)] } } },
  play: async ({ canvasElement }) => {
    const twoStep = await section(within(canvasElement))
    await expect(sessionToken.get()).not.toBeNull()
    await userEvent.click(await twoStep.findByRole('button', { name: '开启两步验证' }))
    await expectCalledThenToast('startTwoStep', '登录状态校验失败，请重新登录')
    await expect(sessionToken.get()).toBeNull()
    await expect(twoStep.queryByRole('heading', { name: '绑定验证器' })).toBeNull()
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: { security: [securityHandler(twoStepOn(1))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const twoStep = within(await canvas.findByRole('region', { name: 'Two-step sign-in' }))
    await expect(
      await twoStep.findByRole('heading', { level: 3, name: 'Two-step sign-in is on' }),
    ).toBeVisible()
    await expect(twoStep.getByText('Recovery codes left: 1. Make new ones soon.')).toBeVisible()
    await userEvent.click(twoStep.getByRole('button', { name: 'Turn off two-step sign-in' }))
    await expect(twoStep.getByLabelText(/^Password/)).toBeVisible()
    await expect(
      twoStep.getByRole('textbox', { name: 'Authenticator or recovery code' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('complementary', { name: 'After recovering your account' }),
    ).toHaveTextContent('A password reset ("Forgot password") keeps two-step sign-in')
  },
}

/** The enrolment on the narrowest phone (320 px): QR code, key and field fit. */
export const EnrolPhone: Story = {
  play: async ({ canvasElement }) => {
    const twoStep = await startEnrolment(within(canvasElement))
    await twoStep.findByRole('img', { name: '用于绑定验证器的二维码' })
    await expectNoHorizontalOverflow()
  },
}

/** The recovery codes on a common phone (390 px). */
export const Enrolled390: Story = {
  parameters: { testViewport: { width: 390, height: 844 } },
  play: async ({ canvasElement }) => {
    const twoStep = await startEnrolment(within(canvasElement))
    await confirmCode(twoStep, '492039')
    await twoStep.findByRole('list', { name: '恢复码' })
    await expectNoHorizontalOverflow()
  },
}

/** English on the narrowest phone: the longer words, the status with its actions. */
export const EnglishOnPhone: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: { security: [securityHandler(twoStepOn(2))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: 'New recovery codes' })
    await expectNoHorizontalOverflow()
  },
}
