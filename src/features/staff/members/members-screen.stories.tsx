import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Code } from '@generated/error-catalogue'
import type { StaffMemberItem } from '@generated/model'
import { success } from '@mocks/envelopes'
import { answer, answerData, answerFailure, answerNever } from '@mocks/handlers'
import { lastParams, requestsTo } from '@mocks/request-log'
import { adminFixture } from '@mocks/staff-fixtures'
import {
  memberAddedFixture,
  memberDisabledFixture,
  memberEditedFixture,
  memberResetFixture,
  membersAllianceFixture,
  membersVendorFixture,
  vendorAdminFixture,
  vendorsFixture,
} from '@mocks/staff-vendor-fixtures'
import { expectFieldError, expectToast } from '@mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { refusal } from '../app-review/story-handlers'
import { withStaffToken } from '../session/story-support'
import { GuardedFrame, meAs } from '../vendor-review/story-handlers'
import { MembersScreen } from './members-screen'

/** staffMembers answers `list`; after one of the changes was made, `after`. */
const membersHandler = (list: StaffMemberItem[], after?: StaffMemberItem[]) =>
  answer('staffMembers', () => {
    const changed = ['staffMemberAdd', 'staffMemberEdit', 'staffMemberReset'].some(
      (operationId) => requestsTo(operationId).length > 0,
    )
    return success({ list: after && changed ? after : list })
  })

const meta = {
  title: 'Staff/Members',
  component: MembersScreen,
  beforeEach: withStaffToken,
  parameters: {
    router: { path: '/staff/members', initialEntries: ['/staff/members'] },
    msw: {
      handlers: {
        me: meAs(adminFixture),
        members: [membersHandler(membersAllianceFixture)],
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
} satisfies Meta<typeof MembersScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const rowOf = async (canvas: Canvas, email: string) =>
  within((await canvas.findByText(email)).closest('tr')!)
/** The dialog (in a portal, outside the canvas), once it has faded in. */
async function dialog(role: 'dialog' | 'alertdialog' = 'dialog') {
  const found = await screen.findByRole(role)
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
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

/** A clipboard that records what was copied (the test browser's own may refuse). */
function stubClipboard() {
  const writeText = fn(async (_text: string) => undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return writeText
}

/**
 * StaffMembersAlliance: every member as an alliance admin sees them: name, e-mail, role, the
 * vendor they work for (or the alliance), their state in words; the admin's own row marked, with
 * no reset of their own sign-in.
 */
export const Alliance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: '工作人员' })).toBeVisible()
    await expect(await canvas.findByText('共 7 位工作人员')).toBeVisible()
    const own = await rowOf(canvas, 'admin@example.com')
    await expect(own.getByText('王管理')).toBeVisible()
    await expect(own.getByText('你')).toBeVisible()
    await expect(own.getByText('管理员')).toBeVisible()
    await expect(own.getByText('联盟')).toBeVisible()
    await expect(own.queryByRole('button', { name: /重置登录/ })).toBeNull()
    const north = await rowOf(canvas, 'admin@north.example.com')
    await expect(north.getByText('北辰手机')).toBeVisible()
    await expect(
      north.getByRole('button', { name: '重置登录：admin@north.example.com' }),
    ).toBeVisible()
    const old = await rowOf(canvas, 'old@example.com')
    await expect(old.getByText('未填写')).toBeVisible()
    await expect(old.getByText('已停用')).toBeVisible()
    await expect(
      (await rowOf(canvas, 'operator@east.example.com')).getByText('设置链接已过期'),
    ).toBeVisible()
    await expect(
      (await rowOf(canvas, 'trainee@north.example.com')).getByText('等待设置'),
    ).toBeVisible()
  },
}

/** StaffMembersVendor: North's admin sees North's members; the vendors are not asked for. */
export const VendorAdmin: Story = {
  parameters: {
    msw: {
      handlers: { me: meAs(vendorAdminFixture), members: [membersHandler(membersVendorFixture)] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('共 3 位工作人员')).toBeVisible()
    await expect(canvas.getByText(/北辰手机的工作人员。你添加的成员都属于北辰手机/)).toBeVisible()
    await expect(requestsTo('staffVendors')).toHaveLength(0)
  },
}

/**
 * Adding an operator of North: sent with the vendor's code; the set-up link shown once, with the
 * warning that it is, and copied; the new member in the list once the dialog is closed.
 */
export const AddMember: Story = {
  parameters: {
    msw: {
      handlers: {
        add: [answerData('staffMemberAdd', memberAddedFixture)],
        members: [
          membersHandler(membersAllianceFixture, [
            ...membersAllianceFixture,
            memberAddedFixture.member,
          ]),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const writeText = stubClipboard()
    await canvas.findByText('共 7 位工作人员')
    const add = canvas.getByRole('button', { name: '添加工作人员' })
    await userEvent.click(add)
    const form = await dialog()
    await expect(form.getByRole('heading', { name: '添加工作人员' })).toBeVisible()
    await userEvent.type(
      form.getByRole('textbox', { name: /邮箱/ }),
      ' operator2@north.example.com ',
    )
    await userEvent.type(form.getByRole('textbox', { name: /姓名/ }), '吴运营')
    const vendor = form.getByRole('combobox', { name: '所属' })
    await waitFor(() => expect(within(vendor).getAllByRole('option')).toHaveLength(4))
    await expect(within(vendor).getByRole('option', { name: '东方终端（已停用）' })).toBeVisible()
    await userEvent.selectOptions(vendor, 'north')
    await userEvent.click(form.getByRole('button', { name: '添加并生成设置链接' }))
    await waitFor(() =>
      expect(lastParams('staffMemberAdd')).toEqual({
        email: 'operator2@north.example.com',
        name: '吴运营',
        role: 'reviewer',
        vendorCode: 'north',
      }),
    )
    const link = await dialog()
    await expect(
      await link.findByRole('heading', { name: '已添加 operator2@north.example.com' }),
    ).toBeVisible()
    await expect(link.getByText(/这个链接只显示这一次/)).toBeVisible()
    await expect(link.getByRole('textbox', { name: '设置链接' })).toHaveValue(
      memberAddedFixture.setupLink,
    )
    await userEvent.click(link.getByRole('button', { name: '复制链接' }))
    await expect(writeText).toHaveBeenCalledWith(memberAddedFixture.setupLink)
    await expect(link.getByText('已复制')).toBeVisible()
    await userEvent.click(link.getByRole('button', { name: '关闭' }))
    await dialogGone()
    await expect(await rowOf(canvas, 'operator2@north.example.com')).toBeTruthy()
    await waitFor(() => expect(add).toHaveFocus())
  },
}

/** An alliance member: no vendor code is sent. */
export const AddAllianceAdmin: Story = {
  parameters: { msw: { handlers: { add: [answerData('staffMemberAdd', memberAddedFixture)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '添加工作人员' }))
    const form = await dialog()
    await userEvent.type(form.getByRole('textbox', { name: /邮箱/ }), 'new.admin@example.com')
    await userEvent.type(form.getByRole('textbox', { name: /姓名/ }), '陈管理')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '角色' }), 'admin')
    await userEvent.click(form.getByRole('button', { name: '添加并生成设置链接' }))
    await waitFor(() =>
      expect(lastParams('staffMemberAdd')).toEqual({
        email: 'new.admin@example.com',
        name: '陈管理',
        role: 'admin',
      }),
    )
  },
}

/** North's admin adds to North: no choice of vendor, North's code sent. */
export const VendorAdminAdds: Story = {
  parameters: {
    msw: {
      handlers: {
        me: meAs(vendorAdminFixture),
        members: [membersHandler(membersVendorFixture)],
        add: [answerData('staffMemberAdd', memberAddedFixture)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '添加工作人员' }))
    const form = await dialog()
    await expect(form.getByText('新成员属于北辰手机。')).toBeVisible()
    await expect(form.queryByRole('combobox', { name: '所属' })).toBeNull()
    await userEvent.type(form.getByRole('textbox', { name: /邮箱/ }), 'operator2@north.example.com')
    await userEvent.type(form.getByRole('textbox', { name: /姓名/ }), '吴运营')
    await userEvent.click(form.getByRole('button', { name: '添加并生成设置链接' }))
    await waitFor(() =>
      expect(lastParams('staffMemberAdd')).toEqual({
        email: 'operator2@north.example.com',
        name: '吴运营',
        role: 'reviewer',
        vendorCode: 'north',
      }),
    )
    await expect(await screen.findByText(/这个链接只显示这一次/)).toBeVisible()
  },
}

/** The form's rules: an e-mail and a name, at their fields; nothing sent. */
export const AddFormRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '添加工作人员' }))
    const form = await dialog()
    await userEvent.type(form.getByRole('textbox', { name: /邮箱/ }), 'not-an-email')
    await userEvent.click(form.getByRole('button', { name: '添加并生成设置链接' }))
    await expectFieldError(form.getByRole('textbox', { name: /邮箱/ }), '请输入正确的邮箱地址')
    await expectFieldError(form.getByRole('textbox', { name: /姓名/ }), '请填写姓名，最多 50 字')
    await expect(requestsTo('staffMemberAdd')).toHaveLength(0)
  },
}

async function addSomeone(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: '添加工作人员' }))
  const form = await dialog()
  await userEvent.type(form.getByRole('textbox', { name: /邮箱/ }), 'reviewer@example.com')
  await userEvent.type(form.getByRole('textbox', { name: /姓名/ }), '李审核')
  await userEvent.click(form.getByRole('button', { name: '添加并生成设置链接' }))
  return form
}

/** 21001 emailTaken: said at the e-mail, in the console's words. */
export const AddEmailTaken: Story = {
  parameters: {
    msw: {
      handlers: { add: [answer('staffMemberAdd', refusal(Code.addAccountFailed, 'emailTaken'))] },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await addSomeone(within(canvasElement))
    await expectFieldError(
      form.getByRole('textbox', { name: /邮箱/ }),
      '这个邮箱已经是工作人员的账号。',
    )
    await expect(form.getByRole('textbox', { name: /邮箱/ })).toHaveFocus()
  },
}

/** 21001 vendorUnknown (the vendor went meanwhile): said at the vendor's choice. */
export const AddVendorUnknown: Story = {
  parameters: {
    msw: {
      handlers: {
        add: [answer('staffMemberAdd', refusal(Code.addAccountFailed, 'vendorUnknown'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await addSomeone(within(canvasElement))
    await expectFieldError(
      form.getByRole('combobox', { name: '所属' }),
      '没有这个厂商，请重新选择。',
    )
  },
}

/** The vendors could not be read: only the alliance to choose, and said why. */
export const VendorsUnavailable: Story = {
  parameters: { msw: { handlers: { vendors: [answerFailure('staffVendors', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '添加工作人员' }))
    const form = await dialog()
    await expect(await form.findByText('厂商列表读取失败：现在只能选择联盟。')).toBeVisible()
    await expect(
      within(form.getByRole('combobox', { name: '所属' })).getAllByRole('option'),
    ).toHaveLength(1)
  },
}

async function edit(canvas: Canvas, email: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `编辑：${email}` }))
  return dialog()
}

/** A role change: only what changed is sent; the row shows the answer. */
export const EditRole: Story = {
  parameters: {
    msw: { handlers: { edit: [answerData('staffMemberEdit', memberEditedFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await edit(canvas, 'operator@north.example.com')
    await expect(
      form.getByRole('heading', { name: '编辑 operator@north.example.com' }),
    ).toBeVisible()
    await expect(form.getByRole('textbox', { name: /姓名/ })).toHaveValue('赵运营')
    await expect(form.getByRole('combobox', { name: '所属' })).toHaveValue('north')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '角色' }), 'admin')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(lastParams('staffMemberEdit')).toEqual({ id: '4', role: 'admin' }))
    await expectToast('已保存 operator@north.example.com')
    await dialogGone()
    const row = await rowOf(canvas, 'operator@north.example.com')
    await expect(row.getByText('管理员')).toBeVisible()
  },
}

/** Moving a member to the alliance: the contract's "-". */
export const MoveToAlliance: Story = {
  parameters: {
    msw: { handlers: { edit: [answerData('staffMemberEdit', memberEditedFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const form = await edit(within(canvasElement), 'operator@north.example.com')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '所属' }), '')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(lastParams('staffMemberEdit')).toEqual({ id: '4', vendorCode: '-' }))
  },
}

/** Disabling is confirmed first, saying what it does; then sent, and the row says disabled. */
export const DisableMember: Story = {
  parameters: {
    msw: { handlers: { edit: [answerData('staffMemberEdit', memberDisabledFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await edit(canvas, 'operator@north.example.com')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '账号状态' }), 'disabled')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await expect(
      await form.findByRole('heading', { name: '停用 operator@north.example.com？' }),
    ).toBeVisible()
    await expect(form.getByText(/所有登录会立即结束/)).toBeVisible()
    await expect(requestsTo('staffMemberEdit')).toHaveLength(0)
    await userEvent.click(form.getByRole('button', { name: '停用' }))
    await waitFor(() =>
      expect(lastParams('staffMemberEdit')).toEqual({ id: '4', disabled: 'true' }),
    )
    await dialogGone()
    await expect(
      (await rowOf(canvas, 'operator@north.example.com')).getByText('已停用'),
    ).toBeVisible()
  },
}

/** Back from the confirmation: the form as it was, nothing sent. */
export const DisableCancelled: Story = {
  play: async ({ canvasElement }) => {
    const form = await edit(within(canvasElement), 'operator@north.example.com')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '账号状态' }), 'disabled')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await userEvent.click(await form.findByRole('button', { name: '返回修改' }))
    await expect(await form.findByRole('combobox', { name: '账号状态' })).toHaveValue('disabled')
    await expect(requestsTo('staffMemberEdit')).toHaveLength(0)
  },
}

/** Enabling a disabled member: sent at once. */
export const EnableMember: Story = {
  parameters: {
    msw: {
      handlers: {
        edit: [answerData('staffMemberEdit', { ...membersAllianceFixture[2]!, state: 'active' })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await edit(within(canvasElement), 'old@example.com')
    // A member without a name keeps none: the name is not required.
    await userEvent.selectOptions(form.getByRole('combobox', { name: '账号状态' }), 'active')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(lastParams('staffMemberEdit')).toEqual({ id: '6', disabled: 'false' }),
    )
  },
}

/** One's own account: the name only; the role, vendor and state are another admin's to change. */
export const EditOwnAccount: Story = {
  parameters: {
    msw: {
      handlers: {
        edit: [answerData('staffMemberEdit', { ...membersAllianceFixture[0]!, name: '王管理员' })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await edit(within(canvasElement), 'admin@example.com')
    await expect(form.getByText(/这是你自己的账号/)).toBeVisible()
    await expect(form.queryByRole('combobox')).toBeNull()
    const name = form.getByRole('textbox', { name: /姓名/ })
    await userEvent.clear(name)
    await userEvent.type(name, '王管理员')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(lastParams('staffMemberEdit')).toEqual({ id: '1', name: '王管理员' }),
    )
  },
}

/** 21002 lastAdmin: why, in the dialog, the form kept. */
export const EditLastAdmin: Story = {
  parameters: {
    msw: {
      handlers: { edit: [answer('staffMemberEdit', refusal(Code.editAccountFailed, 'lastAdmin'))] },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await edit(within(canvasElement), 'admin@north.example.com')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '角色' }), 'reviewer')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await expect(await form.findByRole('alert')).toHaveTextContent(
      '这是最后一位正常使用的联盟管理员',
    )
    await expect(form.getByRole('combobox', { name: '角色' })).toHaveValue('reviewer')
  },
}

/** 21002 ownAccount from the server (the account is one's own after all): why, in the dialog. */
export const EditOwnAccountRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        edit: [answer('staffMemberEdit', refusal(Code.editAccountFailed, 'ownAccount'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await edit(within(canvasElement), 'reviewer@example.com')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '角色' }), 'admin')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('不能更改自己账号的角色')
  },
}

/** 21005: the member is gone; said, and the list read again. */
export const EditMemberGone: Story = {
  parameters: {
    msw: { handlers: { edit: [answerFailure('staffMemberEdit', Code.accountNotFound)] } },
  },
  play: async ({ canvasElement }) => {
    const form = await edit(within(canvasElement), 'reviewer@example.com')
    await userEvent.selectOptions(form.getByRole('combobox', { name: '角色' }), 'admin')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('这位工作人员已不存在')
    await waitFor(() => expect(requestsTo('staffMembers')).toHaveLength(2))
  },
}

/** 21006: a vendor's admin touching another vendor's member (a stale list). */
export const EditOtherVendor: Story = {
  parameters: {
    msw: {
      handlers: {
        me: meAs(vendorAdminFixture),
        members: [membersHandler(membersVendorFixture)],
        edit: [answerFailure('staffMemberEdit', Code.ownVendorDataOnly)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await edit(within(canvasElement), 'operator@north.example.com')
    await expect(form.queryByRole('combobox', { name: '所属' })).toBeNull()
    await userEvent.selectOptions(form.getByRole('combobox', { name: '角色' }), 'admin')
    await userEvent.click(form.getByRole('button', { name: '保存' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('你只能管理本厂商的工作人员。')
    await expect(lastParams('staffMemberEdit')).toEqual({ id: '4', role: 'admin' })
  },
}

/**
 * Resetting a member's sign-in: what goes is said first; then the new set-up link, once, and
 * the member waits for set-up.
 */
export const ResetMember: Story = {
  parameters: {
    msw: { handlers: { reset: [answerData('staffMemberReset', memberResetFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: '重置登录：operator@east.example.com' }),
    )
    const confirm = await dialog('alertdialog')
    await expect(
      confirm.getByRole('heading', { name: '重置 operator@east.example.com 的密码和验证器？' }),
    ).toBeVisible()
    await expect(confirm.getByText(/密码、验证器和恢复码都会失效/)).toBeVisible()
    await expect(requestsTo('staffMemberReset')).toHaveLength(0)
    await userEvent.click(confirm.getByRole('button', { name: '重置并生成新链接' }))
    await waitFor(() => expect(lastParams('staffMemberReset')).toEqual({ id: '5' }))
    await expect(
      await confirm.findByRole('heading', { name: '已重置 operator@east.example.com 的登录' }),
    ).toBeVisible()
    await expect(confirm.getByRole('textbox', { name: '设置链接' })).toHaveValue(
      memberResetFixture.setupLink,
    )
    await expect(confirm.getByText(/这个链接只显示这一次/)).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(
      (await rowOf(canvas, 'operator@east.example.com')).getByText('等待设置'),
    ).toBeVisible()
  },
}

/** The reset can be cancelled: nothing is sent. */
export const ResetCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: '重置登录：operator@east.example.com' }),
    )
    const confirm = await dialog('alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(requestsTo('staffMemberReset')).toHaveLength(0)
  },
}

/** 21003 ownAccount: said in the dialog, no link. */
export const ResetRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        reset: [
          answer('staffMemberReset', refusal(Code.accountPasswordChangeFailed, 'ownAccount')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: '重置登录：reviewer@example.com' }),
    )
    const confirm = await dialog('alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: '重置并生成新链接' }))
    await expect(await confirm.findByRole('alert')).toHaveTextContent('也不能重置自己的登录')
    await expect(confirm.queryByRole('textbox', { name: '设置链接' })).toBeNull()
  },
}

/** 21004 (the role was lowered meanwhile): said in the dialog. */
export const NoPermission: Story = {
  parameters: {
    msw: { handlers: { reset: [answerFailure('staffMemberReset', Code.noPermission)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: '重置登录：reviewer@example.com' }),
    )
    const confirm = await dialog('alertdialog')
    await userEvent.click(confirm.getByRole('button', { name: '重置并生成新链接' }))
    await expect(await confirm.findByRole('alert')).toHaveTextContent(
      '只有管理员可以管理工作人员。',
    )
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { members: [answerNever('staffMembers')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('加载中…')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { members: [answerFailure('staffMembers', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('工作人员读取失败')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(requestsTo('staffMembers')).toHaveLength(2))
  },
}

export const AllianceEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('7 staff members')).toBeVisible()
    const north = await rowOf(canvas, 'admin@north.example.com')
    await expect(north.getByText('North Phones')).toBeVisible()
    await expect((await rowOf(canvas, 'old@example.com')).getByText('Disabled')).toBeVisible()
    await userEvent.click(
      canvas.getByRole('button', { name: 'Reset sign-in: operator@east.example.com' }),
    )
    const confirm = await dialog('alertdialog')
    await expect(
      confirm.getByRole('heading', {
        name: 'Reset the password and authenticator of operator@east.example.com?',
      }),
    ).toBeVisible()
  },
}

/** On a phone: the table scrolls inside its frame; the page does not scroll sideways. */
export const AlliancePhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('共 7 位工作人员')
    await expectNoHorizontalOverflow()
  },
}
