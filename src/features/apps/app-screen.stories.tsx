import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { Code } from '@generated/error-catalogue'
import {
  appDetailFixture,
  appDetailNewFixture,
  appDraftVersionFixture,
  exampleFindings,
  reasonFixture,
  refusalFixture,
} from '../../../mocks/app-fixtures'
import { answer, answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import { appDetailDistributedFixture, vendorListUnbound } from '../../../mocks/vendor-fixtures'
import { expectDialogGone, expectNavigatedTo, expectToast } from '../../../mocks/story-helpers'
import { AppScreen } from './app-screen'
import { answerUpload, appServer, imageFile, imagesNeverAnswer } from './story-support'

const server = appServer(appDetailFixture('inReview'))

const route = (search = '?id=42') => ({
  path: '/account/apps/info',
  initialEntries: [`/account/apps/info${search}`],
})

const meta = {
  title: 'Apps/App',
  component: AppScreen,
  parameters: { router: route(), msw: { handlers: server.handlers } },
  beforeEach: () => server.reset(appDetailFixture('inReview')),
} satisfies Meta<typeof AppScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/** The story starts with the app as `detail` has it. */
const startWith = (detail: Parameters<typeof server.reset>[0]) => () => server.reset(detail)

/** The app's page once read: its heading is the app's name. */
async function page(canvasElement: HTMLElement, name = '示例天气') {
  const canvas = within(canvasElement)
  await canvas.findByRole('heading', { level: 1, name })
  return canvas
}

/** A version's card, by its label. */
const version = (canvas: Canvas, label: string) =>
  within(canvas.getByRole('listitem', { name: label }))
const V2 = '1.1.0（versionCode 2）'
const V1 = '1.0.0（versionCode 1）'

/** A section of the page, by its heading. */
const section = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }))

/** The confirmation dialog, once open (its code loads after the page). */
const dialog = (name: string | RegExp) =>
  screen.findByRole('alertdialog', { name }, { timeout: 3000 })

/** Click `trigger`, then the dialog's `confirm`. */
async function confirm(trigger: HTMLElement, title: string | RegExp, confirmLabel: string) {
  await userEvent.click(trigger)
  await userEvent.click(within(await dialog(title)).getByRole('button', { name: confirmLabel }))
  await expectDialogGone()
}

/** The refusal shown under what was asked for. */
const refusal = async (scope: Canvas) => scope.findByRole('alert')

// Reading the app.

export const Loading: Story = {
  parameters: { msw: { handlers: { getApp: [answerNever('getApp')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '应用详情' })).toBeVisible()
    await expect(canvas.getByText('加载中…')).toBeVisible()
  },
}

/** 441 appNotFound: another account's app, or one deleted: said, with the way back. */
export const NotFound: Story = {
  parameters: { router: route('?id=404') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('找不到这个应用，它可能已被删除。')).toBeVisible()
    await expect(lastParams('getApp')).toEqual({ id: '404' })
    await expect(canvas.getByRole('link', { name: '← 返回我的应用' })).toHaveAttribute(
      'href',
      '/account/apps',
    )
  },
}

export const MissingId: Story = {
  parameters: { router: route('') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有指定应用。')).toBeVisible()
    await expect(requestsTo('getApp')).toHaveLength(0)
  },
}

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: { getApp: [http.get('*/api/p/apps/info', () => HttpResponse.error())] } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('应用读取失败')
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible()
  },
}

/** Just created: no versions, texts to complete, no certificate yet; it can be deleted. */
export const NewApp: Story = {
  beforeEach: startWith(appDetailNewFixture),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await expect(canvas.getByText('未上架')).toBeVisible()
    const versions = section(canvas, '版本')
    await expect(versions.getByText(/还没有版本/)).toBeVisible()
    await expect(versions.getByRole('link', { name: '上传新版本' })).toHaveAttribute(
      'href',
      '/account/apps/upload?id=42',
    )
    const info = section(canvas, '应用信息')
    await expect(info.getAllByText('未填写')).toHaveLength(6)
    await expect(info.getByText(/还没有登记证书/)).toBeVisible()
    await expect(section(canvas, '图标和截图').getByText('还没有图标')).toBeVisible()
    await expect(
      section(canvas, '上架状态').getByRole('button', { name: '删除应用' }),
    ).toBeVisible()
  },
}

// Each version state and what it allows.

/** A first version, a draft: sent for review, it is in review. */
export const DraftSubmit: Story = {
  beforeEach: startWith(appDraftVersionFixture),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const card = version(canvas, V1)
    await expect(card.getByText('草稿')).toBeVisible()
    await expect(card.getByText('确认应用信息、图标和截图完整后，提交审核。')).toBeVisible()
    await userEvent.click(card.getByRole('button', { name: '提交审核' }))
    await expectToast('已提交审核')
    await expect(lastParams('submitVersion')).toEqual({ id: '6' })
    await expect(await version(canvas, V1).findByText('审核中')).toBeVisible()
    await expect(version(canvas, V1).getByRole('button', { name: '撤回审核' })).toBeVisible()
    // In review, the information is what the reviewer reads.
    await expect(section(canvas, '应用信息').queryByRole('button', { name: '编辑信息' })).toBeNull()
  },
}

/** 12103 appIncomplete: each missing field listed under the button, and the way there. */
export const SubmitIncomplete: Story = {
  beforeEach: startWith(appDraftVersionFixture),
  parameters: {
    msw: {
      handlers: {
        submitVersion: [
          answer(
            'submitVersion',
            refusalFixture(Code.publishAppFailed, exampleFindings('E12103AppIncomplete')),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await userEvent.click(version(canvas, V1).getByRole('button', { name: '提交审核' }))
    const alert = await refusal(version(canvas, V1))
    await expect(alert).toHaveTextContent(/应用信息不完整/)
    await expect(within(alert).getByText('英文描述')).toBeVisible()
    await expect(within(alert).getByText('截图（3 到 5 张）')).toBeVisible()
    await expect(within(alert).getByRole('link', { name: '去补全应用信息' })).toHaveAttribute(
      'href',
      '#app-info',
    )
    await expect(version(canvas, V1).getByText('草稿')).toBeVisible()
  },
}

/** 12103 alreadyInReview: another version went into review meanwhile. */
export const SubmitAlreadyInReview: Story = {
  beforeEach: startWith(appDraftVersionFixture),
  parameters: {
    msw: {
      handlers: {
        submitVersion: [
          answer('submitVersion', reasonFixture(Code.publishAppFailed, 'alreadyInReview')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await userEvent.click(version(canvas, V1).getByRole('button', { name: '提交审核' }))
    await expect(await refusal(version(canvas, V1))).toHaveTextContent('该应用已有版本正在审核中')
  },
}

/** 12103 notDraft: the version was sent from another window. */
export const SubmitNotDraft: Story = {
  beforeEach: startWith(appDraftVersionFixture),
  parameters: {
    msw: {
      handlers: {
        submitVersion: [answer('submitVersion', reasonFixture(Code.publishAppFailed, 'notDraft'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await userEvent.click(version(canvas, V1).getByRole('button', { name: '提交审核' }))
    await expect(await refusal(version(canvas, V1))).toHaveTextContent(
      '只有草稿状态的版本可以提交审核',
    )
  },
}

/** 11001: the profile is no longer complete: the intercept page. */
export const SubmitProfileIncomplete: Story = {
  beforeEach: startWith(appDraftVersionFixture),
  parameters: {
    msw: { handlers: { submitVersion: [answerFailure('submitVersion', Code.accountIncomplete)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await userEvent.click(version(canvas, V1).getByRole('button', { name: '提交审核' }))
    await expectNavigatedTo(canvas, '/account/accpuntIntercept')
  },
}

/**
 * In review (the getApp example): newest first, its history, the information locked; withdrawn
 * once confirmed (cancel sends nothing).
 */
export const InReviewWithdraw: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const cards = within(section(canvas, '版本').getAllByRole('list')[0]!).getAllByRole(
      'listitem',
      {
        name: /versionCode/,
      },
    )
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([V2, V1])
    const card = version(canvas, V2)
    await expect(card.getByText('审核中')).toBeVisible()
    await expect(card.getByText('新增天气预警页面')).toBeVisible()
    await expect(card.getByText('提交审核')).toBeVisible()
    await expect(section(canvas, '应用信息').getByText(/有版本正在审核中/)).toBeVisible()
    const images = section(canvas, '图标和截图')
    await expect(images.getByRole('button', { name: '添加截图' })).toBeDisabled()
    await expect(images.queryByRole('button', { name: /删除截图/ })).toBeNull()

    const withdraw = card.getByRole('button', { name: '撤回审核' })
    await userEvent.click(withdraw)
    const open = await dialog('撤回 1.1.0（versionCode 2） 的审核？')
    await expect(open).toHaveTextContent(/不能再次提交/)
    await userEvent.click(within(open).getByRole('button', { name: '取消' }))
    await expectDialogGone()
    await expect(requestsTo('withdrawVersion')).toHaveLength(0)

    await confirm(withdraw, /撤回 1.1.0/, '确认撤回')
    await expectToast('已撤回审核')
    await expect(lastParams('withdrawVersion')).toEqual({ id: '7' })
    await expect(await version(canvas, V2).findByText('已撤回')).toBeVisible()
    await expect(
      await section(canvas, '应用信息').findByRole('button', { name: '编辑信息' }),
    ).toBeVisible()
  },
}

/** 12103 notInReview: a reviewer decided first. */
export const WithdrawNotInReview: Story = {
  parameters: {
    msw: {
      handlers: {
        withdrawVersion: [
          answer('withdrawVersion', reasonFixture(Code.publishAppFailed, 'notInReview')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await confirm(version(canvas, V2).getByRole('button', { name: '撤回审核' }), /撤回/, '确认撤回')
    await expect(await refusal(version(canvas, V2))).toHaveTextContent('该版本不在审核中')
  },
}

/** Approved: the reviewer's comment; released once confirmed, 1.0.0 superseded. */
export const ApprovedRelease: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const card = version(canvas, V2)
    await expect(card.getByText('审核通过', { selector: '[data-state]' })).toBeVisible()
    await expect(card.getByText('功能完整，审核通过')).toBeVisible()
    await confirm(
      card.getByRole('button', { name: '发布' }),
      '发布 1.1.0（versionCode 2）？',
      '确认发布',
    )
    await expectToast('版本已发布')
    await expect(lastParams('releaseVersion')).toEqual({ id: '7' })
    await expect(await version(canvas, V2).findByText('已发布')).toBeVisible()
    await expect(await version(canvas, V1).findByText('已被替代')).toBeVisible()
    await expect(version(canvas, V1).getByText('被新发布的版本替代')).toBeVisible()
  },
}

/** 12103 olderThanReleased. */
export const ReleaseOlder: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  parameters: {
    msw: {
      handlers: {
        releaseVersion: [
          answer('releaseVersion', reasonFixture(Code.publishAppFailed, 'olderThanReleased')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await confirm(version(canvas, V2).getByRole('button', { name: '发布' }), /发布/, '确认发布')
    await expect(await refusal(version(canvas, V2))).toHaveTextContent('该版本比已发布的版本旧')
  },
}

/** 12103 notApproved. */
export const ReleaseNotApproved: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  parameters: {
    msw: {
      handlers: {
        releaseVersion: [
          answer('releaseVersion', reasonFixture(Code.publishAppFailed, 'notApproved')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await confirm(version(canvas, V2).getByRole('button', { name: '发布' }), /发布/, '确认发布')
    await expect(await refusal(version(canvas, V2))).toHaveTextContent('只有审核通过的版本可以发布')
  },
}

/** Rejected: the reviewer's comment in the history, and what to do. */
export const Rejected: Story = {
  beforeEach: startWith(appDetailFixture('rejected')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const card = version(canvas, V2)
    await expect(card.getByText('未通过')).toBeVisible()
    await expect(card.getByText('隐私政策链接无法打开，请修正后重新提交')).toBeVisible()
    await expect(card.getByText('审核未通过')).toBeVisible()
    await expect(card.getByText(/上传新版本（versionCode 更大）/)).toBeVisible()
    await expect(card.queryByRole('button', { name: /提交审核|发布|撤回/ })).toBeNull()
  },
}

export const Withdrawn: Story = {
  beforeEach: startWith(appDetailFixture('withdrawn')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const card = version(canvas, V2)
    await expect(card.getByText('已撤回')).toBeVisible()
    await expect(card.getByText('撤回审核')).toBeVisible()
    await expect(card.queryByRole('button', { name: /提交审核|发布/ })).toBeNull()
  },
}

/** What the package holds, unfolded. */
export const PackageDetails: Story = {
  beforeEach: startWith(appDetailFixture('released')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const card = version(canvas, V2)
    await userEvent.click(card.getByText('安装包详情'))
    await expect(card.getByText('403.1 KB')).toBeVisible()
    await expect(card.getByText('system.fetch, system.geolocation, system.storage')).toBeVisible()
    await expect(card.getByText('hapjs.permission.LOCATION')).toBeVisible()
    await expect(card.getByText('pages/Home, pages/City, pages/Alerts')).toBeVisible()
    await expect(card.getByText('无')).toBeVisible()
  },
}

// The version at each vendor (AppDetailDistributed).

/** The distributions of a version, by its label. */
const atVendors = (canvas: Canvas, label: string) =>
  within(version(canvas, label).getByRole('list', { name: `${label} 在各厂商` }))
/** One vendor's line. */
const atVendor = (canvas: Canvas, label: string, vendor: string) =>
  within(atVendors(canvas, label).getByRole('listitem', { name: vendor }))

/** Each vendor's state, its comment, and "release" where it approved; 1.0.0 offline at North. */
export const Distributed: Story = {
  beforeEach: startWith(appDetailDistributedFixture()),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const names = atVendors(canvas, V2)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'))
    await expect(names).toEqual(['东方终端', '北辰手机', '南山移动', '西岭通讯'])
    const east = atVendor(canvas, V2, '东方终端')
    await expect(east.getByText('厂商审核通过')).toBeVisible()
    await expect(east.getByText('符合本厂商上架要求')).toBeVisible()
    await expect(east.getByRole('button', { name: '在东方终端发布' })).toBeVisible()
    await expect(atVendor(canvas, V2, '北辰手机').getByText('已在厂商发布')).toBeVisible()
    await expect(atVendor(canvas, V2, '南山移动').getByText('厂商审核中')).toBeVisible()
    const west = atVendor(canvas, V2, '西岭通讯')
    await expect(west.getByText('厂商未通过')).toBeVisible()
    await expect(west.getByText('厂商意见')).toBeVisible()
    await expect(west.getByText('应用截图与实际功能不符，请更新截图后重新提交')).toBeVisible()
    // Only an approved distribution can be released.
    for (const vendor of ['北辰手机', '南山移动', '西岭通讯']) {
      await expect(atVendor(canvas, V2, vendor).queryByRole('button')).toBeNull()
    }
    await expect(atVendor(canvas, V1, '北辰手机').getByText('已在厂商下架')).toBeVisible()
    // Bound at vendors: no hint to bind one.
    await expect(canvas.queryByRole('link', { name: '绑定厂商账号' })).toBeNull()
  },
}

/** Released at East once confirmed: the version's answer shows it released there. */
export const ReleaseAtVendor: Story = {
  beforeEach: startWith(appDetailDistributedFixture()),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const release = atVendor(canvas, V2, '东方终端').getByRole('button', { name: '在东方终端发布' })
    await userEvent.click(release)
    const open = await dialog('在东方终端发布 1.1.0（versionCode 2）？')
    await expect(open).toHaveTextContent(/该应用之前在东方终端发布的版本会随之下架/)
    await userEvent.click(within(open).getByRole('button', { name: '取消' }))
    await expectDialogGone()
    await expect(requestsTo('releaseAtVendor')).toHaveLength(0)

    await confirm(release, '在东方终端发布 1.1.0（versionCode 2）？', '确认发布')
    await expectToast('已在东方终端发布 1.1.0（versionCode 2）')
    await expect(lastParams('releaseAtVendor')).toEqual({ versionId: '7', vendorCode: 'east' })
    await expect(await atVendor(canvas, V2, '东方终端').findByText('已在厂商发布')).toBeVisible()
    await expect(atVendor(canvas, V2, '东方终端').queryByRole('button')).toBeNull()
  },
}

/** 12103 distributionNotApproved: the vendor changed its mind meanwhile. */
export const ReleaseAtVendorNotApproved: Story = {
  beforeEach: startWith(appDetailDistributedFixture()),
  parameters: {
    msw: {
      handlers: {
        releaseAtVendor: [
          answer(
            'releaseAtVendor',
            reasonFixture(Code.publishAppFailed, 'distributionNotApproved'),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await confirm(
      atVendor(canvas, V2, '东方终端').getByRole('button', { name: '在东方终端发布' }),
      /在东方终端发布/,
      '确认发布',
    )
    await expect(await refusal(version(canvas, V2))).toHaveTextContent(
      '只有厂商审核通过的版本可以在该厂商发布',
    )
  },
}

/** 441 distributionNotFound: the version is not at that vendor (any more). */
export const ReleaseAtVendorNotFound: Story = {
  beforeEach: startWith(appDetailDistributedFixture()),
  parameters: {
    msw: {
      handlers: {
        releaseAtVendor: [
          answer('releaseAtVendor', reasonFixture(Code.invalidParameter, 'distributionNotFound')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await confirm(
      atVendor(canvas, V2, '东方终端').getByRole('button', { name: '在东方终端发布' }),
      /在东方终端发布/,
      '确认发布',
    )
    await expect(await refusal(version(canvas, V2))).toHaveTextContent('该版本未分发到该厂商')
  },
}

/** 11001: the profile is no longer complete: the intercept page. */
export const ReleaseAtVendorProfileIncomplete: Story = {
  beforeEach: startWith(appDetailDistributedFixture()),
  parameters: {
    msw: {
      handlers: { releaseAtVendor: [answerFailure('releaseAtVendor', Code.accountIncomplete)] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await confirm(
      atVendor(canvas, V2, '东方终端').getByRole('button', { name: '在东方终端发布' }),
      /在东方终端发布/,
      '确认发布',
    )
    await expectNavigatedTo(canvas, '/account/accpuntIntercept')
  },
}

/** No vendor account bound: approved versions go nowhere else; the way to bind one. */
export const NoVendorBinding: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  parameters: {
    msw: { handlers: { listVendors: [answerData('listVendors', { list: vendorListUnbound })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const hint = await section(canvas, '版本').findByRole('complementary', { name: '绑定厂商账号' })
    await expect(hint).toHaveTextContent(/你还没有绑定厂商开发者账号/)
    await expect(within(hint).getByRole('link', { name: '绑定厂商账号' })).toHaveAttribute(
      'href',
      '/account/vendors',
    )
  },
}

/** No vendor open for binding: nothing to say. */
export const NoVendors: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  parameters: {
    msw: { handlers: { listVendors: [answerData('listVendors', { list: [] })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await waitFor(() => expect(requestsTo('listVendors')).toHaveLength(1))
    await expect(canvas.queryByRole('complementary', { name: '绑定厂商账号' })).toBeNull()
  },
}

// The app's listing.

/** Listed (1.1.0 released): taken offline once confirmed. */
export const ListedTakeOffline: Story = {
  beforeEach: startWith(appDetailFixture('released')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const listing = section(canvas, '上架状态')
    await expect(listing.getByText('应用已上架，用户可以获得已发布的版本。')).toBeVisible()
    await expect(listing.queryByRole('button', { name: '删除应用' })).toBeNull()
    await confirm(listing.getByRole('button', { name: '下架应用' }), '下架示例天气？', '确认下架')
    await expectToast('应用已下架')
    await expect(lastParams('takeAppOffline')).toEqual({ id: '42' })
    await expect(
      await section(canvas, '上架状态').findByRole('button', { name: '重新上架' }),
    ).toBeVisible()
    await expect(version(canvas, V2).getByText('已下架')).toBeVisible()
  },
}

/** 12104 notListed: taken offline meanwhile. */
export const TakeOfflineNotListed: Story = {
  beforeEach: startWith(appDetailFixture('released')),
  parameters: {
    msw: {
      handlers: { takeAppOffline: [answerFailure('takeAppOffline', Code.takeAppOfflineFailed)] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const listing = section(canvas, '上架状态')
    await confirm(listing.getByRole('button', { name: '下架应用' }), /下架/, '确认下架')
    await expect(await refusal(listing)).toHaveTextContent('应用未上架')
  },
}

/** Offline: put back, with no question (taking it offline again undoes it). */
export const OfflinePutBack: Story = {
  beforeEach: startWith(appDetailFixture('offline')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await expect(canvas.getByText('已下架', { selector: '[data-status]' })).toBeVisible()
    const listing = section(canvas, '上架状态')
    await expect(listing.getByText(/重新上架后，用户将再次获得/)).toBeVisible()
    await userEvent.click(listing.getByRole('button', { name: '重新上架' }))
    await expectToast('应用已重新上架')
    await expect(lastParams('putAppBack')).toEqual({ id: '42' })
    await expect(await version(canvas, V2).findByText('已发布')).toBeVisible()
    await expect(version(canvas, V2).getByText('重新上架')).toBeVisible()
  },
}

/** 12103 notOffline: put back meanwhile. */
export const PutBackNotOffline: Story = {
  beforeEach: startWith(appDetailFixture('offline')),
  parameters: {
    msw: { handlers: { putAppBack: [answerFailure('putAppBack', Code.publishAppFailed)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const listing = section(canvas, '上架状态')
    await userEvent.click(listing.getByRole('button', { name: '重新上架' }))
    await expect(await refusal(listing)).toHaveTextContent('应用未下架')
  },
}

/** Never released: deleted once confirmed, back to the list. */
export const Delete: Story = {
  beforeEach: startWith(appDetailNewFixture),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const listing = section(canvas, '上架状态')
    await userEvent.click(listing.getByRole('button', { name: '删除应用' }))
    const open = await dialog('删除示例天气？')
    await expect(open).toHaveTextContent('包名 com.example.weather 将被释放')
    await userEvent.click(within(open).getByRole('button', { name: '确认删除' }))
    await expectNavigatedTo(canvas, '/account/apps')
    await expectToast('应用已删除')
    await expect(lastParams('deleteApp')).toEqual({ id: '42' })
  },
}

/** 12105 released: an app released once can only be taken offline. */
export const DeleteReleased: Story = {
  beforeEach: startWith(appDetailNewFixture),
  parameters: {
    msw: {
      handlers: {
        deleteApp: [answer('deleteApp', reasonFixture(Code.deleteAppFailed, 'released'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const listing = section(canvas, '上架状态')
    await confirm(listing.getByRole('button', { name: '删除应用' }), /删除/, '确认删除')
    await expect(await refusal(listing)).toHaveTextContent('应用已发布过，只能下架')
  },
}

/** 12105 inReview: a version is in review. */
export const DeleteInReview: Story = {
  beforeEach: startWith(appDraftVersionFixture),
  parameters: {
    msw: {
      handlers: {
        deleteApp: [answer('deleteApp', reasonFixture(Code.deleteAppFailed, 'inReview'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const listing = section(canvas, '上架状态')
    await confirm(listing.getByRole('button', { name: '删除应用' }), /删除/, '确认删除')
    await expect(await refusal(listing)).toHaveTextContent('有版本正在审核中，请先撤回')
  },
}

// The information.

/** Edited: only what changed is sent, and shown once saved. */
export const EditInfo: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const info = section(canvas, '应用信息')
    await userEvent.click(info.getByRole('button', { name: '编辑信息' }))
    const summary = await info.findByRole('textbox', { name: '英文简介' })
    await userEvent.clear(summary)
    await userEvent.type(summary, 'Forecasts you can trust')
    await userEvent.selectOptions(info.getByRole('combobox', { name: '分类' }), 'lifestyle')
    await userEvent.click(info.getByRole('button', { name: '保存' }))
    await expectToast('应用信息已保存')
    await expect(lastParams('updateApp')).toEqual({
      id: '42',
      category: 'lifestyle',
      summaryEn: 'Forecasts you can trust',
    })
    await expect(await info.findByText('Forecasts you can trust')).toBeVisible()
    await expect(info.getByText('生活')).toBeVisible()
  },
}

/** A text given once cannot be emptied (updateApp keeps what it is not sent). */
export const EditCannotClear: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const info = section(canvas, '应用信息')
    await userEvent.click(info.getByRole('button', { name: '编辑信息' }))
    const summary = await info.findByRole('textbox', { name: '英文简介' })
    await userEvent.clear(summary)
    await userEvent.click(info.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(summary).toHaveAccessibleErrorMessage('已填写的内容不能清空，只能修改'),
    )
    await expect(requestsTo('updateApp')).toHaveLength(0)
  },
}

/** 12102 inReview: a version went into review meanwhile; the page then shows it locked. */
export const EditRefusedInReview: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  parameters: {
    msw: { handlers: { updateApp: [answerFailure('updateApp', Code.updateAppFailed)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const info = section(canvas, '应用信息')
    await userEvent.click(info.getByRole('button', { name: '编辑信息' }))
    const name = await info.findByRole('textbox', { name: '英文名称' })
    await userEvent.type(name, ' Pro')
    await userEvent.click(info.getByRole('button', { name: '保存' }))
    await expect(await refusal(info)).toHaveTextContent('有版本正在审核中，请先撤回')
  },
}

// Icon and screenshots.

async function pick(scope: Canvas, label: string, file: File) {
  await userEvent.upload(scope.getByLabelText(label), file)
}

/** A new icon: sent with the app's id, shown once stored. */
export const IconUpload: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const images = section(canvas, '图标和截图')
    await expect(images.getByText('512 × 512 像素，47.1 KB')).toBeVisible()
    await pick(images, '更换图标', await imageFile('icon.png', 256, 256))
    await expectToast('图标已更新')
    await expect(lastParams('uploadIcon')).toEqual({ appId: '42', file: 'icon.png' })
    await waitFor(() =>
      expect(requestsTo('appImage').some((r) => r.params.id === '900')).toBe(true),
    )
  },
}

/** Each refusal of an icon, with its findings: what is wrong, the numbers, what to do. */
const iconRefused = (
  example:
    'E12002IconTooSmall' | 'E12002IconNotSquare' | 'E12010ImageFormat' | 'E12012ImageTooLarge',
  code: Parameters<typeof refusalFixture>[0],
): Story => ({
  beforeEach: startWith(appDetailFixture('approved')),
  parameters: {
    msw: {
      handlers: {
        uploadIcon: [
          answerUpload('uploadIcon', () => refusalFixture(code, exampleFindings(example))),
        ],
      },
    },
  },
})

export const IconTooSmall: Story = {
  ...iconRefused('E12002IconTooSmall', Code.iconUploadFailed),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const images = section(canvas, '图标和截图')
    await pick(images, '更换图标', await imageFile('small.png', 128, 128))
    const findings = await images.findByRole('region', { name: '图标没有被接受' })
    await expect(findings).toHaveTextContent('图标尺寸小于要求')
    await expect(findings).toHaveTextContent(/宽（像素）\s*128/)
    await expect(findings).toHaveTextContent(/最小边长（像素）\s*216/)
    await expect(findings).toHaveTextContent('使用边长不小于要求的正方形图标。')
  },
}

export const IconNotSquare: Story = {
  ...iconRefused('E12002IconNotSquare', Code.iconUploadFailed),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const images = section(canvas, '图标和截图')
    await pick(images, '更换图标', await imageFile('wide.png', 512, 480))
    const findings = await images.findByRole('region', { name: '图标没有被接受' })
    await expect(findings).toHaveTextContent('图标必须是正方形')
    await expect(findings).toHaveTextContent('把图标裁成正方形后上传。')
  },
}

/** 12010: an SVG, read as what it is whatever its name. */
export const IconFormat: Story = {
  ...iconRefused('E12010ImageFormat', Code.invalidFileFormat),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const images = section(canvas, '图标和截图')
    await pick(images, '更换图标', new File(['<svg/>'], 'icon.png', { type: 'image/png' }))
    const findings = await images.findByRole('region', { name: '图标没有被接受' })
    await expect(findings).toHaveTextContent('图片格式不支持，仅支持 PNG、JPEG、WebP')
    await expect(findings).toHaveTextContent(/格式\s*svg/)
  },
}

/** 12012: the sizes in MB. */
export const IconTooLarge: Story = {
  ...iconRefused('E12012ImageTooLarge', Code.imageTooLarge),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const images = section(canvas, '图标和截图')
    await pick(images, '更换图标', await imageFile('big.png', 512, 512))
    const findings = await images.findByRole('region', { name: '图标没有被接受' })
    await expect(findings).toHaveTextContent(/大小\s*3\.0 MB/)
    await expect(findings).toHaveTextContent(/上限\s*2\.0 MB/)
  },
}

/** A fourth screenshot. */
export const ScreenshotAdd: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const images = section(canvas, '图标和截图')
    await expect(images.getByText(/已有 3 张，最多 5 张/)).toBeVisible()
    await pick(images, '添加截图', await imageFile('home.png', 1080, 1920))
    await expectToast('截图已添加')
    await expect(lastParams('addScreenshot')).toEqual({ appId: '42', file: 'home.png' })
    await expect(await images.findByText(/已有 4 张，最多 5 张/)).toBeVisible()
    await expect(await images.findByRole('img', { name: '截图 4' })).toBeVisible()
  },
}

/** 12003 screenshotSizeMismatch: both sizes side by side. */
export const ScreenshotSizeMismatch: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  parameters: {
    msw: {
      handlers: {
        addScreenshot: [
          answerUpload('addScreenshot', () =>
            refusalFixture(Code.screenshotUploadFailed, exampleFindings('E12003SizeClass')),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const images = section(canvas, '图标和截图')
    await pick(images, '添加截图', await imageFile('tall.png', 1080, 2400))
    const findings = await images.findByRole('region', { name: '截图没有被接受' })
    await expect(findings).toHaveTextContent('截图的宽高比必须与已有截图一致')
    await expect(findings).toHaveTextContent(/高（像素）\s*2400/)
    await expect(findings).toHaveTextContent(/已有截图的高\s*1920/)
  },
}

/** 12003 screenshotNotPortrait. */
export const ScreenshotLandscape: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  parameters: {
    msw: {
      handlers: {
        addScreenshot: [
          answerUpload('addScreenshot', () =>
            refusalFixture(Code.screenshotUploadFailed, exampleFindings('E12003NotPortrait')),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const images = section(canvas, '图标和截图')
    await pick(images, '添加截图', await imageFile('wide.png', 1920, 1080))
    const findings = await images.findByRole('region', { name: '截图没有被接受' })
    await expect(findings).toHaveTextContent('截图必须是竖屏')
    await expect(findings).toHaveTextContent('上传竖屏截图（高度大于宽度）。')
  },
}

/** A screenshot removed once confirmed. */
export const ScreenshotRemove: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const images = section(canvas, '图标和截图')
    await confirm(images.getByRole('button', { name: '删除截图 2' }), '删除截图 2？', '确认删除')
    await expectToast('截图已删除')
    await expect(lastParams('removeScreenshot')).toEqual({ id: '303' })
    await expect(await images.findByText(/已有 2 张，最多 5 张/)).toBeVisible()
  },
}

/** 12011: the screenshot was removed elsewhere. */
export const ScreenshotRemoveGone: Story = {
  beforeEach: startWith(appDetailFixture('approved')),
  parameters: {
    msw: {
      handlers: { removeScreenshot: [answerFailure('removeScreenshot', Code.imageNotFound)] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    const images = section(canvas, '图标和截图')
    await confirm(images.getByRole('button', { name: '删除截图 1' }), '删除截图 1？', '确认删除')
    await expect(await refusal(images)).toHaveTextContent('图片不存在')
  },
}

/** The images on their way: placeholders of their size. */
export const ImagesLoading: Story = {
  parameters: { msw: { handlers: { appImage: [imagesNeverAnswer] } } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await expect(section(canvas, '图标和截图').queryAllByRole('img')).toHaveLength(0)
  },
}

// Downloads.

/** The package saved under the name the server gives it. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    // The browser's download itself is left out: the link it would follow is kept instead.
    const saved: HTMLAnchorElement[] = []
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this)
    })
    try {
      await userEvent.click(version(canvas, V2).getByRole('button', { name: `下载安装包：${V2}` }))
      await waitFor(() => expect(saved).toHaveLength(1))
      await expect(saved[0]!.download).toBe('com.example.weather-1.1.0-2.rpk')
      await expect(saved[0]!.href).toMatch(/^blob:/)
      await expect(lastParams('downloadVersionPackage')).toEqual({ id: '7' })
    } finally {
      click.mockRestore()
    }
  },
}

/** 441 versionNotFound: said under the version. */
export const DownloadNotFound: Story = {
  parameters: {
    msw: {
      handlers: {
        downloadVersionPackage: [
          http.get('*/api/p/apps/versions/package', () =>
            HttpResponse.json(reasonFixture(Code.invalidParameter, 'versionNotFound')),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await userEvent.click(version(canvas, V2).getByRole('button', { name: `下载安装包：${V2}` }))
    await expect(await refusal(version(canvas, V2))).toHaveTextContent('未找到该版本')
  },
}

// Both languages, and a phone.

export const ListedEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: startWith(appDetailFixture('released')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement, 'Example Weather')
    const card = version(canvas, '1.1.0 (versionCode 2)')
    await expect(card.getByText('Released', { selector: '[data-state]' })).toBeVisible()
    await expect(card.getByText('This is the version users get.')).toBeVisible()
    await expect(
      card.getByRole('button', { name: 'Download the package of 1.1.0 (versionCode 2)' }),
    ).toBeVisible()
    await expect(
      version(canvas, '1.0.0 (versionCode 1)').getByText('Superseded by a newer release'),
    ).toBeVisible()
    await expect(
      section(canvas, 'Listing').getByRole('button', { name: 'Take the app offline' }),
    ).toBeVisible()
    await expect(section(canvas, 'App information').getByText('Signing certificate')).toBeVisible()
  },
}

export const RejectedEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: startWith(appDetailFixture('rejected')),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement, 'Example Weather')
    const card = version(canvas, '1.1.0 (versionCode 2)')
    await expect(card.getByText("Reviewer's comment")).toBeVisible()
    await expect(card.getByText(/upload a new version \(a higher versionCode\)/)).toBeVisible()
  },
}

export const DistributedEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: startWith(appDetailDistributedFixture()),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement, 'Example Weather')
    const label = '1.1.0 (versionCode 2)'
    const vendors = within(
      version(canvas, label).getByRole('list', { name: `${label} at the vendors` }),
    )
    const east = within(vendors.getByRole('listitem', { name: 'East Devices' }))
    await expect(east.getByText('Approved by the vendor')).toBeVisible()
    await expect(east.getByRole('button', { name: 'Release at East Devices' })).toBeVisible()
    const west = within(vendors.getByRole('listitem', { name: 'West Comms' }))
    await expect(west.getByText("Vendor's comment")).toBeVisible()
  },
}

export const DistributedPhone: Story = {
  beforeEach: startWith(appDetailDistributedFixture()),
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await expect(atVendor(canvas, V2, '东方终端').getByText('厂商审核通过')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const InReviewPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement)
    await expect(version(canvas, V2).getByText('审核中')).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
