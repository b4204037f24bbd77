import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { Code } from '@generated/error-catalogue'
import { failure } from '@mocks/envelopes'
import { answer, answerData, answerFailure, answerNever } from '@mocks/handlers'
import { lastParams, requestsTo } from '@mocks/request-log'
import { OTHER_APP_CERTIFICATE, APP_CERTIFICATE, appFixture } from '@mocks/app-fixtures'
import {
  pinnedAppDetailFixture,
  reviewApprovedFixture,
  reviewBundleFixture,
  reviewDecidedByOtherFixture,
  reviewFirstFixture,
  reviewNoChangesFixture,
  reviewRejectedFixture,
  reviewUpdateFixture,
  reviewWithdrawnFixture,
} from '@mocks/staff-app-fixtures'
import { adminFixture, reviewerFixture } from '@mocks/staff-fixtures'
import { reviewDistributedFixture } from '@mocks/staff-vendor-fixtures'
import {
  expectDialogGone,
  expectFieldError,
  expectNavigatedTo,
  expectToast,
} from '@mocks/story-helpers'
import { StaffFrame, staffMeHandler } from '../review/story-handlers'
import { STAFF_TOKEN, withStaffToken } from '../session/story-support'
import {
  imagesHandler,
  PACKAGE_FILE,
  packageHandler,
  refusal,
  reviewHandler,
  UnderGuard,
} from './story-handlers'
import { VersionReviewScreen } from './version-review-screen'

const route = (id: number | string = 7) => ({
  path: '/staff/apps/versions/:id',
  initialEntries: [`/staff/apps/versions/${id}`],
})

const meta = {
  title: 'Staff/AppReview/Version',
  component: VersionReviewScreen,
  beforeEach: withStaffToken,
  parameters: {
    router: route(),
    msw: {
      handlers: {
        version: [reviewHandler(reviewUpdateFixture)],
        me: [staffMeHandler(reviewerFixture)],
        images: [imagesHandler()],
        package: [packageHandler],
      },
    },
  },
  decorators: [
    (Story) => (
      <StaffFrame>
        <Story />
      </StaffFrame>
    ),
  ],
} satisfies Meta<typeof VersionReviewScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const region = (canvas: Canvas, name: string) => canvas.getByRole('region', { name })
const group = (container: HTMLElement, name: string | RegExp) =>
  within(container).getByRole('group', { name })
/** The items of a list of names, each as its text ("+新增system.geolocation"). */
const itemsOf = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('listitem')
    .map((item) => item.textContent)
const comment = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: '审核意见（开发者会看到）' })
/** The dialog (in a portal, outside the canvas), once it has faded in. */
async function dialog(role: 'alertdialog' | 'dialog' = 'alertdialog', name?: string) {
  const found = await screen.findByRole(role, name ? { name } : {})
  await waitFor(() => expect(found).toBeVisible())
  return found
}
/** The page once the version has been read: its heading names the app and the version. */
async function loaded(canvas: Canvas, title = '示例天气 1.1.0') {
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible()
  // The decision's form loads after the page is painted: wait for it, so that the story's shot
  // shows the form and not its stand-in, whichever arrives first.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
}
/** Every image of the section has been read and drawn from its object URL. */
async function imagesShown(canvas: Canvas, count = 4) {
  const images = region(canvas, '图标与截图')
  await waitFor(() => {
    const shown = within(images).getAllByRole('img') as HTMLImageElement[]
    expect(shown).toHaveLength(count)
    for (const image of shown) {
      expect(image.src).toMatch(/^blob:/)
      expect(image.naturalWidth).toBeGreaterThan(0)
    }
  })
}

/**
 * StaffAppReviewUpdate: 1.1.0 against the released 1.0.0. The summary of the package, then what
 * changed, each name marked added or removed in words (not by colour alone), the size's change and
 * the release notes.
 */
export const Update: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await expect(lastParams('staffAppVersion')).toEqual({ id: '7' })
    await expect(requestsTo('staffAppVersion')).toHaveLength(1)
    await expect(canvas.getByText('审核中')).toBeVisible()
    await expect(canvas.getByText('更新')).toBeVisible()

    const pkg = region(canvas, '安装包')
    await expect(within(pkg).getByText('com.example.weather')).toBeVisible()
    await expect(within(pkg).getByText('示例天气 / Example Weather')).toBeVisible()
    await expect(within(pkg).getByText('1070')).toBeVisible()
    await expect(within(pkg).getByText('403.1 KB（412,733 字节）')).toBeVisible()
    await expect(within(pkg).getByText('.rpk（单个安装包）')).toBeVisible()

    const changes = region(canvas, '与上一版本相比的变化')
    await expect(within(changes).getByText('对比的版本：1.0.0（版本号 1） · 已发布')).toBeVisible()
    await expect(
      within(group(changes, '开发者的更新说明')).getByText('新增天气预警页面'),
    ).toBeVisible()
    await expect(within(changes).getByText('新增 3 项，移除 1 项')).toBeVisible()
    await expect(itemsOf(group(changes, '功能'))).toEqual([
      '+新增system.geolocation',
      '−移除system.share',
    ])
    await expect(within(group(changes, '功能')).getByText('system.share')).toHaveStyle({
      textDecorationLine: 'line-through',
    })
    await expect(itemsOf(group(changes, '权限'))).toEqual(['+新增hapjs.permission.LOCATION'])
    await expect(itemsOf(group(changes, '页面'))).toEqual(['+新增pages/Alerts'])
    await expect(group(changes, '子包')).toHaveTextContent('无变化')
    const size = group(changes, '安装包大小')
    await expect(size).toHaveTextContent('之前388.7 KB（398,012 字节）')
    await expect(size).toHaveTextContent('现在403.1 KB（412,733 字节）')
    await expect(size).toHaveTextContent('增加 14.4 KB（3.7%）')
    // Nothing else changed: no minimum platform version or signer comparison.
    await expect(within(changes).queryByRole('group', { name: '最低平台版本' })).toBeNull()
    await expect(within(changes).queryByRole('group', { name: '签名证书' })).toBeNull()
    // In review: it has gone to no vendor yet, and there is nothing to say about vendors.
    await expect(canvas.queryByRole('region', { name: '厂商分发' })).toBeNull()
  },
}

/**
 * StaffAppReviewDistributed: approved, and where it stands at each vendor the developer is bound
 * at (read only: each vendor decides its own), with a vendor's comment.
 */
export const Distributed: Story = {
  parameters: { msw: { handlers: { version: [reviewHandler(reviewDistributedFixture)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const vendors = region(canvas, '厂商分发')
    await expect(within(vendors).getByText(/由厂商各自审核和发布。这里只能查看/)).toBeVisible()
    const [north, west] = within(
      within(vendors).getByRole('list', { name: '这个版本在各厂商的状态' }),
    ).getAllByRole('listitem')
    await expect(within(north!).getByText('北辰手机')).toBeVisible()
    await expect(within(north!).getByText('待审核')).toBeVisible()
    await expect(within(west!).getByText('西岭通讯')).toBeVisible()
    await expect(within(west!).getByText('未通过')).toBeVisible()
    await expect(
      within(west!).getByText('厂商的意见：package larger than the vendor allows (409600 bytes)'),
    ).toBeVisible()
    await expect(within(vendors).queryByRole('button')).toBeNull()
  },
}

export const DistributedEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: { version: [reviewHandler(reviewDistributedFixture)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const vendors = region(canvas, 'At the vendors')
    await expect(within(vendors).getByText('North Phones')).toBeVisible()
    await expect(within(vendors).getByText('Rejected')).toBeVisible()
  },
}

/** The whole manifest (the new names marked), the signer as pinned, the app and its developer. */
export const UpdateManifestAndSigner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const manifest = region(canvas, '功能、权限、页面与子包')
    await expect(itemsOf(group(manifest, '功能（3）'))).toEqual([
      'system.fetch',
      'system.geolocation+新增',
      'system.storage',
    ])
    await expect(itemsOf(group(manifest, '页面（3）'))).toEqual([
      'pages/Home',
      'pages/City',
      'pages/Alerts+新增',
    ])
    await expect(group(manifest, '子包（0）')).toHaveTextContent('无')

    const signer = region(canvas, '签名证书')
    await expect(within(signer).getByText(APP_CERTIFICATE)).toBeVisible()
    await expect(
      within(signer).getByText('CN=Example Tech, O=Example Tech Co., Ltd., C=CN'),
    ).toBeVisible()
    await expect(within(signer).getByText('与应用登记的证书一致。')).toBeVisible()

    const app = region(canvas, '应用信息')
    await expect(within(app).getByText('工具')).toBeVisible()
    await expect(within(app).getByText('已上架')).toBeVisible()
    const privacy = within(app).getByRole('link', { name: /weather\.example\.com\/privacy/ })
    await expect(privacy).toHaveAttribute('href', 'https://weather.example.com/privacy')
    await expect(privacy).toHaveAttribute('rel', 'noopener noreferrer')

    const developer = region(canvas, '开发者')
    await expect(within(developer).getByText('dev@example.com')).toBeVisible()
    await expect(within(developer).getByText('正常')).toBeVisible()
    await expect(within(developer).getByText('企业开发者')).toBeVisible()

    const history = region(canvas, '审核与发布记录')
    await expect(itemsOf(history).map((text) => text?.split('2026')[0])).toEqual([
      '上传安装包',
      '提交审核',
    ])
    // A reviewer: the decision form, and no change of the pin.
    await expect(
      await within(region(canvas, '审核决定')).findByRole('button', { name: '通过' }),
    ).toBeVisible()
    await expect(within(signer).queryByRole('button', { name: '更换登记证书' })).toBeNull()
  },
}

/**
 * The icon and screenshots: each read with the staff session's token as bytes and shown through an
 * object URL, with its size and format; alt text names the app and the place of each screenshot.
 */
export const Images: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await imagesShown(canvas)
    const images = region(canvas, '图标与截图')
    await expect(within(images).getByRole('img', { name: '示例天气 的图标' })).toBeVisible()
    await expect(
      within(images).getByRole('img', { name: '示例天气 的截图，第 2 张，共 3 张' }),
    ).toBeVisible()
    await expect(within(images).getByText('512 × 512 · PNG · 47.1 KB')).toBeVisible()
    await expect(within(images).getByText('1080 × 1920 · JPEG · 225.6 KB')).toBeVisible()
    const asked = requestsTo('staffAppImage')
    await expect(asked.map((request) => request.params.id).sort()).toEqual([
      '301',
      '302',
      '303',
      '304',
    ])
    for (const request of asked) await expect(request.headers['staff-token']).toBe(STAFF_TOKEN)
  },
}

/** Leaving the page revokes every object URL it made: none outlives its image. */
export const ImagesRevokedOnLeave: Story = {
  beforeEach: () => {
    const made = spyOn(URL, 'createObjectURL')
    const revoked = spyOn(URL, 'revokeObjectURL')
    return () => {
      made.mockRestore()
      revoked.mockRestore()
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await imagesShown(canvas)
    const made = (
      URL.createObjectURL as unknown as { mock: { results: { value: string }[] } }
    ).mock.results.map((result) => result.value)
    await expect(made.length).toBeGreaterThanOrEqual(4)
    await userEvent.click(canvas.getByRole('link', { name: /返回应用版本审核/ }))
    await expectNavigatedTo(canvas, '/staff/apps')
    const revoked = (
      URL.revokeObjectURL as unknown as { mock: { calls: string[][] } }
    ).mock.calls.map(([url]) => url)
    await expect([...revoked].sort()).toEqual([...made].sort())
  },
}

/** 12011: a screenshot that no longer exists says so in its place; the others show. */
export const ImageMissing: Story = {
  parameters: { msw: { handlers: { images: [imagesHandler({ missing: [303] })] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const images = region(canvas, '图标与截图')
    await expect(await within(images).findByRole('alert')).toHaveTextContent('图片已不存在')
    await imagesShown(canvas, 3)
    await expect(within(images).queryByRole('button', { name: '重试' })).toBeNull()
  },
}

/** An image that failed to load can be read again. */
export const ImageRetried: Story = {
  parameters: { msw: { handlers: { images: [imagesHandler({ failOnce: [301] })] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const images = region(canvas, '图标与截图')
    const alert = await within(images).findByRole('alert')
    await expect(alert).toHaveTextContent('图片读取失败')
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    await imagesShown(canvas, 4)
    await expect(
      requestsTo('staffAppImage').filter((request) => request.params.id === '301'),
    ).toHaveLength(2)
  },
}

/** StaffAppReviewFirst: nothing to compare: the reviewer is told to review the whole manifest. */
export const FirstVersion: Story = {
  parameters: {
    router: route(6),
    msw: { handlers: { version: [reviewHandler(reviewFirstFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas, '示例天气 1.0.0')
    await expect(canvas.getByText('首次发布')).toBeVisible()
    const changes = region(canvas, '与上一版本相比的变化')
    await expect(
      within(changes).getByText(/这是该应用的第一个版本，没有可对比的上一版本/),
    ).toBeVisible()
    await expect(within(changes).getByText('首个版本')).toBeVisible()
    await expect(within(changes).queryByRole('group', { name: '功能' })).toBeNull()
    const manifest = region(canvas, '功能、权限、页面与子包')
    await expect(within(manifest).queryByText('新增')).toBeNull()
    await expect(group(manifest, '权限（0）')).toHaveTextContent('无')
    await expect(
      within(region(canvas, '签名证书')).getByText('首次上传：应用登记的证书来自这个版本的签名。'),
    ).toBeVisible()
    await expect(within(region(canvas, '应用信息')).getByText('未上架')).toBeVisible()
  },
}

/** A rebuild that changes nothing the manifest declares: each part says so. */
export const NoChanges: Story = {
  parameters: {
    router: route(8),
    msw: { handlers: { version: [reviewHandler(reviewNoChangesFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas, '示例天气 1.0.1')
    const changes = region(canvas, '与上一版本相比的变化')
    await expect(within(changes).getByText('功能、权限、页面和子包都没有变化。')).toBeVisible()
    for (const name of ['功能', '权限', '页面', '子包']) {
      await expect(group(changes, name)).toHaveTextContent('无变化')
    }
    await expect(group(changes, '安装包大小')).toHaveTextContent('大小不变')
    await expect(within(changes).getByText('开发者没有填写更新说明。')).toBeVisible()
  },
}

/**
 * A bundle signed by a new key after an admin changed the pin: sub-packages added, a page and a
 * permission removed, a higher minimum platform version, the signer's change, smaller.
 */
export const BundleWithNewSigner: Story = {
  parameters: {
    router: route(9),
    msw: { handlers: { version: [reviewHandler(reviewBundleFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas, '示例天气 2.0.0')
    await expect(within(region(canvas, '安装包')).getByText('.rpks（含签名子包）')).toBeVisible()
    const changes = region(canvas, '与上一版本相比的变化')
    await expect(within(changes).getByText('新增 4 项，移除 2 项')).toBeVisible()
    await expect(itemsOf(group(changes, '子包'))).toEqual(['+新增base', '+新增radar'])
    await expect(itemsOf(group(changes, '权限'))).toEqual(['−移除hapjs.permission.LOCATION'])
    await expect(itemsOf(group(changes, '页面'))).toEqual([
      '+新增radar/pages/Radar',
      '−移除pages/City',
    ])
    await expect(group(changes, '最低平台版本')).toHaveTextContent('之前1070现在1080')
    const signer = group(changes, '签名证书')
    await expect(signer).toHaveTextContent(`之前${APP_CERTIFICATE}`)
    await expect(signer).toHaveTextContent(`现在${OTHER_APP_CERTIFICATE}`)
    await expect(group(changes, '安装包大小')).toHaveTextContent('减少 23.1 KB（5.7%）')
    await expect(
      within(region(canvas, '签名证书')).getByText('与应用登记的证书一致。'),
    ).toBeVisible()
  },
}

/** The pin changed after this version was uploaded: the signer is not the pin, both shown. */
export const SignerNotPinnedNow: Story = {
  parameters: {
    msw: {
      handlers: {
        version: [
          reviewHandler({
            ...reviewUpdateFixture,
            app: appFixture({ certificateSha256: OTHER_APP_CERTIFICATE }),
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const signer = region(canvas, '签名证书')
    await expect(within(signer).getByText(/与应用现在登记的证书不一致/)).toBeVisible()
    await expect(within(signer).getByText(OTHER_APP_CERTIFICATE)).toBeVisible()
    await expect(within(signer).getByText(APP_CERTIFICATE)).toBeVisible()
  },
}

/** Approve with a comment: confirmed first, sent, then the version shows who approved and when. */
export const Approve: Story = {
  parameters: {
    msw: { handlers: { decide: [answerData('staffAppDecide', reviewApprovedFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const decision = region(canvas, '审核决定')
    await userEvent.type(
      await within(decision).findByRole('textbox', { name: /审核意见/ }),
      ' 功能完整，审核通过 ',
    )
    await userEvent.click(within(decision).getByRole('button', { name: '通过' }))
    const confirm = await dialog()
    await expect(within(confirm).getByText('通过这个版本？')).toBeVisible()
    await expect(within(confirm).getByText(/随后可以发布这个版本/)).toBeVisible()
    await expect(within(confirm).getByText('功能完整，审核通过')).toBeVisible()
    await expect(requestsTo('staffAppDecide')).toHaveLength(0)
    await userEvent.click(within(confirm).getByRole('button', { name: '通过' }))
    await waitFor(() =>
      expect(lastParams('staffAppDecide')).toEqual({
        id: '7',
        decision: 'approve',
        comment: '功能完整，审核通过',
      }),
    )
    await expectDialogGone()
    await expectToast('已通过这个版本')
    const result = region(canvas, '审核决定')
    await expect(await within(result).findByText('已通过')).toBeVisible()
    await expect(within(result).getByText('reviewer@example.com')).toBeVisible()
    await expect(within(result).getByText('功能完整，审核通过')).toBeVisible()
    await expect(within(result).queryByRole('textbox')).toBeNull()
    await expect(
      within(region(canvas, '审核与发布记录')).getByText(/审核员 reviewer@example\.com/),
    ).toBeVisible()
  },
}

/** Reject with no comment: the field says it is needed, nothing is sent, no dialog opens. */
export const RejectWithoutComment: Story = {
  parameters: {
    msw: { handlers: { decide: [answerData('staffAppDecide', reviewRejectedFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: '驳回' }))
    await expectFieldError(comment(canvas), '此项为必填项')
    await expect(comment(canvas)).toHaveFocus()
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(requestsTo('staffAppDecide')).toHaveLength(0)
  },
}

/** A comment over the contract's 500 characters is refused at the field. */
export const CommentTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const field = await canvas.findByRole('textbox', { name: /审核意见/ })
    await userEvent.click(field)
    await userEvent.paste('长'.repeat(501))
    await userEvent.click(canvas.getByRole('button', { name: '通过' }))
    await expectFieldError(field, '审核意见最多 500 字')
    await expect(screen.queryByRole('alertdialog')).toBeNull()
  },
}

/** Reject with a comment: confirmed, sent with it; the developer reads it on the version. */
export const RejectWithComment: Story = {
  parameters: {
    msw: { handlers: { decide: [answerData('staffAppDecide', reviewRejectedFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /审核意见/ }),
      '隐私政策链接无法打开，请修正后重新提交',
    )
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }))
    const confirm = await dialog()
    await expect(within(confirm).getByText('驳回这个版本？')).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: '驳回' }))
    await waitFor(() =>
      expect(lastParams('staffAppDecide')).toEqual({
        id: '7',
        decision: 'reject',
        comment: '隐私政策链接无法打开，请修正后重新提交',
      }),
    )
    await expectToast('已驳回这个版本')
    const result = region(canvas, '审核决定')
    await expect(await within(result).findByText('未通过')).toBeVisible()
    await expect(within(result).getByText('隐私政策链接无法打开，请修正后重新提交')).toBeVisible()
  },
}

/** The decision can be cancelled in its dialog: nothing is sent, the form stays. */
export const DecisionCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: '通过' }))
    const confirm = await dialog()
    await waitFor(() => expect(within(confirm).getByRole('button', { name: '取消' })).toHaveFocus())
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }))
    await expectDialogGone()
    await expect(requestsTo('staffAppDecide')).toHaveLength(0)
    await expect(canvas.getByRole('button', { name: '通过' })).toBeVisible()
  },
}

/**
 * 30003 versionDecided: another reviewer decided first. Nothing is decided twice: the reason in
 * the console's words, and the version read again shows who decided what.
 */
export const DecidedByAnother: Story = {
  parameters: {
    msw: {
      handlers: {
        version: [reviewHandler(reviewUpdateFixture, reviewDecidedByOtherFixture)],
        decide: [answer('staffAppDecide', refusal(Code.alreadyDecided, 'versionDecided'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.type(await canvas.findByRole('textbox', { name: /审核意见/ }), '权限说明不足')
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }))
    await userEvent.click(within(await dialog()).getByRole('button', { name: '驳回' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('另一位工作人员已先审核了这个版本：你的决定没有生效')
    await waitFor(() => expect(requestsTo('staffAppVersion').length).toBeGreaterThanOrEqual(2))
    const result = region(canvas, '审核决定')
    await expect(await within(result).findByText('other-reviewer@example.com')).toBeVisible()
    await expect(within(result).getByText('已通过')).toBeVisible()
    await expect(within(result).getByText('预警页面已核对，通过')).toBeVisible()
    await expect(within(result).queryByRole('textbox')).toBeNull()
    await expect(requestsTo('staffAppDecide')).toHaveLength(1)
  },
}

/** 30003 versionWithdrawn: the developer took it back meanwhile; the version says withdrawn. */
export const WithdrawnMeanwhile: Story = {
  parameters: {
    msw: {
      handlers: {
        version: [reviewHandler(reviewUpdateFixture, reviewWithdrawnFixture)],
        decide: [answer('staffAppDecide', refusal(Code.alreadyDecided, 'versionWithdrawn'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: '通过' }))
    await userEvent.click(within(await dialog()).getByRole('button', { name: '通过' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '开发者已撤回这个版本，它不再需要审核：你的决定没有生效。',
    )
    await expect(lastParams('staffAppDecide')).toEqual({ id: '7', decision: 'approve' })
    const result = region(canvas, '审核决定')
    await expect(
      await within(result).findByText('这个版本现在不在审核中（已撤回），没有需要做的决定。'),
    ).toBeVisible()
    await expect(within(region(canvas, '审核与发布记录')).getByText('撤回审核')).toBeVisible()
  },
}

/** 441 versionNotFound on deciding: the version is gone; said, with the way back. */
export const GoneWhenDeciding: Story = {
  parameters: {
    msw: {
      handlers: {
        version: [
          reviewHandler(reviewUpdateFixture, failure(Code.invalidParameter, 'staffAppVersion')),
        ],
        decide: [answerFailure('staffAppDecide', Code.invalidParameter)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: '通过' }))
    await userEvent.click(within(await dialog()).getByRole('button', { name: '通过' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '这个版本已不存在：你的决定没有生效。',
    )
    await expect(await canvas.findByText(/没有这个版本/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回应用版本审核' })).toHaveAttribute(
      'href',
      '/staff/apps',
    )
  },
}

/**
 * StaffAppReviewApproved: the decision stays visible: outcome, reviewer, time and comment; the
 * developer was bound at no vendor, so it went to none.
 */
export const Approved: Story = {
  parameters: { msw: { handlers: { version: [reviewHandler(reviewApprovedFixture)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await expect(
      within(region(canvas, '厂商分发')).getByText(
        '没有分发到任何厂商：审核通过时开发者没有绑定厂商。',
      ),
    ).toBeVisible()
    const result = region(canvas, '审核决定')
    await expect(within(result).getByText('已通过')).toBeVisible()
    await expect(within(result).getByText('reviewer@example.com')).toBeVisible()
    await expect(within(result).getByText('功能完整，审核通过')).toBeVisible()
    await expect(within(result).getByText('审核时间')).toBeVisible()
    await expect(within(result).queryByRole('button')).toBeNull()
  },
}

/** StaffAppReviewRejected: the rejection and the comment the developer read. */
export const Rejected: Story = {
  parameters: { msw: { handlers: { version: [reviewHandler(reviewRejectedFixture)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const result = region(canvas, '审核决定')
    await expect(within(result).getByText('未通过')).toBeVisible()
    await expect(within(result).getByText('隐私政策链接无法打开，请修正后重新提交')).toBeVisible()
    const history = region(canvas, '审核与发布记录')
    await expect(within(history).getByText('审核驳回')).toBeVisible()
    await expect(
      within(history).getByText('审核意见：隐私政策链接无法打开，请修正后重新提交'),
    ).toBeVisible()
  },
}

/** The package downloads with the staff session's token, under the contract's file name. */
export const DownloadPackage: Story = {
  beforeEach: () => {
    // The click that saves the file is recorded, not followed (no download in the test browser).
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    return () => click.mockRestore()
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(canvas.getByRole('button', { name: /下载安装包/ }))
    await expectToast('安装包已开始下载')
    await expect(lastParams('staffAppPackage')).toEqual({ id: '7' })
    await expect(requestsTo('staffAppPackage')[0]?.headers['staff-token']).toBe(STAFF_TOKEN)
    const click = HTMLAnchorElement.prototype.click as unknown as {
      mock: { contexts: HTMLAnchorElement[] }
    }
    const link = click.mock.contexts.at(-1)!
    await expect(link.download).toBe(PACKAGE_FILE)
    await expect(link.href).toMatch(/^blob:/)
  },
}

/** A download in progress says so and can be cancelled. */
export const DownloadCancelled: Story = {
  parameters: { msw: { handlers: { package: [answerNever('staffAppPackage')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(canvas.getByRole('button', { name: /下载安装包/ }))
    await expect(await canvas.findByRole('button', { name: '正在下载安装包…' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: '取消下载' }))
    await expectToast('已取消下载')
    await expect(await canvas.findByRole('button', { name: /下载安装包/ })).toBeEnabled()
    await expect(canvas.queryByRole('button', { name: '取消下载' })).toBeNull()
  },
}

/** 441 versionNotFound on download: the server's reason, in a toast. */
export const DownloadRefused: Story = {
  parameters: {
    msw: { handlers: { package: [answerFailure('staffAppPackage', Code.invalidParameter)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(canvas.getByRole('button', { name: /下载安装包/ }))
    await expectToast('未找到该版本')
  },
}

const admin = { me: [staffMeHandler(adminFixture)] }
const NEW_PIN = 'c3'.repeat(32)
/** The new pin as keytool prints it: capitals and colons. */
const NEW_PIN_AS_KEYTOOL = NEW_PIN.toUpperCase().match(/../g)!.join(':')

/**
 * An admin changes the pin: the dialog says what it means, the fingerprint is taken as keytool
 * prints it, both fingerprints are shown for a last look, then sent with the reason.
 */
export const AdminChangesPin: Story = {
  parameters: {
    msw: {
      handlers: {
        ...admin,
        pin: [answerData('staffAppCertificate', pinnedAppDetailFixture(NEW_PIN, null))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const signer = region(canvas, '签名证书')
    await userEvent.click(await within(signer).findByRole('button', { name: '更换登记证书' }))
    const form = await dialog('dialog', '更换「示例天气」的登记证书')
    await expect(within(form).getByText(/用现在登记的证书签名的安装包将被拒绝/)).toBeVisible()
    await expect(within(form).getByText('原因和新旧两个证书指纹都会记入审计日志。')).toBeVisible()
    await expect(within(form).getByText(APP_CERTIFICATE)).toBeVisible()
    await userEvent.click(within(form).getByRole('textbox', { name: /新证书的 SHA-256 指纹/ }))
    await userEvent.paste(NEW_PIN_AS_KEYTOOL)
    await userEvent.type(
      within(form).getByRole('textbox', { name: /更换原因/ }),
      '开发者更换了签名密钥，已核实营业执照',
    )
    await userEvent.click(within(form).getByRole('button', { name: '继续' }))
    const confirm = await dialog('dialog', '确认更换登记证书？')
    await expect(within(confirm).getByText(APP_CERTIFICATE)).toBeVisible()
    await expect(within(confirm).getByText(NEW_PIN)).toBeVisible()
    await expect(requestsTo('staffAppCertificate')).toHaveLength(0)
    await userEvent.click(within(confirm).getByRole('button', { name: '更换登记证书' }))
    await waitFor(() =>
      expect(lastParams('staffAppCertificate')).toEqual({
        appId: '42',
        certificateSha256: NEW_PIN,
        reason: '开发者更换了签名密钥，已核实营业执照',
      }),
    )
    await expectToast('登记证书已更换')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The version was signed by the old key: it is not the pin any more.
    await expect(await within(signer).findByText(/与应用现在登记的证书不一致/)).toBeVisible()
    await expect(within(signer).getByText(NEW_PIN)).toBeVisible()
  },
}

/** The form's rules: both fields required, 64 hex digits, a pin other than the current one. */
export const PinFormRules: Story = {
  parameters: { msw: { handlers: { ...admin } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: '更换登记证书' }))
    const form = await dialog('dialog')
    const sha = within(form).getByRole('textbox', { name: /新证书的 SHA-256 指纹/ })
    const reason = within(form).getByRole('textbox', { name: /更换原因/ })
    await userEvent.click(within(form).getByRole('button', { name: '继续' }))
    await expectFieldError(sha, '请输入证书的 SHA-256 指纹：64 位十六进制数字')
    await expectFieldError(reason, '请填写更换原因，最多 300 字')
    await userEvent.type(sha, 'not-a-fingerprint')
    await userEvent.click(reason)
    await userEvent.paste('长'.repeat(301))
    await userEvent.click(within(form).getByRole('button', { name: '继续' }))
    await expectFieldError(sha, '请输入证书的 SHA-256 指纹：64 位十六进制数字')
    await expectFieldError(reason, '请填写更换原因，最多 300 字')
    await userEvent.clear(reason)
    await userEvent.type(reason, '密钥丢失')
    await userEvent.clear(sha)
    await userEvent.click(sha)
    await userEvent.paste(APP_CERTIFICATE.toUpperCase())
    await userEvent.click(within(form).getByRole('button', { name: '继续' }))
    await expectFieldError(sha, '这就是现在登记的证书')
    await expect(requestsTo('staffAppCertificate')).toHaveLength(0)
    await userEvent.click(within(form).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

async function pinAndConfirm(canvas: Canvas) {
  await loaded(canvas)
  await userEvent.click(await canvas.findByRole('button', { name: '更换登记证书' }))
  const form = await dialog('dialog')
  await userEvent.click(within(form).getByRole('textbox', { name: /新证书的 SHA-256 指纹/ }))
  await userEvent.paste(NEW_PIN)
  await userEvent.type(within(form).getByRole('textbox', { name: /更换原因/ }), '密钥丢失')
  await userEvent.click(within(form).getByRole('button', { name: '继续' }))
  const confirm = await dialog('dialog', '确认更换登记证书？')
  await userEvent.click(within(confirm).getByRole('button', { name: '更换登记证书' }))
  return confirm
}

/** 21004 (the role was lowered meanwhile): said in the dialog, the pin unchanged. */
export const PinNotAllowed: Story = {
  parameters: {
    msw: {
      handlers: { ...admin, pin: [answerFailure('staffAppCertificate', Code.noPermission)] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const confirm = await pinAndConfirm(canvas)
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      '只有管理员可以更换登记证书。',
    )
    await userEvent.click(within(confirm).getByRole('button', { name: '返回修改' }))
    const form = await dialog('dialog', '更换「示例天气」的登记证书')
    await userEvent.click(within(form).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(
      within(region(canvas, '签名证书')).getByText('与应用登记的证书一致。'),
    ).toBeVisible()
    await expect(requestsTo('staffAppCertificate')).toHaveLength(1)
  },
}

/** 441 appNotFound: the server's reason, in the dialog. */
export const PinAppNotFound: Story = {
  parameters: {
    msw: {
      handlers: { ...admin, pin: [answerFailure('staffAppCertificate', Code.invalidParameter)] },
    },
  },
  play: async ({ canvasElement }) => {
    const confirm = await pinAndConfirm(within(canvasElement))
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('未找到该应用')
    await expect(lastParams('staffAppCertificate')).toMatchObject({ appId: '42' })
  },
}

/** 441 versionNotFound: said, with the way back to the queue. */
export const NotFound: Story = {
  parameters: {
    router: route(999),
    msw: { handlers: { version: [answerFailure('staffAppVersion', Code.invalidParameter)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/没有这个版本/)).toBeVisible()
    await expect(lastParams('staffAppVersion')).toEqual({ id: '999' })
    await expect(canvas.getByRole('link', { name: '返回应用版本审核' })).toHaveAttribute(
      'href',
      '/staff/apps',
    )
  },
}

/** An id that is no number is not asked for. */
export const MalformedId: Story = {
  parameters: { router: route('abc') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/没有这个版本/)).toBeVisible()
    await expect(requestsTo('staffAppVersion')).toHaveLength(0)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { version: [answerNever('staffAppVersion')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('加载中…')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: '应用版本审核' })).toBeVisible()
  },
}

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: { version: [http.get('*/api/staff/apps/version', () => HttpResponse.error())] },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('版本读取失败')
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible()
  },
}

/** 10005 while the version is open: to sign in, coming back here afterwards. */
export const SessionEnded: Story = {
  decorators: [
    (Story) => (
      <UnderGuard>
        <Story />
      </UnderGuard>
    ),
  ],
  parameters: {
    msw: { handlers: { version: [answerFailure('staffAppVersion', Code.sessionInvalid)] } },
  },
  play: async ({ canvasElement }) => {
    await expectNavigatedTo(within(canvasElement), '/staff/login')
  },
}

export const UpdateEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const changes = region(canvas, 'What changed since the previous version')
    await expect(itemsOf(group(changes, 'Features'))).toEqual([
      '+Addedsystem.geolocation',
      '−Removedsystem.share',
    ])
    await expect(group(changes, 'Package size')).toHaveTextContent('14.4 KB larger (3.7%)')
    await expect(within(changes).getByText('3 added, 1 removed')).toBeVisible()
    await expect(canvas.getByText('In review')).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Approve' })).toBeVisible()
    await expect(
      within(region(canvas, 'Signing certificate')).getByText(
        "It is the app's pinned certificate.",
      ),
    ).toBeVisible()
  },
}

export const AdminChangesPinEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: { ...admin } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Change the pinned certificate' }),
    )
    const form = await dialog('dialog', 'Change the pinned certificate of 示例天气')
    await expect(
      within(form).getByText(/packages signed by the certificate pinned now are refused/),
    ).toBeVisible()
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    await expectFieldError(
      within(form).getByRole('textbox', { name: /SHA-256 fingerprint/ }),
      "Enter the certificate's SHA-256 fingerprint: 64 hexadecimal digits",
    )
  },
}

/** On a phone: everything readable, long hashes and paths wrap, nothing scrolls sideways. */
export const UpdatePhone: Story = {
  parameters: { msw: { handlers: { ...admin } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await imagesShown(canvas)
    await canvas.findByRole('button', { name: '通过' })
    await expect(canvas.getByRole('button', { name: '更换登记证书' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** The bundle on a phone: the comparison's fingerprints and paths wrap. */
export const BundlePhone: Story = {
  parameters: {
    router: route(9),
    msw: { handlers: { version: [reviewHandler(reviewBundleFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas, '示例天气 2.0.0')
    await canvas.findByRole('button', { name: '通过' })
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
