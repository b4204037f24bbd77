import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Code } from '@generated/error-catalogue'
import { answer, answerNever } from '@mocks/handlers'
import { lastParams, requestsTo } from '@mocks/request-log'
import { expectDialogGone, expectToast } from '@mocks/story-helpers'
import {
  eastVendorFixture,
  northVendorFixture,
  vendorAuthorizationFixture,
  vendorListBound,
  vendorListUnbound,
} from '@mocks/vendor-fixtures'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { failure, success } from '@mocks/envelopes'
import { formatDateTime } from '@/lib/format/format-date'
import {
  expectProofDialogGone,
  holdVendorSignIn,
  passwordOnlySecurity,
  proofDialog,
  RIGHT_PASSWORD,
  VENDORS_PATH,
  vendorsServer,
} from './story-support'
import { VendorsScreen } from './vendors-screen'

const server = vendorsServer()
let signIn: ReturnType<typeof holdVendorSignIn>

const meta = {
  title: 'Account/Vendors',
  component: VendorsScreen,
  parameters: {
    router: { path: VENDORS_PATH, initialEntries: [VENDORS_PATH] },
    msw: { handlers: server.handlers },
  },
  beforeEach: () => {
    server.reset()
    signIn = holdVendorSignIn()
    return signIn.restore
  },
} satisfies Meta<typeof VendorsScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/** The story starts with these vendors (and, `needsProof`, a session that must prove itself). */
const startWith =
  (...args: Parameters<typeof server.reset>) =>
  () => {
    server.reset(...args)
    signIn = holdVendorSignIn()
    return signIn.restore
  }

/** A vendor's card, by its name, once the list is read. */
async function card(canvas: Canvas, name: string) {
  return within(await canvas.findByRole('listitem', { name }))
}

/** The confirmation dialog, once open (its code loads after the page). */
const confirmDialog = (name: string | RegExp) =>
  screen.findByRole('alertdialog', { name }, { timeout: 3000 })

// Reading the vendors.

export const Loading: Story = {
  parameters: { msw: { handlers: { listVendors: [answerNever('listVendors')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '厂商账号' })).toBeVisible()
    await expect(canvas.getByText('正在读取厂商…')).toBeVisible()
  },
}

/** The list could not be read: said, with a retry that reads it again. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        listVendors: [
          http.get('*/api/p/vendors/list', () => HttpResponse.error(), { once: true }),
          answer('listVendors', success({ list: vendorListBound })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('厂商列表读取失败')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await expect(await canvas.findByRole('listitem', { name: '北辰手机' })).toBeVisible()
  },
}

/** No vendor enabled (VendorListEmpty). */
export const Empty: Story = {
  beforeEach: startWith([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('暂时没有可绑定的厂商')).toBeVisible()
    await expect(canvas.getByText('联盟开放厂商绑定后，厂商会列在这里。')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** Nothing bound yet (VendorListUnbound): each vendor with "bind"; the development vendor badged. */
export const Unbound: Story = {
  beforeEach: startWith(vendorListUnbound),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: '厂商' })
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    await expect(names).toEqual(['开发厂商', '东方终端', '北辰手机'])
    const dev = await card(canvas, '开发厂商')
    await expect(dev.getByText('开发环境')).toBeVisible()
    await expect(dev.getByText(/在本机运行的开发用厂商/)).toBeVisible()
    const east = await card(canvas, '东方终端')
    await expect(east.queryByText('开发环境')).toBeNull()
    await expect(east.getByText('未绑定')).toBeVisible()
    await expect(east.getByText('绑定后，审核通过的新版本会分发到东方终端。')).toBeVisible()
    // The button names the action; the vendor's heading describes it.
    await expect(east.getByRole('button', { name: '绑定' })).toHaveAccessibleDescription('东方终端')
  },
}

/** Bound at the development vendor and North (VendorListBound): the accounts, their ids and dates. */
export const Bound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const north = await card(canvas, '北辰手机')
    await expect(north.getByText('已绑定')).toBeVisible()
    await expect(north.getByText('示例科技')).toBeVisible()
    await expect(north.getByText('N-20260301-0042')).toBeVisible()
    await expect(north.getByText(formatDateTime(northVendorFixture.binding!.boundAt))).toBeVisible()
    await expect(north.getByRole('button', { name: '解除绑定' })).toHaveAccessibleDescription(
      '北辰手机',
    )
    await expect(north.queryByRole('button', { name: '绑定' })).toBeNull()
    // The development vendor names the account by its login name: name and id are the same.
    const dev = await card(canvas, '开发厂商')
    await expect(dev.getAllByText('example-tech')).toHaveLength(2)
    await expect(
      (await card(canvas, '东方终端')).getByRole('button', { name: '绑定' }),
    ).toBeVisible()
  },
}

/** A vendor that gave no account name: the id alone, and why there is no name. */
export const BoundWithoutName: Story = {
  beforeEach: startWith([
    {
      ...northVendorFixture,
      binding: { ...northVendorFixture.binding!, vendorDeveloperName: null },
    },
  ]),
  play: async ({ canvasElement }) => {
    const north = await card(within(canvasElement), '北辰手机')
    await expect(north.getByText('厂商未提供')).toBeVisible()
    await expect(north.getByText('N-20260301-0042')).toBeVisible()
  },
}

// Binding.

/** "Bind": the vendor's sign-in address is asked for, and the browser goes there. */
export const Bind: Story = {
  play: async ({ canvasElement }) => {
    const east = await card(within(canvasElement), '东方终端')
    await userEvent.click(east.getByRole('button', { name: '绑定' }))
    await waitFor(() =>
      expect(signIn.addresses).toEqual([vendorAuthorizationFixture.authorizationUrl]),
    )
    await expect(lastParams('startVendorBinding')).toEqual({ vendorCode: 'east' })
    // The page stays busy while the browser leaves.
    await expect(east.getByRole('button', { name: '绑定' })).toBeDisabled()
  },
}

/**
 * The session has not proved itself lately (31008): the dialog says why it asks, reads how the
 * account signs in, takes the password; then the call is made again and the browser goes.
 */
export const BindAfterProof: Story = {
  beforeEach: startWith(vendorListBound, { needsProof: true }),
  play: async ({ canvasElement }) => {
    const east = await card(within(canvasElement), '东方终端')
    await userEvent.click(east.getByRole('button', { name: '绑定' }))
    const dialog = await proofDialog()
    await waitFor(() => expect(dialog.getByText(/绑定或解除厂商开发者账号前/)).toBeVisible())
    await expect(requestsTo('getAccountSecurity')).toHaveLength(1)
    const password = dialog.getByLabelText(/登录密码/, { selector: 'input' })
    await userEvent.type(password, 'Wrong1234')
    await userEvent.click(dialog.getByRole('button', { name: '验证' }))
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage('密码错误'))
    await expect(signIn.addresses).toEqual([])
    await userEvent.clear(password)
    await userEvent.type(password, RIGHT_PASSWORD)
    await userEvent.click(dialog.getByRole('button', { name: '验证' }))
    await expectProofDialogGone()
    await waitFor(() => expect(signIn.addresses).toHaveLength(1))
    await expect(requestsTo('startVendorBinding')).toHaveLength(2)
    await expect(lastParams('verifyIdentity')).toEqual({ password: RIGHT_PASSWORD })
  },
}

/** Closing the dialog leaves everything as it was: no second call, the browser stays. */
export const BindProofCancelled: Story = {
  beforeEach: startWith(vendorListBound, { needsProof: true }),
  play: async ({ canvasElement }) => {
    const east = await card(within(canvasElement), '东方终端')
    await userEvent.click(east.getByRole('button', { name: '绑定' }))
    const dialog = await proofDialog()
    await dialog.findByLabelText(/登录密码/, { selector: 'input' })
    await userEvent.click(dialog.getByRole('button', { name: '取消' }))
    await expectProofDialogGone()
    await waitFor(() => expect(east.getByRole('button', { name: '绑定' })).toBeEnabled())
    await expect(requestsTo('startVendorBinding')).toHaveLength(1)
    await expect(signIn.addresses).toEqual([])
    await expect(east.queryByRole('alert')).toBeNull()
  },
}

/** How the account signs in could not be read: the dialog says so, and reads it again. */
export const BindProofSecurityUnreadable: Story = {
  beforeEach: startWith(vendorListBound, { needsProof: true }),
  parameters: {
    msw: {
      handlers: {
        security: [
          http.get('*/api/p/account/security', () => HttpResponse.error(), { once: true }),
          answer('getAccountSecurity', success(passwordOnlySecurity)),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const east = await card(within(canvasElement), '东方终端')
    await userEvent.click(east.getByRole('button', { name: '绑定' }))
    const dialog = await proofDialog()
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '账号的登录方式读取失败，暂时无法验证身份。',
    )
    await userEvent.click(dialog.getByRole('button', { name: '重试' }))
    await expect(await dialog.findByLabelText(/登录密码/, { selector: 'input' })).toBeVisible()
    // The failed read is the network's (not logged); the retry reached the server.
    await expect(requestsTo('getAccountSecurity')).toHaveLength(1)
  },
}

/** 11101: bound meanwhile (another window): said, and the list shows the binding. */
export const BindAlreadyBound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const east = await card(canvas, '东方终端')
    server.change((vendors) => {
      vendors[1]!.binding = { ...northVendorFixture.binding!, vendorDeveloperId: 'E-7731' }
    })
    await userEvent.click(east.getByRole('button', { name: '绑定' }))
    await expect(await east.findByRole('alert')).toHaveTextContent(
      '你在该厂商已绑定了开发者账号，列表已更新。如需换绑，请先解除当前绑定。',
    )
    await expect(await east.findByText('E-7731')).toBeVisible()
    await expect(requestsTo('listVendors')).toHaveLength(2)
    await expect(signIn.addresses).toEqual([])
  },
}

/** 11102: the vendor was disabled meanwhile: said in a toast, and the list read again without it. */
export const BindVendorUnknown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const east = await card(canvas, '东方终端')
    server.change((vendors) => {
      vendors.splice(1, 1)
    })
    await userEvent.click(east.getByRole('button', { name: '绑定' }))
    await expectToast('该厂商已不再开放绑定，列表已更新。')
    await waitFor(() => expect(requestsTo('listVendors')).toHaveLength(2))
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: '东方终端' })).toBeNull())
    await expect(lastParams('startVendorBinding')).toEqual({ vendorCode: 'east' })
  },
}

/** 11103 vendorUnreachable: the vendor's sign-in service is down; the list stays as it is. */
export const BindVendorUnreachable: Story = {
  parameters: {
    msw: {
      handlers: {
        startVendorBinding: [
          answer('startVendorBinding', failure(Code.accessTokenFailed, 'startVendorBinding')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const east = await card(within(canvasElement), '东方终端')
    await userEvent.click(east.getByRole('button', { name: '绑定' }))
    await expect(await east.findByRole('alert')).toHaveTextContent(
      '暂时无法连接该厂商的登录服务，请稍后再试。',
    )
    await expect(east.getByRole('button', { name: '绑定' })).toBeEnabled()
    await expect(requestsTo('listVendors')).toHaveLength(1)
  },
}

// Unbinding.

/** Asked first, saying what unbinding means; cancel sends nothing; confirmed, the binding ends. */
export const Unbind: Story = {
  play: async ({ canvasElement }) => {
    const north = await card(within(canvasElement), '北辰手机')
    const unbind = north.getByRole('button', { name: '解除绑定' })
    await userEvent.click(unbind)
    let open = await confirmDialog('解除与北辰手机的绑定？')
    await expect(open).toHaveTextContent(
      '解除后，新审核通过的版本不再分发到北辰手机；已分发到该厂商的版本保持原状。之后可以重新绑定。',
    )
    await userEvent.click(within(open).getByRole('button', { name: '取消' }))
    await expectDialogGone()
    await expect(requestsTo('unbindVendor')).toHaveLength(0)

    await userEvent.click(unbind)
    open = await confirmDialog('解除与北辰手机的绑定？')
    await userEvent.click(within(open).getByRole('button', { name: '确认解除' }))
    await expectDialogGone()
    await expectToast('已解除与北辰手机的绑定')
    await expect(lastParams('unbindVendor')).toEqual({ vendorCode: 'north' })
    await expect(await north.findByText('未绑定')).toBeVisible()
    await expect(north.getByRole('button', { name: '绑定' })).toBeVisible()
    await expect(north.queryByText('N-20260301-0042')).toBeNull()
    // "Unbind" went with the binding: focus is on the vendor's heading, not lost.
    await waitFor(() =>
      expect(north.getByRole('heading', { level: 2, name: '北辰手机' })).toHaveFocus(),
    )
  },
}

/** From the keyboard: Tab to "unbind", Enter opens the question, focus on "cancel", Escape closes. */
export const UnbindKeyboard: Story = {
  beforeEach: startWith([northVendorFixture]),
  play: async ({ canvasElement }) => {
    const north = await card(within(canvasElement), '北辰手机')
    const unbind = north.getByRole('button', { name: '解除绑定' })
    unbind.focus()
    await userEvent.keyboard('{Enter}')
    const open = await confirmDialog('解除与北辰手机的绑定？')
    await waitFor(() => expect(within(open).getByRole('button', { name: '取消' })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await expectDialogGone()
    await waitFor(() => expect(unbind).toHaveFocus())
    await expect(requestsTo('unbindVendor')).toHaveLength(0)
  },
}

/** 31008: the confirmation, then the proof above it, then the unbinding. */
export const UnbindAfterProof: Story = {
  beforeEach: startWith(vendorListBound, { needsProof: true }),
  play: async ({ canvasElement }) => {
    const north = await card(within(canvasElement), '北辰手机')
    await userEvent.click(north.getByRole('button', { name: '解除绑定' }))
    const open = await confirmDialog('解除与北辰手机的绑定？')
    await userEvent.click(within(open).getByRole('button', { name: '确认解除' }))
    const dialog = await proofDialog()
    // The dialog reads how the account signs in before its form shows.
    const password = await dialog.findByLabelText(/登录密码/, { selector: 'input' })
    await waitFor(() => expect(password).toHaveFocus())
    await userEvent.type(password, RIGHT_PASSWORD)
    await userEvent.click(dialog.getByRole('button', { name: '验证' }))
    await expectProofDialogGone()
    await expectDialogGone()
    await expectToast('已解除与北辰手机的绑定')
    await expect(requestsTo('unbindVendor')).toHaveLength(2)
    await expect(await north.findByText('未绑定')).toBeVisible()
  },
}

/** 441 bindingNotFound: unbound elsewhere meanwhile: said, and the list read again. */
export const UnbindNotFound: Story = {
  play: async ({ canvasElement }) => {
    const north = await card(within(canvasElement), '北辰手机')
    server.change((vendors) => {
      vendors[2]!.binding = null
    })
    await userEvent.click(north.getByRole('button', { name: '解除绑定' }))
    const open = await confirmDialog('解除与北辰手机的绑定？')
    await userEvent.click(within(open).getByRole('button', { name: '确认解除' }))
    await expectDialogGone()
    await expect(await north.findByRole('alert')).toHaveTextContent(
      '该厂商的绑定已不存在（可能已在别处解除），列表已更新。',
    )
    await expect(await north.findByText('未绑定')).toBeVisible()
  },
}

// Both languages, and a phone.

export const BoundEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vendor accounts' })).toBeVisible()
    const north = await card(canvas, 'North Phones')
    await expect(north.getByText('Bound', { exact: true })).toBeVisible()
    await expect(north.getByText('Vendor developer ID')).toBeVisible()
    await expect(north.getByRole('button', { name: 'Unbind' })).toBeVisible()
    const dev = await card(canvas, 'Development vendor')
    await expect(dev.getByText('Development')).toBeVisible()
    const east = await card(canvas, 'East Devices')
    await expect(
      east.getByText('Once bound, each newly approved version goes to East Devices.'),
    ).toBeVisible()
  },
}

export const UnboundPhone: Story = {
  beforeEach: startWith(vendorListUnbound),
  play: async ({ canvasElement }) => {
    const east = await card(within(canvasElement), eastVendorFixture.nameZh)
    await expect(east.getByRole('button', { name: '绑定' })).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}

export const BoundPhone: Story = {
  play: async ({ canvasElement }) => {
    const north = await card(within(canvasElement), '北辰手机')
    await expect(north.getByText('N-20260301-0042')).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}
