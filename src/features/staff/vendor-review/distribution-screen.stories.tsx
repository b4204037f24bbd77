import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { Code } from '@generated/error-catalogue'
import { failure } from '@mocks/envelopes'
import { answer, answerData, answerFailure, answerNever } from '@mocks/handlers'
import { lastParams, requestsTo } from '@mocks/request-log'
import {
  distributionApprovedFixture,
  distributionDecidedByOtherFixture,
  distributionImageOverLimitFixture,
  distributionOfflineFixture,
  distributionOverLimitFixture,
  distributionPendingFixture,
  distributionRejectedFixture,
  distributionReleasedFixture,
  distributionReplacedFixture,
  vendorOperatorFixture,
} from '@mocks/staff-vendor-fixtures'
import {
  expectDialogGone,
  expectFieldError,
  expectNavigatedTo,
  expectToast,
} from '@mocks/story-helpers'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { imagesHandler, PACKAGE_FILE, packageHandler, refusal } from '../app-review/story-handlers'
import { STAFF_TOKEN, withStaffToken } from '../session/story-support'
import { DistributionScreen } from './distribution-screen'
import { distributionHandler, GuardedFrame, meAs } from './story-handlers'

const route = (id: number | string = 501) => ({
  path: '/staff/vendor/distributions/:id',
  initialEntries: [`/staff/vendor/distributions/${id}`],
})

const meta = {
  title: 'Staff/VendorReview/Distribution',
  component: DistributionScreen,
  beforeEach: withStaffToken,
  parameters: {
    router: route(),
    msw: {
      handlers: {
        me: meAs(vendorOperatorFixture),
        distribution: [distributionHandler(distributionPendingFixture)],
        images: [imagesHandler()],
        package: [packageHandler],
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
} satisfies Meta<typeof DistributionScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const region = (canvas: Canvas, name: string) => canvas.getByRole('region', { name })
const itemsOf = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('listitem')
    .map((item) => item.textContent)
const comment = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: '审核意见（开发者会看到）' })
/** The confirmation dialog (in a portal, outside the canvas), once it has faded in. */
async function dialog() {
  const found = await screen.findByRole('alertdialog')
  await waitFor(() => expect(found).toBeVisible())
  return found
}
/** The page once the distribution has been read, its actions loaded after it was painted. */
async function loaded(canvas: Canvas, title = '示例天气 1.1.0') {
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible()
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
}
const actions = (canvas: Canvas) => region(canvas, '审核与发布')

/**
 * StaffDistributionPending: what North's operator reviews: the state, the developer at both ends,
 * the vendor's limits (met), the package, the manifest, the signer, the app, the history, and the
 * decision's form.
 */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await expect(lastParams('staffDistribution')).toEqual({ id: '501' })
    await expect(requestsTo('staffDistribution')).toHaveLength(1)
    await expect(canvas.getByText('待审核')).toBeVisible()
    await expect(canvas.getByText('示例科技有限公司')).toBeVisible()
    await expect(canvas.getByText('N-20260301-0042')).toBeVisible()
    await expect(canvas.getByText('新增天气预警页面')).toBeVisible()
    await expect(
      within(region(canvas, '本厂商的大小限制')).getByText(
        '安装包、图标和截图都在本厂商的大小限制之内。',
      ),
    ).toBeVisible()
    const pkg = region(canvas, '安装包')
    await expect(within(pkg).getByText('com.example.weather')).toBeVisible()
    await expect(within(pkg).getByText('403.1 KB（412,733 字节）')).toBeVisible()
    const manifest = region(canvas, '功能、权限、页面与子包')
    await expect(itemsOf(within(manifest).getByRole('group', { name: '功能（3）' }))).toEqual([
      'system.fetch',
      'system.geolocation',
      'system.storage',
    ])
    // Nothing is marked new: a vendor reviews the whole version.
    await expect(within(manifest).queryByText('新增')).toBeNull()
    await expect(
      within(region(canvas, '签名证书')).getByText(
        'CN=Example Tech, O=Example Tech Co., Ltd., C=CN',
      ),
    ).toBeVisible()
    await expect(within(region(canvas, '应用信息')).getByText('工具')).toBeVisible()
    await expect(itemsOf(region(canvas, '在本厂商的审核与发布记录'))).toEqual([
      expect.stringMatching(/^分发到本厂商.*系统$/),
    ])
    await expect(await within(actions(canvas)).findByRole('button', { name: '通过' })).toBeVisible()
  },
}

/** The icon and screenshots, read with the staff session's token as the alliance's review does. */
export const Images: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const images = region(canvas, '图标与截图')
    await waitFor(() => {
      const shown = within(images).getAllByRole('img') as HTMLImageElement[]
      expect(shown).toHaveLength(4)
      for (const image of shown) expect(image.naturalWidth).toBeGreaterThan(0)
    })
    for (const request of requestsTo('staffAppImage')) {
      await expect(request.headers['staff-token']).toBe(STAFF_TOKEN)
    }
  },
}

/** Approve with a comment: confirmed first, sent, then the page shows the release. */
export const Approve: Story = {
  parameters: {
    msw: {
      handlers: {
        decide: [answerData('staffDistributionDecide', distributionApprovedFixture)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.type(
      await within(actions(canvas)).findByRole('textbox'),
      ' 符合本厂商上架要求 ',
    )
    await userEvent.click(within(actions(canvas)).getByRole('button', { name: '通过' }))
    const confirm = await dialog()
    await expect(within(confirm).getByText('通过这个版本？')).toBeVisible()
    await expect(within(confirm).getByText(/这个版本可以在本厂商发布/)).toBeVisible()
    await expect(requestsTo('staffDistributionDecide')).toHaveLength(0)
    await userEvent.click(within(confirm).getByRole('button', { name: '通过' }))
    await waitFor(() =>
      expect(lastParams('staffDistributionDecide')).toEqual({
        id: '501',
        decision: 'approve',
        comment: '符合本厂商上架要求',
      }),
    )
    await expectDialogGone()
    await expectToast('已通过这个版本')
    await expect(await within(actions(canvas)).findByRole('button', { name: '发布' })).toBeVisible()
    await expect(canvas.getByText('已通过')).toBeVisible()
    await expect(canvas.getByText('operator@north.example.com')).toBeVisible()
  },
}

/** Reject with no comment: the field says it is needed, nothing is sent, no dialog opens. */
export const RejectWithoutComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(await within(actions(canvas)).findByRole('button', { name: '驳回' }))
    await expectFieldError(comment(canvas), '此项为必填项')
    await expect(comment(canvas)).toHaveFocus()
    await expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(requestsTo('staffDistributionDecide')).toHaveLength(0)
  },
}

/** Reject with a comment: confirmed, sent with it; the page shows the rejection and its reason. */
export const RejectWithComment: Story = {
  parameters: {
    msw: {
      handlers: {
        decide: [answerData('staffDistributionDecide', distributionRejectedFixture)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.type(
      await within(actions(canvas)).findByRole('textbox'),
      '应用截图与实际功能不符，请更新截图后重新提交',
    )
    await userEvent.click(within(actions(canvas)).getByRole('button', { name: '驳回' }))
    const confirm = await dialog()
    await expect(within(confirm).getByText('驳回这个版本？')).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: '驳回' }))
    await waitFor(() =>
      expect(lastParams('staffDistributionDecide')).toEqual({
        id: '501',
        decision: 'reject',
        comment: '应用截图与实际功能不符，请更新截图后重新提交',
      }),
    )
    await expectToast('已驳回这个版本')
    await expect(
      await within(actions(canvas)).findByText('这个版本在本厂商未通过，没有需要做的操作。'),
    ).toBeVisible()
  },
}

/**
 * 30003 distributionDecided: another operator decided first. Nothing is decided twice: said in
 * plain words, and the distribution read again shows who decided what.
 */
export const DecidedByAnother: Story = {
  parameters: {
    msw: {
      handlers: {
        distribution: [
          distributionHandler(distributionPendingFixture, distributionDecidedByOtherFixture),
        ],
        decide: [
          answer('staffDistributionDecide', refusal(Code.alreadyDecided, 'distributionDecided')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.type(await within(actions(canvas)).findByRole('textbox'), '截图不符')
    await userEvent.click(within(actions(canvas)).getByRole('button', { name: '驳回' }))
    await userEvent.click(within(await dialog()).getByRole('button', { name: '驳回' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '另一位工作人员已先审核了这个版本：你的决定没有生效。',
    )
    await waitFor(() => expect(requestsTo('staffDistribution')).toHaveLength(2))
    await expect(await canvas.findByText('operator2@north.example.com')).toBeVisible()
    await expect(canvas.getByText('已核对，同意上架')).toBeVisible()
    await expect(requestsTo('staffDistributionDecide')).toHaveLength(1)
  },
}

/** 21006 on deciding (the distribution went to another vendor): said, nothing done. */
export const OtherVendorWhenDeciding: Story = {
  parameters: {
    msw: {
      handlers: {
        distribution: [
          distributionHandler(
            distributionPendingFixture,
            failure(Code.ownVendorDataOnly, 'staffDistribution'),
          ),
        ],
        decide: [answerFailure('staffDistributionDecide', Code.ownVendorDataOnly)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(await within(actions(canvas)).findByRole('button', { name: '通过' }))
    await userEvent.click(within(await dialog()).getByRole('button', { name: '通过' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '这个版本分发给了其他厂商：你只能处理本厂商的分发版本，你的操作没有生效。',
    )
    await expect(
      await canvas.findByText('这个版本分发给了其他厂商：你只能查看和处理本厂商的分发版本。'),
    ).toBeVisible()
  },
}

/** StaffDistributionApproved: North approved it; it can be released, confirmed first. */
export const Release: Story = {
  parameters: {
    msw: {
      handlers: {
        distribution: [distributionHandler(distributionApprovedFixture)],
        release: [answerData('staffDistributionRelease', distributionReleasedFixture)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await expect(canvas.getByText('符合本厂商上架要求', { selector: 'span' })).toBeVisible()
    await expect(within(actions(canvas)).getByText(/可以在本厂商的应用商店发布/)).toBeVisible()
    await userEvent.click(within(actions(canvas)).getByRole('button', { name: '发布' }))
    const confirm = await dialog()
    await expect(within(confirm).getByText('在本厂商发布这个版本？')).toBeVisible()
    await expect(within(confirm).getByText(/之前在本厂商发布的版本会自动下架/)).toBeVisible()
    await waitFor(() => expect(within(confirm).getByRole('button', { name: '取消' })).toHaveFocus())
    await expect(requestsTo('staffDistributionRelease')).toHaveLength(0)
    await userEvent.click(within(confirm).getByRole('button', { name: '发布' }))
    await waitFor(() => expect(lastParams('staffDistributionRelease')).toEqual({ id: '501' }))
    await expectDialogGone()
    await expectToast('已在本厂商发布这个版本')
    await expect(await within(actions(canvas)).findByRole('button', { name: '下架' })).toBeVisible()
  },
}

/** The release can be cancelled: nothing is sent. */
export const ReleaseCancelled: Story = {
  parameters: {
    msw: { handlers: { distribution: [distributionHandler(distributionApprovedFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(within(actions(canvas)).getByRole('button', { name: '发布' }))
    // Escape reaches the dialog once it holds focus: the confirmation's code may still be on its
    // way when the button is clicked (it loads after the page), and an Escape before then is lost.
    const open = await dialog()
    await waitFor(() => expect(within(open).getByRole('button', { name: '取消' })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await expectDialogGone()
    await expect(requestsTo('staffDistributionRelease')).toHaveLength(0)
  },
}

/** 12103 distributionNotApproved: the developer released it meanwhile; said, and read again. */
export const ReleaseRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        distribution: [
          distributionHandler(distributionApprovedFixture, distributionReleasedFixture),
        ],
        release: [
          answer(
            'staffDistributionRelease',
            refusal(Code.publishAppFailed, 'distributionNotApproved'),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(within(actions(canvas)).getByRole('button', { name: '发布' }))
    await userEvent.click(within(await dialog()).getByRole('button', { name: '发布' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '这个版本现在不是“已通过”，不能发布：你的操作没有生效。',
    )
    await expectDialogGone()
    await expect(await canvas.findByText('已发布')).toBeVisible()
  },
}

/** No answer on release: the server's words in a toast; the dialog stays to try again. */
export const ReleaseFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        distribution: [distributionHandler(distributionApprovedFixture)],
        release: [answerFailure('staffDistributionRelease', 500)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(within(actions(canvas)).getByRole('button', { name: '发布' }))
    const confirm = await dialog()
    await userEvent.click(within(confirm).getByRole('button', { name: '发布' }))
    await expectToast('服务器错误')
    await expect(within(confirm).getByRole('button', { name: '发布' })).toBeEnabled()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** StaffDistributionReleased: taking it offline asks for the reason the developer reads. */
export const TakeOffline: Story = {
  parameters: {
    msw: {
      handlers: {
        distribution: [distributionHandler(distributionReleasedFixture)],
        offline: [answerData('staffDistributionOffline', distributionOfflineFixture)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await expect(canvas.getByText('已发布')).toBeVisible()
    await userEvent.click(within(actions(canvas)).getByRole('button', { name: '下架' }))
    const confirm = await dialog()
    await expect(within(confirm).getByText('在本厂商下架这个版本？')).toBeVisible()
    const reason = within(confirm).getByRole('textbox', { name: /下架原因/ })
    await waitFor(() => expect(reason).toHaveFocus())
    await userEvent.click(within(confirm).getByRole('button', { name: '下架' }))
    await expectFieldError(reason, '请填写下架原因，最多 500 字')
    await expect(requestsTo('staffDistributionOffline')).toHaveLength(0)
    await userEvent.type(reason, '收到用户投诉，暂时下架核查')
    await userEvent.click(within(confirm).getByRole('button', { name: '下架' }))
    await waitFor(() =>
      expect(lastParams('staffDistributionOffline')).toEqual({
        id: '501',
        comment: '收到用户投诉，暂时下架核查',
      }),
    )
    await expectToast('已在本厂商下架这个版本')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(
      await within(actions(canvas)).findByText('这个版本在本厂商已下架，没有需要做的操作。'),
    ).toBeVisible()
    await expect(
      within(region(canvas, '在本厂商的审核与发布记录')).getByText(
        '意见：收到用户投诉，暂时下架核查',
      ),
    ).toBeVisible()
  },
}

/** 12104 distributionNotReleased: a newer release replaced it meanwhile; said, read again. */
export const OfflineRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        distribution: [
          distributionHandler(distributionReleasedFixture, distributionReplacedFixture),
        ],
        offline: [
          answer(
            'staffDistributionOffline',
            refusal(Code.takeAppOfflineFailed, 'distributionNotReleased'),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(within(actions(canvas)).getByRole('button', { name: '下架' }))
    const confirm = await dialog()
    await userEvent.type(within(confirm).getByRole('textbox'), '核查')
    await userEvent.click(within(confirm).getByRole('button', { name: '下架' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '这个版本现在没有在本厂商发布，不能下架：你的操作没有生效。',
    )
    await expect(await canvas.findByText('意见：replaced by version 3')).toBeVisible()
  },
}

/** StaffDistributionRejected: the rejection, who and why; nothing left to do. */
export const Rejected: Story = {
  parameters: {
    msw: { handlers: { distribution: [distributionHandler(distributionRejectedFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await expect(canvas.getByText('未通过')).toBeVisible()
    await expect(
      within(actions(canvas)).getByText('这个版本在本厂商未通过，没有需要做的操作。'),
    ).toBeVisible()
    await expect(itemsOf(region(canvas, '在本厂商的审核与发布记录'))).toEqual([
      expect.stringMatching(/^分发到本厂商/),
      expect.stringMatching(
        /^审核驳回.*工作人员 operator@north\.example\.com意见：应用截图与实际功能不符/,
      ),
    ])
  },
}

/**
 * StaffDistributionOverLimit: refused at once by the system, the package over North's limit:
 * the limit and the size in words.
 */
export const OverLimit: Story = {
  parameters: {
    msw: { handlers: { distribution: [distributionHandler(distributionOverLimitFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const findings = region(canvas, '本厂商的大小限制')
    await expect(within(findings).getByText('这个版本超出了本厂商的大小限制：')).toBeVisible()
    await expect(
      within(findings).getByText('安装包 403.1 KB，超过本厂商的上限 400.0 KB'),
    ).toBeVisible()
    await expect(itemsOf(region(canvas, '在本厂商的审核与发布记录'))[1]).toMatch(/^审核驳回.*系统/)
  },
}

/** Pending, its icon over North's image limit (changed since): named, with both sizes. */
export const ImageOverLimit: Story = {
  parameters: {
    msw: { handlers: { distribution: [distributionHandler(distributionImageOverLimitFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await expect(
      within(region(canvas, '本厂商的大小限制')).getByText(
        '图标 47.1 KB，超过本厂商的上限 40.0 KB',
      ),
    ).toBeVisible()
    await expect(await within(actions(canvas)).findByRole('button', { name: '通过' })).toBeVisible()
  },
}

/** StaffDistributionOffline: the reason it was taken offline; nothing left to do. */
export const Offline: Story = {
  parameters: {
    msw: { handlers: { distribution: [distributionHandler(distributionOfflineFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await expect(canvas.getByText('已下架')).toBeVisible()
    await expect(canvas.getByText('收到用户投诉，暂时下架核查', { selector: 'span' })).toBeVisible()
    await expect(itemsOf(region(canvas, '在本厂商的审核与发布记录'))).toHaveLength(4)
  },
}

/** Released by the developer, then replaced by a newer release: each step's actor in words. */
export const ReleasedByDeveloperThenReplaced: Story = {
  parameters: {
    msw: { handlers: { distribution: [distributionHandler(distributionReplacedFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    const steps = itemsOf(region(canvas, '在本厂商的审核与发布记录'))
    await expect(steps[2]).toMatch(/^发布.*开发者$/)
    await expect(steps[3]).toMatch(/^下架.*系统意见：replaced by version 3$/)
  },
}

/** The package downloads with the staff session's token, as in the alliance's review. */
export const DownloadPackage: Story = {
  beforeEach: () => {
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    return () => click.mockRestore()
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(canvas.getByRole('button', { name: /下载安装包/ }))
    await expectToast('安装包已开始下载')
    await expect(lastParams('staffAppPackage')).toEqual({ id: '7' })
    const click = HTMLAnchorElement.prototype.click as unknown as {
      mock: { contexts: HTMLAnchorElement[] }
    }
    await expect(click.mock.contexts.at(-1)!.download).toBe(PACKAGE_FILE)
  },
}

/** 21006 on reading: another vendor's distribution, said in plain words with the way back. */
export const OtherVendor: Story = {
  parameters: {
    msw: {
      handlers: { distribution: [answerFailure('staffDistribution', Code.ownVendorDataOnly)] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('这个版本分发给了其他厂商：你只能查看和处理本厂商的分发版本。'),
    ).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: '厂商审核' })).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: /返回厂商审核/ })[0]).toHaveAttribute(
      'href',
      '/staff/vendor',
    )
  },
}

/** 441 distributionNotFound: there is none; said, with the way back. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: { distribution: [answerFailure('staffDistribution', Code.invalidParameter)] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/没有这个分发版本/)).toBeVisible()
  },
}

/** An id that is no id: nothing is asked, the page says there is none. */
export const MalformedId: Story = {
  parameters: { router: route('abc') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/没有这个分发版本/)).toBeVisible()
    await expect(requestsTo('staffDistribution')).toHaveLength(0)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { distribution: [answerNever('staffDistribution')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('加载中…')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: '厂商审核' })).toBeVisible()
  },
}

/** The distribution could not be read: said, with a retry that asks again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { distribution: [answerFailure('staffDistribution', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('分发版本读取失败')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(requestsTo('staffDistribution')).toHaveLength(2))
  },
}

/** The way back to the queue. */
export const BackToQueue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await userEvent.click(canvas.getByRole('link', { name: /返回厂商审核/ }))
    await expectNavigatedTo(canvas, '/staff/vendor')
  },
}

export const PendingEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas, 'Example Weather 1.1.0')
    await expect(canvas.getByText('Pending')).toBeVisible()
    await expect(
      within(region(canvas, "This vendor's size limits")).getByText(
        "The package, the icon and the screenshots are within this vendor's size limits.",
      ),
    ).toBeVisible()
    await expect(
      await within(region(canvas, 'Review and release')).findByRole('button', { name: 'Approve' }),
    ).toBeVisible()
    await expect(
      within(region(canvas, 'Review and release at this vendor')).getByText(
        /Distributed to this vendor/,
      ),
    ).toBeVisible()
  },
}

export const OverLimitEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: { handlers: { distribution: [distributionHandler(distributionOverLimitFixture)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas, 'Example Weather 1.1.0')
    await expect(
      canvas.getByText("The package is 403.1 KB, over this vendor's limit of 400.0 KB"),
    ).toBeVisible()
  },
}

/** On a phone: long ids and hashes wrap, nothing scrolls sideways. */
export const PendingPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await loaded(canvas)
    await within(actions(canvas)).findByRole('button', { name: '通过' })
    await expectNoHorizontalOverflow()
  },
}
