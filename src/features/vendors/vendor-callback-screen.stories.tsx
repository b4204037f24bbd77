import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { Code, type FailureReasonCode, type ResultCode } from '@generated/error-catalogue'
import { failure, success } from '@mocks/envelopes'
import { answer, answerNever } from '@mocks/handlers'
import { requestsTo } from '@mocks/request-log'
import { reasonFixture } from '@mocks/app-fixtures'
import { northVendorFixture } from '@mocks/vendor-fixtures'
import { expectNoHorizontalOverflow } from '@/components/content/story-support'
import { formatDateTime } from '@/lib/format/format-date'
import { CALLBACK_PATH, completeSession } from './story-support'
import { VendorCallbackScreen } from './vendor-callback-screen'

// Where the vendor's sign-in sends the browser back: the page posts the query once and shows the
// binding, or the refusal with what to do.

/** What North's sign-in sends back: its code, the portal's state, and its issuer. */
const NORTH_ANSWER =
  'code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj3Lq9vXw2Yb8Tn&iss=https%3A%2F%2Fauth.north.example.com'
/** What the vendor sends back when the developer declines. */
const DECLINED = 'error=access_denied&state=af0ifjsldkj3Lq9vXw2Yb8Tn'

const route = (query = NORTH_ANSWER) => ({
  path: CALLBACK_PATH,
  initialEntries: [query ? `${CALLBACK_PATH}?${query}` : CALLBACK_PATH],
})

const meta = {
  title: 'Account/Vendors/Callback',
  component: VendorCallbackScreen,
  parameters: {
    router: route(),
    msw: {
      handlers: {
        session: [completeSession],
        finishVendorBinding: [answer('finishVendorBinding', success(northVendorFixture))],
      },
    },
  },
} satisfies Meta<typeof VendorCallbackScreen>

export default meta
type Story = StoryObj<typeof meta>

/** finishVendorBinding answers `envelope`. */
const answered = (envelope: Parameters<typeof answer>[1]) => ({
  msw: { handlers: { finishVendorBinding: [answer('finishVendorBinding', envelope)] } },
})

/** The refusal's alert once it arrived; posted once, with the query as it came. */
async function refusal(canvasElement: HTMLElement, title: string, query = NORTH_ANSWER) {
  const canvas = within(canvasElement)
  const alert = await canvas.findByRole('alert')
  const heading = within(alert).getByRole('heading', { level: 2, name: title })
  await waitFor(() => expect(heading).toHaveFocus())
  await expect(requestsTo('finishVendorBinding').map(({ params }) => params)).toEqual([
    { callback: query },
  ])
  return within(alert)
}

/** A refusal with its code (and reason) as the server answers it. */
const refused = (code: ResultCode, reason?: FailureReasonCode) =>
  answered(reason ? reasonFixture(code, reason) : failure(code, 'finishVendorBinding'))

export const Finishing: Story = {
  parameters: {
    msw: { handlers: { finishVendorBinding: [answerNever('finishVendorBinding')] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '绑定厂商账号' })).toBeVisible()
    await expect(await canvas.findByRole('status')).toHaveTextContent('正在完成绑定…')
    await waitFor(() => expect(requestsTo('finishVendorBinding')).toHaveLength(1))
  },
}

/**
 * Bound (VendorItemBound): the account's name, id and date, what binding does, the way back;
 * the query went once, as it came.
 */
export const Bound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await canvas.findByRole('heading', {
      level: 2,
      name: '已绑定北辰手机开发者账号',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByText('示例科技')).toBeVisible()
    await expect(canvas.getByText('N-20260301-0042')).toBeVisible()
    await expect(
      canvas.getByText(formatDateTime(northVendorFixture.binding!.boundAt)),
    ).toBeVisible()
    await expect(canvas.getByText(/此后联盟审核通过的版本会分发到北辰手机/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回厂商账号' })).toHaveAttribute(
      'href',
      '/account/vendors',
    )
    await expect(requestsTo('finishVendorBinding').map(({ params }) => params)).toEqual([
      { callback: NORTH_ANSWER },
    ])
  },
}

/** No answer of a vendor in the address (a reload after the binding): nothing is posted. */
export const NothingToFinish: Story = {
  parameters: { router: route('') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('这里没有要完成的绑定')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回厂商账号' })).toHaveAttribute(
      'href',
      '/account/vendors',
    )
    await expect(requestsTo('finishVendorBinding')).toHaveLength(0)
  },
}

// Each refusal, and what to do about it.

/** 11101: this account has a binding at that vendor already. */
export const AlreadyBound: Story = {
  parameters: refused(Code.vendorAlreadyBound),
  play: async ({ canvasElement }) => {
    const alert = await refusal(canvasElement, '你在该厂商已绑定了开发者账号')
    await expect(alert.getByText(/如需换绑，请先在厂商账号页面解除当前绑定/)).toBeVisible()
    await expect(alert.getByRole('link', { name: '返回厂商账号' })).toHaveAttribute(
      'href',
      '/account/vendors',
    )
  },
}

/** 11103 bindingExpired: the state is unknown, spent or older than ten minutes. */
export const BindingExpired: Story = {
  parameters: refused(Code.accessTokenFailed, 'bindingExpired'),
  play: async ({ canvasElement }) => {
    const alert = await refusal(canvasElement, '绑定已过期或已处理')
    await expect(alert.getByText(/并在 10 分钟内在厂商处完成登录/)).toBeVisible()
    await expect(alert.getByRole('link', { name: '重新绑定' })).toHaveAttribute(
      'href',
      '/account/vendors',
    )
  },
}

/** 11103 bindingStartedElsewhere: someone else's binding landed in this session: nothing bound. */
export const BindingStartedElsewhere: Story = {
  parameters: refused(Code.accessTokenFailed, 'bindingStartedElsewhere'),
  play: async ({ canvasElement }) => {
    const alert = await refusal(canvasElement, '这次绑定不是在当前登录中发起的')
    await expect(alert.getByText(/为保护你的账号，没有进行绑定/)).toBeVisible()
  },
}

/** 11103 authorizationDenied: the developer declined at the vendor (`?error=access_denied`). */
export const AuthorizationDenied: Story = {
  parameters: {
    router: route(DECLINED),
    ...refused(Code.accessTokenFailed, 'authorizationDenied'),
  },
  play: async ({ canvasElement }) => {
    const alert = await refusal(canvasElement, '你在厂商处取消了授权', DECLINED)
    await expect(alert.getByText(/并在厂商处同意授权/)).toBeVisible()
  },
}

/** 11103 tokenRefused: the vendor would not exchange the code. */
export const TokenRefused: Story = {
  parameters: refused(Code.accessTokenFailed, 'tokenRefused'),
  play: async ({ canvasElement }) => {
    const alert = await refusal(canvasElement, '厂商没有接受这次授权')
    await expect(alert.getByText(/如果反复出现，请联系该厂商/)).toBeVisible()
  },
}

/** 11103 vendorUnreachable. */
export const VendorUnreachable: Story = {
  parameters: refused(Code.accessTokenFailed, 'vendorUnreachable'),
  play: async ({ canvasElement }) => {
    const alert = await refusal(canvasElement, '暂时无法连接厂商')
    await expect(alert.getByText(/请稍后重新发起绑定/)).toBeVisible()
  },
}

/** 11104: the vendor developer's information could not be read. */
export const DeveloperInfoUnavailable: Story = {
  parameters: refused(Code.vendorDeveloperInfoFailed, 'developerInfoUnavailable'),
  play: async ({ canvasElement }) => {
    const alert = await refusal(canvasElement, '无法读取你在厂商的开发者账号信息')
    await expect(alert.getByText(/在厂商处确认该开发者账号状态正常/)).toBeVisible()
  },
}

/** 11105: the vendor does not confirm the account's qualification. */
export const NotQualified: Story = {
  parameters: refused(Code.vendorQualificationFailed, 'notQualified'),
  play: async ({ canvasElement }) => {
    const alert = await refusal(canvasElement, '该厂商开发者账号未通过资质认证')
    await expect(alert.getByText('请先在厂商处完成开发者资质认证，再重新绑定。')).toBeVisible()
  },
}

/** 11106: that vendor account is bound to another alliance account. */
export const BoundElsewhere: Story = {
  parameters: refused(Code.vendorAccountBoundElsewhere),
  play: async ({ canvasElement }) => {
    const alert = await refusal(canvasElement, '该厂商开发者账号已绑定到另一个联盟账号')
    await expect(alert.getByText(/请登录那个联盟账号解除绑定/)).toBeVisible()
  },
}

/** No answer at all (the network): the failure, and starting again. */
export const Unreachable: Story = {
  parameters: {
    msw: {
      handlers: {
        finishVendorBinding: [http.post('*/api/p/vendors/bind/finish', () => HttpResponse.error())],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = within(await canvas.findByRole('alert'))
    await expect(alert.getByRole('heading', { level: 2, name: '绑定没有完成' })).toBeVisible()
    await expect(alert.getByText('请回到厂商账号页面重新发起绑定。')).toBeVisible()
  },
}

// Both languages, and a phone.

export const BoundEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'North Phones developer account bound',
      }),
    ).toBeVisible()
    await expect(canvas.getByText('Vendor developer ID')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to vendor accounts' })).toBeVisible()
  },
}

export const NotQualifiedEnglish: Story = {
  globals: { locale: 'en' },
  parameters: refused(Code.vendorQualificationFailed, 'notQualified'),
  play: async ({ canvasElement }) => {
    const alert = await refusal(canvasElement, 'This vendor developer account is not qualified')
    await expect(alert.getByText(/Complete the vendor's developer verification/)).toBeVisible()
    await expect(alert.getByRole('link', { name: 'Bind again' })).toBeVisible()
  },
}

export const BoundPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('N-20260301-0042')).toBeVisible()
    await expectNoHorizontalOverflow()
  },
}

export const BindingStartedElsewherePhone: Story = {
  parameters: refused(Code.accessTokenFailed, 'bindingStartedElsewhere'),
  play: async ({ canvasElement }) => {
    await refusal(canvasElement, '这次绑定不是在当前登录中发起的')
    await expectNoHorizontalOverflow()
  },
}
