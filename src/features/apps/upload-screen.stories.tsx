import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Code, type ResultCode } from '@generated/error-catalogue'
import {
  APP_CERTIFICATE,
  appDetailFixture,
  appDetailNewFixture,
  exampleFindings,
  OTHER_APP_CERTIFICATE,
  refusalFixture,
  wrongPackageFindings,
  type FindingExample,
} from '../../../mocks/app-fixtures'
import { failure } from '../../../mocks/envelopes'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import { expectFieldError, expectNavigatedTo, expectToast } from '../../../mocks/story-helpers'
import type { Finding } from '@generated/model'
import { UploadScreen } from './upload-screen'
import {
  answerUpload,
  appServer,
  fileOf,
  neverAnswered,
  scriptUploadProgress,
} from './story-support'

const server = appServer(appDetailFixture('released'))

const meta = {
  title: 'Apps/Upload',
  component: UploadScreen,
  parameters: {
    router: { path: '/account/apps/upload', initialEntries: ['/account/apps/upload?id=42'] },
    msw: { handlers: server.handlers },
  },
  beforeEach: () => server.reset(appDetailFixture('released')),
} satisfies Meta<typeof UploadScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/** A package of 3 MB, as hap release writes it. */
const PACKAGE = () => fileOf('com.example.weather.release.rpk', 3 * 1024 * 1024)

/** The form, once the app is read. */
async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findByLabelText(/安装包（.rpk 或 .rpks）/)
  return canvas
}

/** Pick `file` (and write `notes`), then upload. */
async function upload(canvas: Canvas, file = PACKAGE(), notes?: string) {
  await userEvent.upload(canvas.getByLabelText(/安装包（.rpk 或 .rpks）/), file)
  if (notes) await userEvent.type(canvas.getByRole('textbox', { name: /版本说明/ }), notes)
  await userEvent.click(canvas.getByRole('button', { name: '上传并检查' }))
}

/** uploadVersion refuses with the findings of the contract's example `name`. */
const refusedWith = (name: FindingExample, code: ResultCode = Code.rpkUploadFailed) => ({
  msw: {
    handlers: {
      uploadVersion: [
        answerUpload('uploadVersion', () => refusalFixture(code, exampleFindings(name))),
      ],
    },
  },
})

/** The findings, once shown: the summary has focus, so that a screen reader reads it. */
async function findings(canvas: Canvas, count: number) {
  const list = await canvas.findByRole('region', { name: '安装包没有被接受' })
  await waitFor(() => expect(within(list).getByText('安装包没有被接受')).toHaveFocus())
  const items = within(list).getAllByRole('listitem')
  await expect(items).toHaveLength(count)
  return { list: within(list), items: items.map((item) => within(item)) }
}

/** What this app's package must be: its name, a greater versionCode, the pinned certificate. */
export const Requirements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '上传新版本' })).toBeVisible()
    await expect(canvas.getByText('manifest.json 的 package 为 com.example.weather')).toBeVisible()
    await expect(canvas.getByText('versionCode 大于 2（已上传的最大值）')).toBeVisible()
    await expect(canvas.getByText(/用已登记的证书签名/)).toHaveTextContent(APP_CERTIFICATE)
    await expect(canvas.getByText(/不能使用 hap build 的调试签名/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '← 返回应用' })).toHaveAttribute(
      'href',
      '/account/apps/info?id=42',
    )
  },
}

/** An app's first package: nothing pinned yet, any versionCode from 1. */
export const FirstVersion: Story = {
  beforeEach: () => server.reset(appDetailNewFixture),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await expect(canvas.getByText('versionCode 为不小于 1 的整数')).toBeVisible()
    await expect(canvas.getByText(/这是第一个版本：它的签名证书会被登记/)).toBeVisible()
  },
}

/** Accepted: sent as multipart with the session's token, then the app's page with a toast. */
export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas, PACKAGE(), '修复预警推送')
    await expectNavigatedTo(canvas, '/account/apps/info')
    await expectToast('1.3.0（versionCode 3） 已上传，现在是草稿')
    await expect(lastParams('uploadVersion')).toEqual({
      appId: '42',
      package: 'com.example.weather.release.rpk',
      releaseNotes: '修复预警推送',
    })
    const [sent] = requestsTo('uploadVersion')
    await expect(sent!.headers.token).toBe('story-session-token')
    await expect(sent!.headers['accept-language']).toBe('zh-CN')
  },
}

/** No file chosen: said on the field, nothing sent. */
export const NoFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '上传并检查' }))
    await expectFieldError(canvas.getByLabelText(/安装包（.rpk 或 .rpks）/), '请选择安装包')
    await expect(requestsTo('uploadVersion')).toHaveLength(0)
  },
}

/** On its way: how much of the file has gone, and a way to cancel. */
export const Progress: Story = {
  beforeEach: () => scriptUploadProgress([0.25, 0.6], { hold: true }),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    const bar = await canvas.findByRole('progressbar', { name: '上传进度' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'))
    await expect(canvas.getByText(/已上传 1\.8 MB，共 3\.0 MB（60%）/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '取消上传' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '上传并检查' })).toBeNull()
    await expect(canvas.getByLabelText(/安装包（.rpk 或 .rpks）/)).toBeDisabled()
  },
}

/** All of it sent: the server is checking; it can still be cancelled. */
export const Checking: Story = {
  beforeEach: () => scriptUploadProgress([0.5, 1], { hold: true }),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    await expect(await canvas.findByText('上传完成，正在检查安装包…')).toBeVisible()
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    await expect(canvas.getByRole('button', { name: '取消上传' })).toBeVisible()
  },
}

/** Cancelled half-way: nothing was kept, the form is there for another try. */
export const Cancel: Story = {
  beforeEach: () => scriptUploadProgress([0.4], { hold: true }),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    const bar = await canvas.findByRole('progressbar')
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'))
    await userEvent.click(canvas.getByRole('button', { name: '取消上传' }))
    await expect(await canvas.findByText('已取消上传，安装包没有被保存。')).toBeVisible()
    await expect(canvas.queryByRole('progressbar')).toBeNull()
    await expect(canvas.getByRole('button', { name: '上传并检查' })).toBeVisible()
    await expect(requestsTo('uploadVersion')).toHaveLength(0)
  },
}

/** Cancelled while the server has it (the browser's own upload, the answer not yet there). */
export const CancelWaiting: Story = {
  parameters: {
    msw: { handlers: { uploadVersion: [answerUpload('uploadVersion', neverAnswered)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    await waitFor(() => expect(requestsTo('uploadVersion')).toHaveLength(1))
    await userEvent.click(await canvas.findByRole('button', { name: '取消上传' }))
    await expect(await canvas.findByText('已取消上传，安装包没有被保存。')).toBeVisible()
  },
}

/** Progress reported, then accepted: the same as without the script, through MSW. */
export const ProgressThenUploaded: Story = {
  beforeEach: () => scriptUploadProgress([0.3, 0.7, 1]),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    await expectNavigatedTo(canvas, '/account/apps/info')
    await expect(requestsTo('uploadVersion')).toHaveLength(1)
  },
}

// Refused: every finding in plain words, where it is, and what to do.

/** E12001Findings: four independent failures at once. */
export const FindingsSeveral: Story = {
  parameters: refusedWith('E12001Findings'),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    const { list, items } = await findings(canvas, 4)
    await expect(list.getByText(/检查发现 4 个问题。安装包没有被保存/)).toBeVisible()
    const [icon, entry, platform, digest] = items
    await expect(icon!.getByText('manifest 指定的图标文件不在安装包内')).toBeVisible()
    await expect(icon!.getByText('/common/logo.png')).toBeVisible()
    await expect(icon!.getByText(/把图标放到 manifest.json 的 icon 指定的位置/)).toBeVisible()
    await expect(entry!.getByText('router.entry 不在 router.pages 中')).toBeVisible()
    await expect(entry!.getByText('pages/Main')).toBeVisible()
    await expect(platform!.getByText('1040')).toBeVisible()
    await expect(platform!.getByText('平台要求的最低值')).toBeVisible()
    await expect(platform!.getByText('1070')).toBeVisible()
    await expect(digest!.getByText('安装包内容与签名不符（签名后被修改过）')).toBeVisible()
    await expect(digest!.getByText('archive')).toBeVisible()
    await expect(canvas.queryByText(/Navigated to/)).toBeNull()
  },
}

/** E12001CertificateChanged: both fingerprints, and what to do about a changed key. */
export const CertificateChanged: Story = {
  parameters: refusedWith('E12001CertificateChanged'),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    const { list, items } = await findings(canvas, 1)
    await expect(list.getByText(/检查发现 1 个问题/)).toBeVisible()
    const [changed] = items
    await expect(changed!.getByText('签名证书与该应用首次上传时登记的证书不一致')).toBeVisible()
    await expect(changed!.getByText('登记的证书（SHA-256）')).toBeVisible()
    await expect(changed!.getByText(APP_CERTIFICATE)).toBeVisible()
    await expect(changed!.getByText('这个安装包的证书（SHA-256）')).toBeVisible()
    await expect(changed!.getByText(OTHER_APP_CERTIFICATE)).toBeVisible()
    await expect(changed!.getByText(/请联系工作人员更新登记的证书/)).toBeVisible()
  },
}

/** E12001Debug: built with hap build; use hap release with your own key. */
export const DebugCertificate: Story = {
  parameters: refusedWith('E12001Debug'),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    const [debug] = (await findings(canvas, 1)).items
    await expect(debug!.getByText(/安装包使用调试证书签名（hap build）/)).toBeVisible()
    await expect(
      debug!.getByText(
        '这是用 hap build 构建的（调试签名）：请用 hap release 和你自己的密钥构建。',
      ),
    ).toBeVisible()
  },
}

/** E12001VersionCode: the versionCode and the highest one uploaded. */
export const VersionCodeNotGreater: Story = {
  parameters: refusedWith('E12001VersionCode'),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    const [item] = (await findings(canvas, 1)).items
    await expect(item!.getByText('versionCode 必须大于该应用已上传的所有版本')).toBeVisible()
    await expect(item!.getByText('已上传的最大 versionCode')).toBeVisible()
  },
}

/** E12001TooLarge: the limit in MB. */
export const TooLarge: Story = {
  parameters: refusedWith('E12001TooLarge'),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    const [item] = (await findings(canvas, 1)).items
    await expect(item!.getByText('安装包超过大小上限')).toBeVisible()
    await expect(item!.getByText('20.0 MB')).toBeVisible()
  },
}

/** E12010NotZip: not a package at all. */
export const NotZip: Story = {
  parameters: refusedWith('E12010NotZip', Code.invalidFileFormat),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    // Named as a package, as the picker asks; the server reads what it is.
    await upload(canvas, fileOf('notes.rpk', 120, 'text/plain'))
    const [item] = (await findings(canvas, 1)).items
    await expect(item!.getByText('文件不是快应用安装包（ZIP 格式）')).toBeVisible()
    await expect(item!.getByText(/在项目的 dist 目录中/)).toBeVisible()
  },
}

/** A wrong build: the archive, the manifest, another app's package, the signature. */
export const WrongPackage: Story = {
  parameters: {
    msw: {
      handlers: {
        uploadVersion: [
          answerUpload('uploadVersion', () =>
            refusalFixture(Code.rpkUploadFailed, wrongPackageFindings),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    const { items } = await findings(canvas, 5)
    const [escape, manifest, other, digest, ratio] = items
    await expect(escape!.getByText('../../etc/passwd')).toBeVisible()
    await expect(manifest!.getByText('not an integer')).toBeVisible()
    await expect(other!.getByText('com.example.other')).toBeVisible()
    await expect(other!.getByText('应为')).toBeVisible()
    await expect(digest!.getByText('pages/Home/index.js')).toBeVisible()
    await expect(ratio!.getByText('压缩比上限')).toBeVisible()
    await expect(ratio!.getByText('20.0 KB')).toBeVisible()
  },
}

/** A finding the screens have no words for yet: its reason's text and its details as sent. */
export const UnknownDetail: Story = {
  parameters: {
    msw: {
      handlers: {
        uploadVersion: [
          answerUpload('uploadVersion', () =>
            refusalFixture(Code.rpkUploadFailed, [
              { reason: 'signatureInvalid', detail: { algorithm: '0x0201', cause: 'bad padding' } },
            ] satisfies Finding[]),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    const [item] = (await findings(canvas, 1)).items
    await expect(item!.getByText('algorithm')).toBeVisible()
    await expect(item!.getByText('0x0201')).toBeVisible()
  },
}

/** 443: uploads per minute used up: the server's words under the form. */
export const Busy: Story = {
  parameters: {
    msw: {
      handlers: {
        uploadVersion: [answerUpload('uploadVersion', () => failure(Code.busy, 'uploadVersion'))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(failure(Code.busy).msg)
  },
}

/** 11001: the profile is no longer complete: the intercept page. */
export const ProfileIncomplete: Story = {
  parameters: {
    msw: {
      handlers: {
        uploadVersion: [
          answerUpload('uploadVersion', () => failure(Code.accountIncomplete, 'uploadVersion')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    await expectNavigatedTo(canvas, '/account/accpuntIntercept')
  },
}

/** 10005: the session ended (the guard then goes to sign in); said here meanwhile. */
export const SessionEnded: Story = {
  parameters: {
    msw: {
      handlers: {
        uploadVersion: [
          answerUpload('uploadVersion', () => failure(Code.sessionInvalid, 'uploadVersion')),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement)
    await upload(canvas)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      failure(Code.sessionInvalid).msg,
    )
  },
}

export const NotFound: Story = {
  parameters: {
    router: { path: '/account/apps/upload', initialEntries: ['/account/apps/upload?id=7'] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('找不到这个应用，它可能已被删除。'),
    ).toBeVisible()
  },
}

export const FindingsEnglish: Story = {
  globals: { locale: 'en' },
  parameters: refusedWith('E12001Findings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const file = await canvas.findByLabelText(/Package \(.rpk or .rpks\)/)
    await userEvent.upload(file, PACKAGE())
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and check' }))
    const list = await canvas.findByRole('region', { name: 'The package was not accepted' })
    await expect(
      within(list).getByText(/The checks found 4 problems\. Nothing was kept/),
    ).toBeVisible()
    await expect(
      within(list).getByText('The icon the manifest names is not in the package'),
    ).toBeVisible()
    await expect(within(list).getByText('Lowest the platform accepts')).toBeVisible()
    await expect(within(list).getAllByText('What to do')).toHaveLength(4)
  },
}

export const CertificateChangedEnglishPhone: Story = {
  globals: { locale: 'en' },
  parameters: refusedWith('E12001CertificateChanged'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(await canvas.findByLabelText(/Package \(.rpk or .rpks\)/), PACKAGE())
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and check' }))
    const list = await canvas.findByRole('region', { name: 'The package was not accepted' })
    await expect(within(list).getByText(OTHER_APP_CERTIFICATE)).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
