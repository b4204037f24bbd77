// What the app screens' stories share: a small in-story server that keeps one app and answers
// the apps operations as the server would (each action moves the app or a version on, every
// refusal is the contract's), the bytes of icons, screenshots and packages, and an upload whose
// progress a story decides. Texts are zh-CN unless a story switches to English.
import { http, HttpResponse, type HttpHandler } from 'msw'
import { Code } from '@generated/error-catalogue'
import type { AppDetail, AppImage, AppVersion, VersionState } from '@generated/model'
import { operations, type OperationId } from '@generated/operations'
import { accountFixture } from '../../../mocks/fixtures'
import { reasonFixture } from '../../../mocks/app-fixtures'
import { vendorListBound } from '../../../mocks/vendor-fixtures'
import { failure, success, type Envelope } from '../../../mocks/envelopes'
import { answer, answerBlob, answerData } from '../../../mocks/handlers'
import { sessionHandler } from '../../../mocks/account-handlers'
import { logRequest, type LoggedRequest } from '../../../mocks/request-log'

/** The signed-in developer: a complete company profile, unless a story says otherwise. */
export const completeSession = sessionHandler(accountFixture('complete', 'company'))

/** When the in-story server says things happened: a fixed moment, so that shots do not move. */
const NOW = '2026-03-05T10:00:00.000Z'

/**
 * A handler of a multipart upload: records the text parts and each file part as its name, then
 * answers. (mocks/handlers.ts reads form bodies as URL-encoded ones.)
 */
export function answerUpload(
  operationId: OperationId,
  response: (request: LoggedRequest & { files: Record<string, File> }) => Envelope | Promise<never>,
): HttpHandler {
  return http.post(`*${operations[operationId].path}`, async ({ request }) => {
    const form = await request.formData()
    const params: Record<string, string> = {}
    const files: Record<string, File> = {}
    form.forEach((value, name) => {
      if (typeof value === 'string') params[name] = value
      else {
        files[name] = value
        params[name] = value.name
      }
    })
    const entry: LoggedRequest = {
      operationId,
      params,
      headers: Object.fromEntries(request.headers),
    }
    logRequest(entry)
    return HttpResponse.json(await response({ ...entry, files }))
  })
}

/** A request that is never answered: the upload stays on its way. */
export const neverAnswered = () => new Promise<never>(() => {})

/** An image of `width` × `height` in two colours, as bytes of `type` (drawn, no text). */
async function imageBytes(width: number, height: number, hue: number, type: string) {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')!
  context.fillStyle = `hsl(${hue} 70% 45%)`
  context.fillRect(0, 0, width, height)
  context.fillStyle = `hsl(${hue} 80% 85%)`
  context.beginPath()
  context.arc(width / 2, height / 3, Math.min(width, height) / 4, 0, Math.PI * 2)
  context.fill()
  context.fillRect(width / 6, (height * 2) / 3, (width * 2) / 3, height / 12)
  return canvas.convertToBlob({ type })
}

/** A file the way a developer picks one: named, typed, of `size` bytes. */
export const fileOf = (name: string, size: number, type = 'application/octet-stream') =>
  new File([new Uint8Array(size)], name, { type })

/** A PNG image file of `width` × `height`, for the icon and screenshot pickers. */
export async function imageFile(name: string, width: number, height: number) {
  return new File([await imageBytes(width, height, 200, 'image/png')], name, {
    type: 'image/png',
  })
}

/** appImage: the bytes of any image id, drawn at its stored size (a fraction of it). */
export const imageHandler = answerBlob('appImage', async ({ params }) => {
  const id = Number(params.id)
  const icon = id === 301 || id === 311 || id >= 900
  const body = await imageBytes(icon ? 128 : 108, icon ? 128 : 192, (id * 47) % 360, 'image/png')
  return { body }
})

/** appImage never answers: the images' placeholders. */
export const imagesNeverAnswer = http.get(`*${operations.appImage.path}`, neverAnswered)

/**
 * The app stories' server: one app (`reset` before each story), the apps operations answered
 * from it as the real server would, each action moving the app or a version on, or refused with
 * the contract's code and reason when the state does not allow it.
 */
export function appServer(initial: AppDetail) {
  let detail: AppDetail = structuredClone(initial)
  let nextImageId = 900
  const versionOf = (params: Record<string, string>) =>
    detail.versions.find((version) => String(version.id) === params.id)
  const notFound = (operation: OperationId) => failure(Code.invalidParameter, operation)
  const move = (version: AppVersion, to: VersionState, actor: 'developer' | 'system') => {
    version.history.push({ from: version.state, to, actor, comment: null, at: NOW })
    version.state = to
    version.updatedAt = NOW
  }
  const inReview = () => detail.versions.some((version) => version.state === 'inReview')
  const appOf = (params: Record<string, string>) =>
    String(detail.app.id) === (params.id ?? params.appId) ? detail.app : undefined

  // One group per operation, named by its operationId: a story replaces one with its own answer.
  const handlers: Record<string, HttpHandler[]> = {
    session: [completeSession],
    appImage: [imageHandler],
    getApp: [
      answer('getApp', ({ params }) => (appOf(params) ? success(detail) : notFound('getApp'))),
    ],
    submitVersion: [
      answer('submitVersion', ({ params }) => {
        const version = versionOf(params)
        if (!version) return notFound('submitVersion')
        if (version.state !== 'draft') return reasonFixture(Code.publishAppFailed, 'notDraft')
        if (inReview()) return reasonFixture(Code.publishAppFailed, 'alreadyInReview')
        move(version, 'inReview', 'developer')
        return success(version)
      }),
    ],
    withdrawVersion: [
      answer('withdrawVersion', ({ params }) => {
        const version = versionOf(params)
        if (!version) return notFound('withdrawVersion')
        if (version.state !== 'inReview') return reasonFixture(Code.publishAppFailed, 'notInReview')
        move(version, 'withdrawn', 'developer')
        return success(version)
      }),
    ],
    releaseVersion: [
      answer('releaseVersion', ({ params }) => {
        const version = versionOf(params)
        if (!version) return notFound('releaseVersion')
        if (version.state !== 'approved') return reasonFixture(Code.publishAppFailed, 'notApproved')
        for (const other of detail.versions) {
          if (other.state === 'released' || other.state === 'offline')
            move(other, 'superseded', 'system')
        }
        move(version, 'released', 'developer')
        detail.app.status = 'listed'
        return success(version)
      }),
    ],
    takeAppOffline: [
      answer('takeAppOffline', ({ params }) => {
        if (!appOf(params)) return notFound('takeAppOffline')
        if (detail.app.status !== 'listed')
          return failure(Code.takeAppOfflineFailed, 'takeAppOffline')
        for (const version of detail.versions) {
          if (version.state === 'released') move(version, 'offline', 'developer')
        }
        detail.app.status = 'offline'
        return success(detail)
      }),
    ],
    putAppBack: [
      answer('putAppBack', ({ params }) => {
        if (!appOf(params)) return notFound('putAppBack')
        if (detail.app.status !== 'offline') return failure(Code.publishAppFailed, 'putAppBack')
        for (const version of detail.versions) {
          if (version.state === 'offline') move(version, 'released', 'developer')
        }
        detail.app.status = 'listed'
        return success(detail)
      }),
    ],
    deleteApp: [
      answer('deleteApp', ({ params }) => {
        if (!appOf(params)) return notFound('deleteApp')
        if (detail.app.status !== 'draft') return reasonFixture(Code.deleteAppFailed, 'released')
        if (inReview()) return reasonFixture(Code.deleteAppFailed, 'inReview')
        return success(null)
      }),
    ],
    updateApp: [
      answer('updateApp', ({ params }) => {
        if (!appOf(params)) return notFound('updateApp')
        if (inReview()) return failure(Code.updateAppFailed, 'updateApp')
        const { id: _id, ...changes } = params
        detail.app = { ...detail.app, ...changes, updatedAt: NOW } as AppDetail['app']
        return success(detail)
      }),
    ],
    removeScreenshot: [
      answer('removeScreenshot', ({ params }) => {
        const index = detail.app.screenshots.findIndex((image) => String(image.id) === params.id)
        if (index < 0) return failure(Code.imageNotFound, 'removeScreenshot')
        if (inReview()) return failure(Code.screenshotUploadFailed, 'removeScreenshot')
        detail.app.screenshots.splice(index, 1)
        return success(null)
      }),
    ],
    uploadIcon: [
      answerUpload('uploadIcon', ({ params, files }) => {
        if (String(detail.app.id) !== params.appId) return notFound('uploadIcon')
        if (inReview()) return reasonFixture(Code.iconUploadFailed, 'inReview')
        const icon: AppImage = {
          id: nextImageId++,
          role: 'icon',
          contentType: 'image/png',
          width: 512,
          height: 512,
          size: files.file?.size ?? 1,
        }
        detail.app.icon = icon
        return success(icon)
      }),
    ],
    addScreenshot: [
      answerUpload('addScreenshot', ({ params, files }) => {
        if (String(detail.app.id) !== params.appId) return notFound('addScreenshot')
        if (inReview()) return reasonFixture(Code.screenshotUploadFailed, 'inReview')
        const screenshot: AppImage = {
          id: nextImageId++,
          role: 'screenshot',
          contentType: 'image/png',
          width: 1080,
          height: 1920,
          size: files.file?.size ?? 1,
        }
        detail.app.screenshots.push(screenshot)
        return success(screenshot)
      }),
    ],
    uploadVersion: [
      answerUpload('uploadVersion', ({ params, files }) => {
        if (String(detail.app.id) !== params.appId) return notFound('uploadVersion')
        const highest = Math.max(0, ...detail.versions.map((version) => version.versionCode))
        const model = detail.versions[0]
        const version: AppVersion = {
          ...(model ?? exampleVersion),
          id: 100 + detail.versions.length,
          appId: detail.app.id,
          versionCode: highest + 1,
          versionName: `1.${highest + 1}.0`,
          size: files.package?.size ?? 1,
          releaseNotes: params.releaseNotes ?? null,
          state: 'draft',
          history: [{ from: null, to: 'draft', actor: 'developer', comment: null, at: NOW }],
          distributions: [],
          createdAt: NOW,
          updatedAt: NOW,
        }
        detail.versions.unshift(version)
        detail.app.certificateSha256 ??= version.certificateSha256
        return success(version)
      }),
    ],
    // The developer's vendors: bound (no hint to bind one) unless a story says otherwise.
    listVendors: [answerData('listVendors', { list: vendorListBound })],
    releaseAtVendor: [
      answer('releaseAtVendor', ({ params }) => {
        const version = versionOf({ id: params.versionId ?? '' })
        if (!version) return reasonFixture(Code.invalidParameter, 'versionNotFound')
        const at = version.distributions.find((d) => d.vendorCode === params.vendorCode)
        if (!at) return reasonFixture(Code.invalidParameter, 'distributionNotFound')
        if (at.state !== 'approved') {
          return reasonFixture(Code.publishAppFailed, 'distributionNotApproved')
        }
        // The version released at that vendor before goes offline there, as on the server.
        for (const other of detail.versions) {
          for (const before of other.distributions) {
            if (before.vendorCode !== at.vendorCode || before.state !== 'released') continue
            before.state = 'offline'
            before.comment = `replaced by version ${version.versionCode}`
            before.updatedAt = NOW
          }
        }
        at.state = 'released'
        at.comment = null
        at.updatedAt = NOW
        return success(version)
      }),
    ],
    downloadVersionPackage: [
      answerBlob('downloadVersionPackage', ({ params }) => {
        const version = versionOf(params)
        if (!version) return failure(Code.invalidParameter, 'downloadVersionPackage')
        const name = `${detail.app.packageName}-${version.versionName}-${version.versionCode}.rpk`
        return {
          body: new Blob([new Uint8Array([0x50, 0x4b, 3, 4])], {
            type: 'application/octet-stream',
          }),
          headers: { 'Content-Disposition': `attachment; filename="${name}"` },
        }
      }),
    ],
  }

  return {
    handlers,
    /** Start a story with `next` (a copy: the stories do not share what they change). */
    reset(next: AppDetail = initial) {
      detail = structuredClone(next)
      nextImageId = 900
    },
  }
}

/** The version an app's first upload becomes when it has none to model it on. */
const exampleVersion: AppVersion = {
  id: 1,
  appId: 42,
  versionCode: 1,
  versionName: '1.0.0',
  minPlatformVersion: 1070,
  packageKind: 'rpk',
  size: 1,
  sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a0e',
  certificateSha256: '5d2c1f0e8a7b6c9d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d',
  certificateSubject: 'CN=Example Tech, O=Example Tech Co., Ltd., C=CN',
  features: ['system.fetch'],
  permissions: [],
  pages: ['pages/Home'],
  subpackages: [],
  releaseNotes: null,
  state: 'draft',
  history: [],
  distributions: [],
  createdAt: NOW,
  updatedAt: NOW,
}

/**
 * Replaces XMLHttpRequest for one story (return it from the story's `beforeEach`: it puts the
 * real one back): an upload reports the progress `steps` (fractions of the file), one a moment
 * after the other, then is sent through fetch (MSW answers it) or, with `hold`, waits at the last
 * step until it is cancelled. The browser's own upload events cannot be produced on demand.
 */
export function scriptUploadProgress(steps: number[], { hold = false } = {}) {
  const Real = globalThis.XMLHttpRequest

  class ScriptedRequest {
    upload: {
      onprogress: ((event: ProgressEvent) => void) | null
      onload: (() => void) | null
    } = { onprogress: null, onload: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    ontimeout: (() => void) | null = null
    onloadend: (() => void) | null = null
    status = 0
    statusText = ''
    responseText = ''
    private method = 'GET'
    private url = ''
    private readonly headers = new Headers()
    private answerHeaders = ''
    private aborted = false

    open(method: string, url: string) {
      this.method = method
      this.url = url
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value)
    }

    getAllResponseHeaders() {
      return this.answerHeaders
    }

    abort() {
      if (this.aborted) return
      this.aborted = true
      this.onabort?.()
      this.onloadend?.()
    }

    send(body: FormData | null) {
      const total = [...(body?.values() ?? [])].reduce(
        (sum, value) => sum + (typeof value === 'string' ? value.length : value.size),
        0,
      )
      void (async () => {
        for (const fraction of steps) {
          await new Promise((resolve) => setTimeout(resolve, 50))
          if (this.aborted) return
          this.upload.onprogress?.(
            new ProgressEvent('progress', {
              lengthComputable: true,
              loaded: Math.round(total * fraction),
              total,
            }),
          )
        }
        if (hold || this.aborted) return
        const response = await fetch(this.url, { method: this.method, headers: this.headers, body })
        if (this.aborted) return
        this.upload.onload?.()
        this.status = response.status
        this.statusText = response.statusText
        this.answerHeaders = [...response.headers]
          .map(([name, value]) => `${name}: ${value}`)
          .join('\r\n')
        this.responseText = await response.text()
        this.onload?.()
        this.onloadend?.()
      })()
    }
  }

  globalThis.XMLHttpRequest = ScriptedRequest as unknown as typeof XMLHttpRequest
  return () => {
    globalThis.XMLHttpRequest = Real
  }
}
