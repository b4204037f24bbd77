import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within, type Mock } from 'storybook/test'
import { answerData, answerFailure } from '@mocks/handlers'
import { lastParams, requestsTo } from '@mocks/request-log'
import { expectDialogGone, expectFieldError } from '@mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { formatDateTime } from '@/lib/format/format-date'
import { AccountSecurityScreen } from './account-security-screen'
import {
  base64url,
  baseHandlers,
  creationOptions,
  expectResult,
  phonePasskey,
  SECURITY_PATH,
  securityHandler,
  twoStepOn,
  withPasskeyPrompt,
  withPasskeys,
  workLaptop,
} from './story-support'
import { Code } from '@generated/error-catalogue'

type Canvas = ReturnType<typeof within>

const added = {
  id: 'pk_Nw5Tg8Jc2Xv6Rb9Lq3Mf7K',
  name: '家里的电脑',
  createdAt: '2026-03-05T09:45:00.000Z',
  lastUsedAt: null,
}

const meta = {
  title: 'Account/AccountSecurity/Passkeys',
  component: AccountSecurityScreen,
  parameters: {
    router: { path: SECURITY_PATH, initialEntries: [SECURITY_PATH] },
    msw: {
      handlers: {
        ...baseHandlers(withPasskeys([workLaptop, phonePasskey])),
        api: [
          answerData('passkeyRegistrationOptions', creationOptions),
          answerData('registerPasskey', added),
          answerData('removePasskey', null),
        ],
      },
    },
  },
} satisfies Meta<typeof AccountSecurityScreen>

export default meta
type Story = StoryObj<typeof meta>

const section = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: '通行密钥' }))
const card = async (passkeys: Canvas, name: string) =>
  within(await passkeys.findByRole('listitem', { name }))

/** "Add a passkey": the form, read from its heading, with a name to change. */
async function openAddForm(passkeys: Canvas, name?: string) {
  await userEvent.click(await passkeys.findByRole('button', { name: '添加通行密钥' }))
  const heading = await passkeys.findByRole('heading', { level: 3, name: '添加通行密钥' })
  await waitFor(() => expect(heading).toHaveFocus())
  const field = passkeys.getByRole('textbox', { name: '通行密钥名称' })
  if (name !== undefined) {
    await userEvent.clear(field)
    if (name) await userEvent.type(field, name)
  }
  return field
}

const create = () => navigator.credentials.create as Mock

/** Each passkey with when it was added and last used, and a "remove" that names it. */
export const PasskeysList: Story = {
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    const list = await passkeys.findByRole('list', { name: '通行密钥列表' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    const laptop = await card(passkeys, '工作电脑')
    await expect(laptop.getByText(formatDateTime(workLaptop.createdAt))).toBeVisible()
    await expect(laptop.getByText(formatDateTime(workLaptop.lastUsedAt!))).toBeVisible()
    await expect(laptop.getByRole('button', { name: '移除' })).toHaveAccessibleDescription(
      '工作电脑',
    )
    const phone = await card(passkeys, 'iPhone')
    await expect(phone.getByText('尚未使用')).toBeVisible()
    await expect(passkeys.getByRole('button', { name: '添加通行密钥' })).toBeEnabled()
  },
}

/** No passkeys yet. */
export const NoPasskeys: Story = {
  parameters: { msw: { handlers: { security: [securityHandler(withPasskeys([]))] } } },
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    await expect(await passkeys.findByText('还没有添加通行密钥。')).toBeVisible()
    await expect(passkeys.queryByRole('list')).toBeNull()
  },
}

/**
 * Adding one: the server's options go to the browser's prompt (challenge and user as bytes), its
 * answer to registerPasskey as JSON, under the name given; the list is read again.
 */
export const AddPasskey: Story = {
  beforeEach: withPasskeyPrompt('create'),
  parameters: {
    msw: {
      handlers: {
        security: [
          securityHandler(withPasskeys([workLaptop]), {
            operation: 'registerPasskey',
            security: withPasskeys([workLaptop, added]),
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    const field = await openAddForm(passkeys)
    // A name is suggested from this device.
    await expect((field as HTMLInputElement).value).toMatch(/^.+ 上的通行密钥$|^我的通行密钥$/)
    await userEvent.clear(field)
    await userEvent.type(field, '  家里的电脑 ')
    await userEvent.click(passkeys.getByRole('button', { name: '创建通行密钥' }))

    await expectResult(passkeys, '已添加通行密钥“家里的电脑”')
    await expect(requestsTo('passkeyRegistrationOptions')).toHaveLength(1)
    await expect(create()).toHaveBeenCalledTimes(1)
    const { publicKey } = create().mock.calls[0]![0] as CredentialCreationOptions
    await expect(new TextDecoder().decode(publicKey!.challenge as ArrayBuffer)).toBe(
      'server-challenge-1',
    )
    await expect(publicKey!.rp).toEqual(creationOptions.rp)
    const sent = lastParams('registerPasskey') ?? {}
    await expect(sent.name).toBe('家里的电脑')
    await expect(JSON.parse(sent.credential!)).toMatchObject({
      id: base64url('credential-1'),
      rawId: base64url('credential-1'),
      type: 'public-key',
      response: {
        clientDataJSON: base64url('{"type":"webauthn.create"}'),
        attestationObject: base64url('attestation-none'),
        transports: ['internal'],
      },
    })
    await expect(await card(passkeys, '家里的电脑')).toBeTruthy()
    // The form has closed; focus is back on the button that opened it.
    await waitFor(() =>
      expect(passkeys.getByRole('button', { name: '添加通行密钥' })).toHaveFocus(),
    )
  },
}

/** The name is required (and no more than 50 characters): nothing is asked of the browser. */
export const AddNameMissing: Story = {
  beforeEach: withPasskeyPrompt('create'),
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    const field = await openAddForm(passkeys, '')
    await userEvent.click(passkeys.getByRole('button', { name: '创建通行密钥' }))
    await expectFieldError(field, '请输入 1 至 50 个字符的名称')
    await expect(requestsTo('passkeyRegistrationOptions')).toHaveLength(0)
    await expect(create()).not.toHaveBeenCalled()
  },
}

/** The user closed the browser's prompt (NotAllowedError): a calm word, nothing sent. */
export const AddCancelled: Story = {
  beforeEach: withPasskeyPrompt('NotAllowedError'),
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    await openAddForm(passkeys, '工作电脑 2')
    await userEvent.click(passkeys.getByRole('button', { name: '创建通行密钥' }))
    const form = passkeys.getByRole('heading', { name: '添加通行密钥' }).closest('form')!
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      '已取消，没有添加通行密钥。',
    )
    await expect(within(form).queryByRole('alert')).toBeNull()
    await expect(create()).toHaveBeenCalledTimes(1)
    await expect(requestsTo('registerPasskey')).toHaveLength(0)
    // Still there to try again.
    await expect(passkeys.getByRole('button', { name: '创建通行密钥' })).toBeEnabled()
  },
}

/** The authenticator already holds one of the account's passkeys (InvalidStateError). */
export const AddAlreadyOnDevice: Story = {
  beforeEach: withPasskeyPrompt('InvalidStateError'),
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    await openAddForm(passkeys)
    await userEvent.click(passkeys.getByRole('button', { name: '创建通行密钥' }))
    await expect(await passkeys.findByRole('alert')).toHaveTextContent(
      '这台设备上已经有你账号的通行密钥了。',
    )
    await expect(requestsTo('registerPasskey')).toHaveLength(0)
  },
}

/** 31007: the server could not verify the browser's answer (or its challenge expired). */
export const AddNotVerified: Story = {
  beforeEach: withPasskeyPrompt('create'),
  parameters: {
    msw: {
      handlers: {
        api: [
          answerData('passkeyRegistrationOptions', creationOptions),
          answerFailure('registerPasskey', Code.passkeyFailed),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    await openAddForm(passkeys, '工作电脑 2')
    await userEvent.click(passkeys.getByRole('button', { name: '创建通行密钥' }))
    await expect(await passkeys.findByRole('alert')).toHaveTextContent('通行密钥验证失败，请重试')
    await expect(lastParams('registerPasskey')?.name).toBe('工作电脑 2')
    await expect(requestsTo('getAccountSecurity')).toHaveLength(1)
  },
}

/** 441 passkeyLimit: ten already; the browser is not asked. */
export const PasskeyLimit: Story = {
  beforeEach: withPasskeyPrompt('create'),
  parameters: {
    msw: {
      handlers: { api: [answerFailure('passkeyRegistrationOptions', Code.invalidParameter)] },
    },
  },
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    await openAddForm(passkeys)
    await userEvent.click(passkeys.getByRole('button', { name: '创建通行密钥' }))
    await expect(await passkeys.findByRole('alert')).toHaveTextContent('最多可添加 10 个通行密钥')
    await expect(create()).not.toHaveBeenCalled()
    await expect(requestsTo('registerPasskey')).toHaveLength(0)
  },
}

/** A browser without WebAuthn: said instead of the button; existing passkeys can be removed. */
export const NoWebAuthn: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential')
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true })
    return () => {
      if (original) Object.defineProperty(window, 'PublicKeyCredential', original)
    }
  },
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    await expect(await passkeys.findByText(/这个浏览器不支持通行密钥/)).toBeVisible()
    await expect(passkeys.queryByRole('button', { name: '添加通行密钥' })).toBeNull()
    await expect(
      (await card(passkeys, '工作电脑')).getByRole('button', { name: '移除' }),
    ).toBeVisible()
  },
}

/** Removing one: asked first (cancel sends nothing), then its id; the list is read again. */
export const RemovePasskey: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [
          securityHandler(withPasskeys([workLaptop, phonePasskey]), {
            operation: 'removePasskey',
            security: withPasskeys([workLaptop]),
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    const phone = await card(passkeys, 'iPhone')
    await userEvent.click(phone.getByRole('button', { name: '移除' }))
    const dialog = await screen.findByRole('alertdialog', { name: '移除这个通行密钥？' })
    await expect(dialog).toHaveTextContent('移除后，“iPhone”不能再用于登录。')
    // Another passkey remains: no warning.
    await expect(dialog).not.toHaveTextContent('只能用密码登录')
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await expectDialogGone()
    await expect(requestsTo('removePasskey')).toHaveLength(0)

    await userEvent.click(phone.getByRole('button', { name: '移除' }))
    const again = await screen.findByRole('alertdialog', { name: '移除这个通行密钥？' })
    await userEvent.click(within(again).getByRole('button', { name: '确认移除' }))
    await expectDialogGone()
    await expect(lastParams('removePasskey')).toEqual({ id: phonePasskey.id })
    await expectResult(passkeys, '已移除通行密钥“iPhone”')
    await waitFor(() => expect(passkeys.queryByRole('listitem', { name: 'iPhone' })).toBeNull())
  },
}

/** The last passkey while two-step sign-in is off: the dialog says the password stays the only way in. */
export const LastPasskeyRemoved: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [
          securityHandler(withPasskeys([workLaptop]), {
            operation: 'removePasskey',
            security: withPasskeys([]),
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    await userEvent.click((await card(passkeys, '工作电脑')).getByRole('button', { name: '移除' }))
    const dialog = await screen.findByRole('alertdialog', { name: '移除这个通行密钥？' })
    await expect(dialog).toHaveTextContent(
      '这是你唯一的通行密钥，且两步验证未开启：移除后，只能用密码登录。',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: '确认移除' }))
    await expectDialogGone()
    await expect(lastParams('removePasskey')).toEqual({ id: workLaptop.id })
    await expect(await passkeys.findByText('还没有添加通行密钥。')).toBeVisible()
  },
}

/** The last passkey with two-step sign-in on: the password alone does not sign in; no warning. */
export const LastPasskeyTwoStepOn: Story = {
  parameters: { msw: { handlers: { security: [securityHandler(twoStepOn(8, [workLaptop]))] } } },
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    await userEvent.click((await card(passkeys, '工作电脑')).getByRole('button', { name: '移除' }))
    const dialog = await screen.findByRole('alertdialog', { name: '移除这个通行密钥？' })
    await expect(dialog).not.toHaveTextContent('只能用密码登录')
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await expectDialogGone()
  },
}

/** 441 passkeyNotFound: removed on another device meanwhile; the list is read again. */
export const AlreadyRemoved: Story = {
  parameters: {
    msw: {
      handlers: {
        security: [
          securityHandler(withPasskeys([workLaptop, phonePasskey]), {
            operation: 'removePasskey',
            security: withPasskeys([workLaptop]),
          }),
        ],
        api: [answerFailure('removePasskey', Code.invalidParameter)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const passkeys = await section(within(canvasElement))
    await userEvent.click((await card(passkeys, 'iPhone')).getByRole('button', { name: '移除' }))
    const dialog = await screen.findByRole('alertdialog', { name: '移除这个通行密钥？' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确认移除' }))
    await expectResult(passkeys, '这个通行密钥已经被移除了')
    await waitFor(() => expect(requestsTo('getAccountSecurity')).toHaveLength(2))
    await waitFor(() => expect(passkeys.queryByRole('listitem', { name: 'iPhone' })).toBeNull())
  },
}

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach: withPasskeyPrompt('NotAllowedError'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const passkeys = within(await canvas.findByRole('region', { name: 'Passkeys' }))
    const phone = await card(passkeys, 'iPhone')
    await expect(phone.getByText('Not used yet')).toBeVisible()
    await userEvent.click(passkeys.getByRole('button', { name: 'Add a passkey' }))
    const field = passkeys.getByRole('textbox', { name: 'Passkey name' })
    await expect((field as HTMLInputElement).value).toMatch(/^Passkey on .+|^My passkey$/)
    await userEvent.click(passkeys.getByRole('button', { name: 'Create the passkey' }))
    await expect(await passkeys.findByText('Cancelled: no passkey was added.')).toBeVisible()
  },
}

/** The narrowest phone (320 px), in English: the cards and the form fit. */
export const EnglishPhone: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const passkeys = within(await within(canvasElement).findByRole('region', { name: 'Passkeys' }))
    await card(passkeys, 'iPhone')
    await userEvent.click(passkeys.getByRole('button', { name: 'Add a passkey' }))
    await passkeys.findByRole('textbox', { name: 'Passkey name' })
    await expectNoHorizontalOverflow()
  },
}

/** A common phone (390 px). */
export const Passkeys390: Story = {
  parameters: { testViewport: { width: 390, height: 844 } },
  play: async ({ canvasElement }) => {
    await card(await section(within(canvasElement)), '工作电脑')
    await expectNoHorizontalOverflow()
  },
}
