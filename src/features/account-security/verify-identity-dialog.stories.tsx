import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import type { OperationId } from '@generated/operations'
import { failure, success } from '@mocks/envelopes'
import { answer, answerData } from '@mocks/handlers'
import {
  passkeyChallengeFixture,
  passkeyCredentialJson,
  stubPasskeyPrompt,
} from '@mocks/passkey-prompt'
import { lastParams, requestsTo } from '@mocks/request-log'
import { expectFieldError } from '@mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { AccountSecurityScreen } from './account-security-screen'
import {
  baseHandlers,
  creationOptions,
  expectResult,
  recoveryCodes,
  secretFixture,
  SECURITY_PATH,
  securityHandler,
  twoStepOn,
  withPasskeyPrompt,
  withPasskeys,
  workLaptop,
} from './story-support'
import { Code } from '@generated/error-catalogue'

// What changes how the account signs in answers 31008 until the developer proved who they are
// (verifyIdentity): the page asks in a dialog, then makes the call again.

type Canvas = ReturnType<typeof within>

const RIGHT_PASSWORD = 'Secret123'
const verifiedUntil = '2026-03-05T09:46:00.000Z'

/** verifyIdentity as the server answers: the right password (and code '735102'), or a passkey. */
const verifyHandler = answer('verifyIdentity', ({ params }) => {
  if (params.credential) return success({ verifiedUntil })
  if (params.password !== RIGHT_PASSWORD)
    return failure(Code.wrongAccountOrPassword, 'verifyIdentity')
  if (params.code !== undefined && params.code !== '735102') {
    return failure(Code.wrongCode, 'verifyIdentity')
  }
  return success({ verifiedUntil })
})

/** The operation answers 31008 until a verifyIdentity succeeded, then `data`. */
const afterProof = (operation: OperationId, data: unknown) =>
  answer(operation, () => {
    const proved = requestsTo('verifyIdentity').some(
      ({ params }) =>
        params.credential !== undefined ||
        (params.password === RIGHT_PASSWORD && [undefined, '735102'].includes(params.code)),
    )
    return proved ? success(data) : failure(Code.proofRequired, operation)
  })

const meta = {
  title: 'Account/AccountSecurity/ConfirmIdentity',
  component: AccountSecurityScreen,
  parameters: {
    router: { path: SECURITY_PATH, initialEntries: [SECURITY_PATH] },
    msw: {
      handlers: {
        ...baseHandlers(),
        verify: [verifyHandler],
        api: [
          afterProof('startTwoStep', secretFixture),
          afterProof('renewRecoveryCodes', { recoveryCodes }),
          afterProof('passkeyRegistrationOptions', creationOptions),
          answerData('registerPasskey', {
            id: 'pk_Nw5Tg8Jc2Xv6Rb9Lq3Mf7K',
            name: '家里的电脑',
            createdAt: '2026-03-05T09:45:00.000Z',
            lastUsedAt: null,
          }),
          afterProof('removePasskey', null),
          answerData('passkeyLoginOptions', passkeyChallengeFixture),
        ],
      },
    },
  },
} satisfies Meta<typeof AccountSecurityScreen>

export default meta
type Story = StoryObj<typeof meta>

const region = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('region', { name }))
/** The dialog, once it has opened (it fades in: its text is visible only then). */
async function verifyDialog(name = '验证身份') {
  const dialog = await screen.findByRole('dialog', { name })
  await waitFor(() => expect(dialog).toBeVisible())
  // Opened from a confirmation, the dialog takes the pointer once that one has finished closing:
  // until then the layer below it is the top one, and everything else has pointer-events: none.
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'))
  return within(dialog)
}
async function expectVerifyDialogGone() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

/**
 * Turning two-step sign-in on asks first: the password alone (no code yet, no passkey to offer);
 * an empty field is refused before anything is sent, a wrong password said on the field; once
 * proved, the call is made again and the set-up goes on.
 */
export const BeforeTurningOn: Story = {
  play: async ({ canvasElement }) => {
    const twoStep = await region(within(canvasElement), '两步验证')
    await userEvent.click(await twoStep.findByRole('button', { name: '开启两步验证' }))
    const dialog = await verifyDialog()
    await waitFor(() => expect(dialog.getByText(/更改登录方式前，请输入登录密码/)).toBeVisible())
    await expect(dialog.queryByRole('textbox', { name: /动态码/ })).toBeNull()
    await expect(dialog.queryByRole('button', { name: '使用通行密钥验证' })).toBeNull()
    const password = dialog.getByLabelText(/登录密码/, { selector: 'input' })
    await waitFor(() => expect(password).toHaveFocus())
    await userEvent.click(dialog.getByRole('button', { name: '验证' }))
    await expectFieldError(password, '请输入登录密码')
    await expect(requestsTo('verifyIdentity')).toHaveLength(0)
    await userEvent.type(password, 'Wrong1234')
    await userEvent.click(dialog.getByRole('button', { name: '验证' }))
    await expectFieldError(password, '密码错误')
    await userEvent.clear(password)
    await userEvent.type(password, RIGHT_PASSWORD)
    await userEvent.click(dialog.getByRole('button', { name: '验证' }))
    await expectVerifyDialogGone()
    await expect(lastParams('verifyIdentity')).toEqual({ password: RIGHT_PASSWORD })
    await expect(
      await twoStep.findByRole('heading', { level: 3, name: '绑定验证器' }),
    ).toBeVisible()
    await expect(requestsTo('startTwoStep')).toHaveLength(2)
  },
}

/** Closing the dialog changes nothing: no second call, the status as it was. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const twoStep = await region(within(canvasElement), '两步验证')
    await userEvent.click(await twoStep.findByRole('button', { name: '开启两步验证' }))
    const dialog = await verifyDialog()
    await userEvent.click(dialog.getByRole('button', { name: '取消' }))
    await expectVerifyDialogGone()
    await expect(twoStep.getByRole('button', { name: '开启两步验证' })).toBeEnabled()
    await expect(requestsTo('startTwoStep')).toHaveLength(1)
    await expect(requestsTo('verifyIdentity')).toHaveLength(0)
  },
}

/**
 * With two-step sign-in on, new recovery codes ask for the password and an authenticator code: a
 * code that is not six digits is refused in the form, a wrong one (31002) said on its field.
 */
export const WithAuthenticatorCode: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [
          securityHandler(twoStepOn(1), {
            operation: 'renewRecoveryCodes',
            security: twoStepOn(10),
            times: 2,
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const twoStep = await region(within(canvasElement), '两步验证')
    await userEvent.click(await twoStep.findByRole('button', { name: '生成新的恢复码' }))
    await userEvent.click(await twoStep.findByRole('button', { name: '生成' }))
    const dialog = await verifyDialog()
    await waitFor(() =>
      expect(dialog.getByText(/请输入登录密码和验证器显示的动态码/)).toBeVisible(),
    )
    const password = dialog.getByLabelText(/登录密码/, { selector: 'input' })
    const code = dialog.getByRole('textbox', { name: '验证器显示的 6 位动态码' })
    await userEvent.type(password, RIGHT_PASSWORD)
    await userEvent.type(code, '12a')
    await userEvent.click(dialog.getByRole('button', { name: '验证' }))
    await expectFieldError(code, '请输入验证器显示的 6 位数字')
    await userEvent.clear(code)
    await userEvent.type(code, '000000')
    await userEvent.click(dialog.getByRole('button', { name: '验证' }))
    await expectFieldError(code, '验证码错误')
    await userEvent.clear(code)
    await userEvent.type(code, '735 102')
    await userEvent.click(dialog.getByRole('button', { name: '验证' }))
    await expectVerifyDialogGone()
    await expect(lastParams('verifyIdentity')).toEqual({ password: RIGHT_PASSWORD, code: '735102' })
    await expect(
      await twoStep.findByRole('heading', { level: 3, name: '保存恢复码' }),
    ).toBeVisible()
    await expectResult(twoStep, '已生成新的恢复码')
    await expect(lastParams('renewRecoveryCodes')).toEqual({})
  },
}

/**
 * An account with passkeys may prove it with one instead: the browser's prompt answers the
 * sign-in challenge, sent with its id; then the new passkey is created as usual.
 */
export const WithPasskey: Story = {
  parameters: {
    msw: { handlers: { security: [securityHandler(withPasskeys([workLaptop]))] } },
  },
  beforeEach: () => {
    // The creation stub replaces navigator.credentials: the prompt's `get` goes on the new one.
    const restoreCreate = withPasskeyPrompt('create')()
    const restoreGet = stubPasskeyPrompt('answer')
    return () => {
      restoreGet()
      restoreCreate()
    }
  },
  play: async ({ canvasElement }) => {
    const passkeys = await region(within(canvasElement), '通行密钥')
    await userEvent.click(await passkeys.findByRole('button', { name: '添加通行密钥' }))
    await userEvent.click(await passkeys.findByRole('button', { name: '创建通行密钥' }))
    const dialog = await verifyDialog()
    await userEvent.click(dialog.getByRole('button', { name: '使用通行密钥验证' }))
    await expectVerifyDialogGone()
    const sent = lastParams('verifyIdentity')
    await expect(sent?.challengeId).toBe(passkeyChallengeFixture.challengeId)
    await expect(JSON.parse(sent?.credential ?? '')).toEqual(passkeyCredentialJson)
    await expect(sent?.password).toBeUndefined()
    await expectResult(passkeys, '已添加通行密钥')
    await expect(requestsTo('passkeyRegistrationOptions')).toHaveLength(2)
    await expect(requestsTo('registerPasskey')).toHaveLength(1)
  },
}

/** A passkey the server does not accept (31007), or a prompt the developer closed: said calmly. */
export const PasskeyRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [securityHandler(withPasskeys([workLaptop]))],
        verify: [answer('verifyIdentity', failure(Code.passkeyFailed, 'verifyIdentity'))],
      },
    },
  },
  beforeEach: () => stubPasskeyPrompt('answer'),
  play: async ({ canvasElement }) => {
    const passkeys = await region(within(canvasElement), '通行密钥')
    await userEvent.click(await passkeys.findByRole('button', { name: '添加通行密钥' }))
    await userEvent.click(await passkeys.findByRole('button', { name: '创建通行密钥' }))
    const dialog = await verifyDialog()
    await userEvent.click(dialog.getByRole('button', { name: '使用通行密钥验证' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '通行密钥验证失败，请重试或输入密码。',
    )
    await expect(requestsTo('passkeyRegistrationOptions')).toHaveLength(1)
  },
}

/** Removing a passkey: the confirmation, then the proof above it, then the removal. */
export const BeforeRemoving: Story = {
  parameters: {
    msw: { handlers: { security: [securityHandler(withPasskeys([workLaptop]))] } },
  },
  play: async ({ canvasElement }) => {
    const passkeys = await region(within(canvasElement), '通行密钥')
    const laptop = within(await passkeys.findByRole('listitem', { name: '工作电脑' }))
    await userEvent.click(laptop.getByRole('button', { name: '移除' }))
    const confirm = await screen.findByRole('alertdialog', { name: '移除这个通行密钥？' })
    await userEvent.click(within(confirm).getByRole('button', { name: '确认移除' }))
    const dialog = await verifyDialog()
    await userEvent.type(dialog.getByLabelText(/登录密码/, { selector: 'input' }), RIGHT_PASSWORD)
    await userEvent.click(dialog.getByRole('button', { name: '验证' }))
    await expectResult(passkeys, '已移除通行密钥')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(requestsTo('removePasskey')).toHaveLength(2)
    await expect(lastParams('removePasskey')).toEqual({ id: workLaptop.id })
  },
}

/** In English, on the narrowest phone: the dialog fits. */
export const EnglishPhone: Story = {
  globals: { locale: 'en' },
  parameters: {
    testViewport: { width: 320, height: 640 },
    msw: { handlers: { security: [securityHandler(twoStepOn(5, [workLaptop]))] } },
  },
  play: async ({ canvasElement }) => {
    const twoStep = await region(within(canvasElement), 'Two-step sign-in')
    await userEvent.click(await twoStep.findByRole('button', { name: 'New recovery codes' }))
    await userEvent.click(await twoStep.findByRole('button', { name: 'Make new codes' }))
    const dialog = await verifyDialog("Confirm it's you")
    await waitFor(() => expect(dialog.getByText(/enter your password and the code/)).toBeVisible())
    await expect(
      dialog.getByRole('textbox', { name: 'The 6 digits your authenticator shows' }),
    ).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Use a passkey instead' })).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}
