// Typed fixtures for the developer's app screens: the contract's examples of the apps tag
// (AppPageSuccess, AppDetailNew … AppDetailOffline, AppVersionDraft …, the refusals with their
// findings) as the server answers them, and builders for what the examples leave out (a long list,
// a version's next state). app-fixtures.test.ts holds each named fixture to its example and every
// fixture to the contract's schemas.
import {
  type CatalogueLanguage,
  type FailureReasonCode,
  type ResultCode,
} from '@generated/error-catalogue'
import { reasonCatalogue } from '@generated/reason-catalogue'
import type {
  App,
  AppDetail,
  AppImage,
  AppListItem,
  AppPage,
  AppVersion,
  Finding,
  VersionEvent,
  VersionState,
} from '@generated/model'
import type { Envelope } from './envelopes'

export const APP_CERTIFICATE = '5d2c1f0e8a7b6c9d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d'
/** The certificate of E12001CertificateChanged: a package signed with another key. */
export const OTHER_APP_CERTIFICATE =
  'b7e4a9c2d1f0e3b6a5c8d7e2f1a0b9c8d3e6f5a4b7c2d1e0f9a8b3c6d5e4f7a2'
/** The subject of APP_CERTIFICATE and of the other key's certificate. */
export const APP_CERTIFICATE_SUBJECT = 'CN=Example Tech, O=Example Tech Co., Ltd., C=CN'

// The contract's anchors: &id001 … &id004 (images), &id005 … &id013 and &id016 (history steps).
export const appIconFixture: AppImage = {
  id: 301,
  role: 'icon',
  contentType: 'image/png',
  width: 512,
  height: 512,
  size: 48211,
}
export const appScreenshotFixtures: AppImage[] = [
  {
    id: 302,
    role: 'screenshot',
    contentType: 'image/jpeg',
    width: 1080,
    height: 1920,
    size: 231044,
  },
  {
    id: 303,
    role: 'screenshot',
    contentType: 'image/jpeg',
    width: 1080,
    height: 1920,
    size: 232041,
  },
  {
    id: 304,
    role: 'screenshot',
    contentType: 'image/jpeg',
    width: 1080,
    height: 1920,
    size: 233038,
  },
]

/** AppImageScreenshot: a fourth screenshot, as addScreenshot answers it. */
export const addedScreenshotFixture: AppImage = {
  id: 305,
  role: 'screenshot',
  contentType: 'image/jpeg',
  width: 1080,
  height: 1920,
  size: 228310,
}

const step = (
  from: VersionEvent['from'],
  to: VersionEvent['to'],
  at: string,
  actor: VersionEvent['actor'] = 'developer',
  comment: string | null = null,
): VersionEvent => ({ from, to, actor, comment, at })

const v1Uploaded = step(null, 'draft', '2026-03-02T09:10:00.000Z')
const v1Submitted = step('draft', 'inReview', '2026-03-02T09:15:00.000Z')
const v1Approved = step('inReview', 'approved', '2026-03-02T14:00:00.000Z', 'staff', '审核通过')
const v1Released = step('approved', 'released', '2026-03-02T15:00:00.000Z')
const v1Superseded = step('released', 'superseded', '2026-03-03T12:00:00.000Z', 'system')
const v2Uploaded = step(null, 'draft', '2026-03-03T08:00:00.000Z')
const v2Submitted = step('draft', 'inReview', '2026-03-03T08:05:00.000Z')
const v2Approved = step(
  'inReview',
  'approved',
  '2026-03-03T11:20:00.000Z',
  'staff',
  '功能完整，审核通过',
)
const v2Rejected = step(
  'inReview',
  'rejected',
  '2026-03-03T11:20:00.000Z',
  'staff',
  '隐私政策链接无法打开，请修正后重新提交',
)
const v2Withdrawn = step('inReview', 'withdrawn', '2026-03-03T09:00:00.000Z')
const v2Released = step('approved', 'released', '2026-03-03T12:00:00.000Z')
const v2Offline = step('released', 'offline', '2026-03-04T10:00:00.000Z')

/** com.example.weather with every text, its icon, screenshots and pinned certificate. */
export function appFixture(overrides: Partial<App> = {}): App {
  return {
    id: 42,
    packageName: 'com.example.weather',
    kind: 'quickApp',
    category: 'tools',
    nameZh: '示例天气',
    nameEn: 'Example Weather',
    summaryZh: '准确的逐小时天气预报',
    summaryEn: 'Hour-by-hour forecasts you can trust',
    descriptionZh: '示例天气提供全国 3000 多个城市的逐小时天气预报、空气质量和预警信息。',
    descriptionEn:
      'Example Weather gives hour-by-hour forecasts, air quality and alerts for more than 3,000 cities.',
    privacyPolicyUrl: 'https://weather.example.com/privacy',
    status: 'listed',
    certificateSha256: APP_CERTIFICATE,
    certificateSubject: APP_CERTIFICATE_SUBJECT,
    icon: appIconFixture,
    screenshots: appScreenshotFixtures,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  }
}

/** AppDetailNew's app: a draft with its Chinese name only, no images, nothing pinned. */
export const newAppFixture: App = appFixture({
  nameEn: null,
  summaryZh: null,
  summaryEn: null,
  descriptionZh: null,
  descriptionEn: null,
  privacyPolicyUrl: null,
  status: 'draft',
  certificateSha256: null,
  certificateSubject: null,
  icon: null,
  screenshots: [],
  updatedAt: '2026-03-02T09:00:00.000Z',
})

const versionBase = {
  appId: 42,
  minPlatformVersion: 1070,
  packageKind: 'rpk',
  certificateSha256: APP_CERTIFICATE,
  certificateSubject: APP_CERTIFICATE_SUBJECT,
  subpackages: [],
} as const satisfies Partial<AppVersion>

/** Version 1.0.0 (id 6) as it was released. */
const releasedV1: AppVersion = {
  ...versionBase,
  id: 6,
  versionCode: 1,
  versionName: '1.0.0',
  size: 398012,
  sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a0e',
  features: ['system.fetch', 'system.storage', 'system.share'],
  permissions: [],
  pages: ['pages/Home', 'pages/City'],
  subpackages: [],
  releaseNotes: '首个版本',
  state: 'released',
  history: [v1Uploaded, v1Submitted, v1Approved, v1Released],
  distributions: [],
  createdAt: '2026-03-02T09:10:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
}

/** Version 1.0.0 once 1.1.0 was released. */
const supersededV1: AppVersion = {
  ...releasedV1,
  state: 'superseded',
  history: [...releasedV1.history, v1Superseded],
  updatedAt: '2026-03-03T12:00:00.000Z',
}

/** Version 1.1.0 (id 7) in each state it passes through, with its history up to there. */
const v2Steps: Record<
  'draft' | 'inReview' | 'approved' | 'rejected' | 'withdrawn' | 'released' | 'offline',
  [VersionEvent[], string]
> = {
  draft: [[v2Uploaded], '2026-03-03T08:00:00.000Z'],
  inReview: [[v2Uploaded, v2Submitted], '2026-03-03T08:05:00.000Z'],
  approved: [[v2Uploaded, v2Submitted, v2Approved], '2026-03-03T11:20:00.000Z'],
  rejected: [[v2Uploaded, v2Submitted, v2Rejected], '2026-03-03T11:20:00.000Z'],
  withdrawn: [[v2Uploaded, v2Submitted, v2Withdrawn], '2026-03-03T09:00:00.000Z'],
  released: [[v2Uploaded, v2Submitted, v2Approved, v2Released], '2026-03-03T12:00:00.000Z'],
  offline: [
    [v2Uploaded, v2Submitted, v2Approved, v2Released, v2Offline],
    '2026-03-04T10:00:00.000Z',
  ],
}

/** Version 1.1.0 (id 7) in `state` (AppVersionDraft, AppVersionInReview…). */
export function v2Fixture(state: keyof typeof v2Steps): AppVersion {
  const [history, updatedAt] = v2Steps[state]
  return {
    ...versionBase,
    id: 7,
    versionCode: 2,
    versionName: '1.1.0',
    size: 412733,
    sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a0f',
    features: ['system.fetch', 'system.geolocation', 'system.storage'],
    permissions: ['hapjs.permission.LOCATION'],
    pages: ['pages/Home', 'pages/City', 'pages/Alerts'],
    subpackages: [],
    releaseNotes: '新增天气预警页面',
    state,
    history,
    distributions: [],
    createdAt: '2026-03-03T08:00:00.000Z',
    updatedAt,
  }
}

/** AppDetailDraftVersion: a first version uploaded (a draft), the certificate pinned. */
export const appDraftVersionFixture: AppDetail = {
  app: appFixture({ status: 'draft' }),
  versions: [
    {
      ...releasedV1,
      size: 412733,
      features: ['system.fetch', 'system.geolocation', 'system.storage'],
      permissions: ['hapjs.permission.LOCATION'],
      pages: ['pages/Home', 'pages/City', 'pages/Alerts'],
      state: 'draft',
      history: [v1Uploaded],
      updatedAt: '2026-03-02T09:10:00.000Z',
    },
  ],
}

/**
 * The app of the examples with 1.1.0 in `state`: AppDetailInReview (`inReview`, the getApp
 * example `success`), AppDetailApproved, AppDetailRejected, AppDetailWithdrawn, AppDetailListed
 * (`released`: 1.0.0 superseded) and AppDetailOffline (`offline`, the app too).
 */
export function appDetailFixture(
  state: 'inReview' | 'approved' | 'rejected' | 'withdrawn' | 'released' | 'offline' | 'draft',
): AppDetail {
  const newer = state === 'released' || state === 'offline'
  return {
    app: appFixture({ status: state === 'offline' ? 'offline' : 'listed' }),
    versions: [v2Fixture(state), newer ? supersededV1 : releasedV1],
  }
}

/** AppDetailNew: the app just created, a draft without versions, icon or screenshots. */
export const appDetailNewFixture: AppDetail = { app: newAppFixture, versions: [] }

const brief = (version: AppVersion) => ({
  id: version.id,
  versionCode: version.versionCode,
  versionName: version.versionName,
  state: version.state,
})

/** AppPageSuccess's three apps: listed with 1.1.0 in review, an offline game, a new draft. */
export const appListFixtures: AppListItem[] = [
  {
    id: 42,
    packageName: 'com.example.weather',
    kind: 'quickApp',
    category: 'tools',
    nameZh: '示例天气',
    nameEn: 'Example Weather',
    status: 'listed',
    iconId: 301,
    latestVersion: brief(v2Fixture('inReview')),
    releasedVersion: brief(releasedV1),
    updatedAt: '2026-03-03T08:05:00.000Z',
  },
  {
    id: 43,
    packageName: 'com.example.puzzle',
    kind: 'quickGame',
    category: 'puzzle',
    nameZh: '示例拼图',
    nameEn: null,
    status: 'offline',
    iconId: 311,
    latestVersion: { id: 9, versionCode: 3, versionName: '1.2.0', state: 'offline' },
    releasedVersion: { id: 9, versionCode: 3, versionName: '1.2.0', state: 'offline' },
    updatedAt: '2026-03-02T18:00:00.000Z',
  },
  {
    id: 44,
    packageName: 'com.example.notes',
    kind: 'quickApp',
    category: 'tools',
    nameZh: '示例笔记',
    nameEn: 'Example Notes',
    status: 'draft',
    iconId: null,
    latestVersion: null,
    releasedVersion: null,
    updatedAt: '2026-03-01T10:00:00.000Z',
  },
]

/** One page of `items` (all of them when they fit), as listApps answers. */
export function appPage(
  items: AppListItem[],
  { pageNum = 1, pageSize = 20, total = items.length } = {},
): AppPage {
  return {
    list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total,
    pageNum,
    pageSize,
  }
}

/** `count` apps besides the examples' (ids from 100), every state among their latest versions. */
export function manyAppListItems(count: number): AppListItem[] {
  const states: VersionState[] = ['draft', 'inReview', 'approved', 'rejected', 'released']
  return Array.from({ length: count }, (_, index) => {
    const state = states[index % states.length]!
    return {
      id: 100 + index,
      packageName: `com.example.app${index + 1}`,
      kind: index % 4 === 3 ? 'quickGame' : 'quickApp',
      category: index % 4 === 3 ? 'casual' : 'lifestyle',
      nameZh: `示例应用 ${index + 1}`,
      nameEn: `Example app ${index + 1}`,
      status: state === 'released' ? 'listed' : 'draft',
      iconId: null,
      latestVersion: { id: 1000 + index, versionCode: 1, versionName: '1.0.0', state },
      releasedVersion:
        state === 'released'
          ? { id: 1000 + index, versionCode: 1, versionName: '1.0.0', state }
          : null,
      updatedAt: new Date(Date.parse('2026-02-28T10:00:00.000Z') - index * 3_600_000).toISOString(),
    }
  })
}

/** A refusal for one `reason` among those its code stands for (12103 notDraft…), as answered. */
export function reasonFixture(
  code: ResultCode,
  reason: FailureReasonCode,
  language: CatalogueLanguage = 'zh-CN',
): Envelope<{ reason: FailureReasonCode }> {
  return { code, msg: reasonCatalogue[reason][language], data: { reason } }
}

/** A refusal with its findings, as the server answers it: `msg` is the first finding's text. */
export function refusalFixture(
  code: ResultCode,
  findings: Finding[],
  language: CatalogueLanguage = 'zh-CN',
): Envelope<{ reason: FailureReasonCode; findings: Finding[] }> {
  const reason = findings[0]!.reason
  return { code, msg: reasonCatalogue[reason][language], data: { reason, findings } }
}

const findingExamples = {
  E12001CertificateChanged: [
    {
      reason: 'certificateChanged',
      detail: { pinned: APP_CERTIFICATE, found: OTHER_APP_CERTIFICATE },
    },
  ],
  E12001Debug: [{ reason: 'debugCertificate' }],
  E12001Findings: [
    { reason: 'iconMissing', detail: { icon: '/common/logo.png' } },
    { reason: 'routerEntryMissing', detail: { entry: 'pages/Main' } },
    { reason: 'minPlatformVersionTooLow', detail: { minPlatformVersion: 1040, floor: 1070 } },
    { reason: 'digestMismatch', detail: { part: 'archive' } },
  ],
  E12001VersionCode: [{ reason: 'versionCodeNotGreater', detail: { versionCode: 2, highest: 2 } }],
  E12001TooLarge: [{ reason: 'packageTooLarge', detail: { max: 20971520 } }],
  E12010NotZip: [{ reason: 'notZip' }],
  E12103AppIncomplete: [
    { reason: 'appIncomplete', detail: { field: 'descriptionEn' } },
    { reason: 'appIncomplete', detail: { field: 'screenshots' } },
  ],
  E12002IconTooSmall: [{ reason: 'iconTooSmall', detail: { width: 128, height: 128, min: 216 } }],
  E12002IconNotSquare: [{ reason: 'iconNotSquare', detail: { width: 512, height: 480 } }],
  E12003ScreenshotLimit: [{ reason: 'screenshotLimit', detail: { max: 5 } }],
  E12003NotPortrait: [{ reason: 'screenshotNotPortrait', detail: { width: 1920, height: 1080 } }],
  E12003SizeClass: [
    {
      reason: 'screenshotSizeMismatch',
      detail: { width: 1080, height: 2400, existingWidth: 1080, existingHeight: 1920 },
    },
  ],
  E12010ImageFormat: [{ reason: 'imageFormatUnsupported', detail: { format: 'svg' } }],
  E12010ImageCorrupt: [{ reason: 'imageCorrupt', detail: { format: 'png', problem: 'cut short' } }],
  E12012ImageTooLarge: [{ reason: 'imageTooLarge', detail: { size: 3145728, max: 2097152 } }],
  E12012TooManyPixels: [
    {
      reason: 'imageTooManyPixels',
      detail: { width: 20000, height: 20000, pixels: 400000000, max: 40000000 },
    },
  ],
} satisfies Record<string, Finding[]>

export type FindingExample = keyof typeof findingExamples

/** The findings of the contract's refusal example `name` (E12001Findings…). */
export const exampleFindings = (name: FindingExample): Finding[] =>
  findingExamples[name] as Finding[]

/**
 * What the examples leave out: a package with a finding of each part of the checks at once (the
 * archive, the manifest, the signature), as a wrong build gives them.
 */
export const wrongPackageFindings: Finding[] = [
  { reason: 'pathEscapes', detail: { path: '../../etc/passwd', cause: 'leading ../' } },
  { reason: 'manifestInvalid', detail: { field: 'versionCode', cause: 'not an integer' } },
  {
    reason: 'packageNotThisApp',
    detail: { package: 'com.example.other', expected: 'com.example.weather' },
  },
  { reason: 'digestMismatch', detail: { path: 'pages/Home/index.js', list: 'hash.json' } },
  { reason: 'compressionRatio', detail: { path: 'assets/big.bin', compressed: 20480, max: 100 } },
]
