// Typed fixtures for the staff console's review of app versions: the contract's examples of
// staffAppQueue and staffAppVersion (StaffAppQueueSuccess, StaffAppReviewUpdate, …) as the server
// answers them, the states those examples leave out (a version withdrawn, decided by another
// reviewer, with no changes, with sub-packages and a new pin), a long queue to page through, and
// the bytes of the icon, the screenshots and a package. staff-app-fixtures.test.ts holds each
// named fixture to its example and every fixture to the contract's schemas.
import type {
  AppDetail,
  AppImage,
  AppVersion,
  AuditEntry,
  StaffApplicant,
  StaffAppQueueItem,
  StaffAppQueuePage,
  StaffAppReview,
  VersionChanges,
  VersionEvent,
} from '@generated/model'
import {
  APP_CERTIFICATE,
  APP_CERTIFICATE_SUBJECT,
  appFixture,
  OTHER_APP_CERTIFICATE,
} from './app-fixtures'
import { daysBeforeNow } from './staff-fixtures'

// The contract's anchors &id001 … &id004 (images) are app-fixtures.ts's; &id005 … &id011 and
// &id016 (history steps) are these.
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
const v2Uploaded = step(null, 'draft', '2026-03-03T08:00:00.000Z')
const v2Submitted = step('draft', 'inReview', '2026-03-03T08:05:00.000Z')
const v2Approved = step(
  'inReview',
  'approved',
  '2026-03-03T11:20:00.000Z',
  'staff',
  '功能完整，审核通过',
)
const v2Released = step('approved', 'released', '2026-03-03T12:00:00.000Z')
const v2Rejected = step(
  'inReview',
  'rejected',
  '2026-03-03T11:20:00.000Z',
  'staff',
  '隐私政策链接无法打开，请修正后重新提交',
)

/** The developer of the examples (&id014). */
export const appDeveloperFixture: StaffApplicant = {
  id: 1024,
  email: 'dev@example.com',
  status: 'active',
  profileStatus: 'complete',
  developerType: 'company',
  createdAt: '2026-02-20T08:00:00.000Z',
}

const versionBase = {
  appId: 42,
  minPlatformVersion: 1070,
  packageKind: 'rpk',
  certificateSha256: APP_CERTIFICATE,
  certificateSubject: APP_CERTIFICATE_SUBJECT,
  subpackages: [],
} as const satisfies Partial<AppVersion>

/** Version 1.0.0 (id 6), released: the previous version of the update. */
export const releasedV1Fixture: AppVersion = {
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

/** Version 1.1.0 (id 7) in review: a feature, a permission and a page added, a feature removed. */
export const inReviewV2Fixture: AppVersion = {
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
  state: 'inReview',
  history: [v2Uploaded, v2Submitted],
  distributions: [],
  createdAt: '2026-03-03T08:00:00.000Z',
  updatedAt: '2026-03-03T08:05:00.000Z',
}

/** What 1.1.0 changes against 1.0.0 (&id015). */
export const v2ChangesFixture: VersionChanges = {
  featuresAdded: ['system.geolocation'],
  featuresRemoved: ['system.share'],
  permissionsAdded: ['hapjs.permission.LOCATION'],
  permissionsRemoved: [],
  pagesAdded: ['pages/Alerts'],
  pagesRemoved: [],
  sizeBefore: 398012,
  sizeAfter: 412733,
}

/** StaffAppReviewUpdate: an update in review, with what it changes since the released version. */
export const reviewUpdateFixture: StaffAppReview = {
  app: appFixture(),
  developer: appDeveloperFixture,
  version: inReviewV2Fixture,
  previous: { ...releasedV1Fixture, history: [v1Uploaded, v1Submitted, v1Approved, v1Released] },
  changes: v2ChangesFixture,
  reviewedBy: null,
}

/** StaffAppReviewFirst: an app's first version in review, nothing to compare it with. */
export const reviewFirstFixture: StaffAppReview = {
  app: appFixture({ status: 'draft' }),
  developer: appDeveloperFixture,
  version: {
    ...releasedV1Fixture,
    state: 'inReview',
    history: [v1Uploaded, v1Submitted],
    updatedAt: '2026-03-02T09:15:00.000Z',
  },
  previous: null,
  changes: null,
  reviewedBy: null,
}

/** StaffAppReviewApproved: the update, approved by reviewer@example.com. */
export const reviewApprovedFixture: StaffAppReview = {
  ...reviewUpdateFixture,
  version: {
    ...inReviewV2Fixture,
    state: 'approved',
    history: [v2Uploaded, v2Submitted, v2Approved],
    updatedAt: '2026-03-03T11:20:00.000Z',
  },
  reviewedBy: 'reviewer@example.com',
}

/** StaffAppReviewRejected: the update, rejected with a comment. */
export const reviewRejectedFixture: StaffAppReview = {
  ...reviewUpdateFixture,
  version: {
    ...inReviewV2Fixture,
    state: 'rejected',
    history: [v2Uploaded, v2Submitted, v2Rejected],
    updatedAt: '2026-03-03T11:20:00.000Z',
  },
  reviewedBy: 'reviewer@example.com',
}

// States the contract's examples leave out.

/** The update, approved by another reviewer first (what a 30003 versionDecided reads again). */
export const reviewDecidedByOtherFixture: StaffAppReview = {
  ...reviewApprovedFixture,
  version: {
    ...reviewApprovedFixture.version,
    history: [
      v2Uploaded,
      v2Submitted,
      step('inReview', 'approved', '2026-03-03T09:40:00.000Z', 'staff', '预警页面已核对，通过'),
    ],
  },
  reviewedBy: 'other-reviewer@example.com',
}

/** The update, withdrawn by the developer while it waited (what a 30003 versionWithdrawn reads). */
export const reviewWithdrawnFixture: StaffAppReview = {
  ...reviewUpdateFixture,
  version: {
    ...inReviewV2Fixture,
    state: 'withdrawn',
    history: [v2Uploaded, v2Submitted, step('inReview', 'withdrawn', '2026-03-03T09:00:00.000Z')],
  },
}

/** A rebuild in review that changes nothing the manifest declares, at the same size. */
export const reviewNoChangesFixture: StaffAppReview = {
  ...reviewUpdateFixture,
  version: {
    ...releasedV1Fixture,
    id: 8,
    versionCode: 2,
    versionName: '1.0.1',
    sha256: '0c1f4e0a7d6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d',
    releaseNotes: null,
    state: 'inReview',
    history: [v2Uploaded, v2Submitted],
    createdAt: '2026-03-03T08:00:00.000Z',
    updatedAt: '2026-03-03T08:05:00.000Z',
  },
  changes: {
    featuresAdded: [],
    featuresRemoved: [],
    permissionsAdded: [],
    permissionsRemoved: [],
    pagesAdded: [],
    pagesRemoved: [],
    sizeBefore: 398012,
    sizeAfter: 398012,
  },
}

/**
 * A bundle (.rpks) signed by a new key after an admin changed the pin: sub-packages, a higher
 * minimum platform version, pages removed, a permission removed, smaller.
 */
export const reviewBundleFixture: StaffAppReview = {
  app: appFixture({
    certificateSha256: OTHER_APP_CERTIFICATE,
    certificateSubject: 'CN=Example Tech 2026, O=Example Tech Co., Ltd., C=CN',
  }),
  developer: appDeveloperFixture,
  previous: {
    ...inReviewV2Fixture,
    state: 'released',
    history: [v2Uploaded, v2Submitted, v2Approved, v2Released],
    updatedAt: '2026-03-03T12:00:00.000Z',
  },
  version: {
    ...inReviewV2Fixture,
    id: 9,
    versionCode: 3,
    versionName: '2.0.0',
    minPlatformVersion: 1080,
    packageKind: 'rpks',
    size: 389120,
    sha256: 'aa86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00b01',
    certificateSha256: OTHER_APP_CERTIFICATE,
    certificateSubject: 'CN=Example Tech 2026, O=Example Tech Co., Ltd., C=CN',
    features: ['system.fetch', 'system.geolocation', 'system.storage', 'system.notification'],
    permissions: [],
    pages: ['pages/Home', 'pages/Alerts', 'radar/pages/Radar'],
    subpackages: ['base', 'radar'],
    releaseNotes: '拆分为主包和雷达子包；新增降雨雷达；移除城市页，城市切换并入首页',
    createdAt: '2026-03-10T08:00:00.000Z',
    updatedAt: '2026-03-10T08:05:00.000Z',
    history: [
      step(null, 'draft', '2026-03-10T08:00:00.000Z'),
      step('draft', 'inReview', '2026-03-10T08:05:00.000Z'),
    ],
  },
  changes: {
    featuresAdded: ['system.notification'],
    featuresRemoved: [],
    permissionsAdded: [],
    permissionsRemoved: ['hapjs.permission.LOCATION'],
    pagesAdded: ['radar/pages/Radar'],
    pagesRemoved: ['pages/City'],
    sizeBefore: 412733,
    sizeAfter: 389120,
  },
  reviewedBy: null,
}

/** AppDetailListed's app (what staffAppCertificate answers) with `certificateSha256` pinned. */
export function pinnedAppDetailFixture(
  certificateSha256: string,
  subject: string | null,
): AppDetail {
  return {
    app: appFixture({ certificateSha256, certificateSubject: subject }),
    versions: [
      {
        ...inReviewV2Fixture,
        state: 'released',
        history: [v2Uploaded, v2Submitted, v2Approved, v2Released],
        updatedAt: '2026-03-03T12:00:00.000Z',
      },
      {
        ...releasedV1Fixture,
        state: 'superseded',
        history: [
          v1Uploaded,
          v1Submitted,
          v1Approved,
          v1Released,
          step('released', 'superseded', '2026-03-03T12:00:00.000Z', 'system'),
        ],
        updatedAt: '2026-03-03T12:00:00.000Z',
      },
    ],
  }
}

/** StaffAppQueueSuccess: two versions in review, an update and a first release. */
export const appQueueFixture: StaffAppQueuePage = {
  list: [
    {
      versionId: 7,
      appId: 42,
      packageName: 'com.example.weather',
      nameZh: '示例天气',
      kind: 'quickApp',
      versionCode: 2,
      versionName: '1.1.0',
      developerEmail: 'dev@example.com',
      firstRelease: false,
      submittedAt: '2026-03-03T08:05:00.000Z',
    },
    {
      versionId: 12,
      appId: 45,
      packageName: 'com.example.chess',
      nameZh: '示例象棋',
      kind: 'quickGame',
      versionCode: 1,
      versionName: '1.0.0',
      developerEmail: 'games@example.com',
      firstRelease: true,
      submittedAt: '2026-03-03T09:30:00.000Z',
    },
  ],
  total: 2,
  pageNum: 1,
  pageSize: 20,
}

/** StaffAppQueueEmpty. */
export const appQueueEmptyFixture: StaffAppQueuePage = {
  list: [],
  total: 0,
  pageNum: 1,
  pageSize: 20,
}

/**
 * `count` versions in review, oldest submission first (version id 200 the oldest, submitted
 * `count + 1` days before STAFF_NOW); every third one an app's first release, every other a game.
 */
export function appQueueItems(count: number): StaffAppQueueItem[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0')
    const firstRelease = index % 3 === 0
    return {
      versionId: 200 + index,
      appId: 500 + index,
      packageName: `com.example.app${number}`,
      nameZh: `示例应用${number}`,
      kind: index % 2 === 0 ? 'quickApp' : 'quickGame',
      versionCode: firstRelease ? 1 : 3 + index,
      versionName: firstRelease ? '1.0.0' : index % 4 === 1 ? null : `1.${index}.0`,
      developerEmail: `dev${number}@example.com`,
      firstRelease,
      submittedAt: daysBeforeNow(count + 1 - index, 3),
    }
  })
}

/** One page of the queue over `items`, as the server pages it. */
export function appQueuePage(
  items: readonly StaffAppQueueItem[],
  { pageNum = 1, pageSize = 20 }: { pageNum?: number; pageSize?: number } = {},
): StaffAppQueuePage {
  return {
    list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: items.length,
    pageNum,
    pageSize,
  }
}

/** The audit log's entries of the app review: a decision of each kind and a pin change. */
export const appAuditEntries: AuditEntry[] = [
  {
    id: 90,
    at: daysBeforeNow(0, 1),
    action: 'pinCertificate',
    staffEmail: 'admin@example.com',
    recordId: null,
    accountEmail: 'dev@example.com',
    detail: '开发者更换了签名密钥，已通过营业执照和原证书核实身份',
    appId: 42,
    versionId: null,
  },
  {
    id: 89,
    at: daysBeforeNow(0, 2),
    action: 'rejectVersion',
    staffEmail: 'reviewer@example.com',
    recordId: null,
    accountEmail: 'dev@example.com',
    detail: '隐私政策链接无法打开，请修正后重新提交',
    appId: 42,
    versionId: 7,
  },
  {
    id: 88,
    at: daysBeforeNow(0, 3),
    action: 'approveVersion',
    staffEmail: 'reviewer@example.com',
    recordId: null,
    accountEmail: 'games@example.com',
    detail: null,
    appId: 45,
    versionId: 12,
  },
]

/**
 * The bytes of an icon or screenshot, drawn in its format at a tenth of its size (the page shows
 * it scaled anyway): a plain, deterministic picture, so that the visual shots do not vary. Runs in
 * the browser (OffscreenCanvas), in stories.
 */
export async function imageBytes(image: AppImage): Promise<Blob> {
  const width = Math.max(1, Math.round(image.width / 10))
  const height = Math.max(1, Math.round(image.height / 10))
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d')!
  const hue = (image.id * 47) % 360
  context.fillStyle = `hsl(${hue} 60% 45%)`
  context.fillRect(0, 0, width, height)
  context.fillStyle = `hsl(${hue} 70% 85%)`
  if (image.role === 'icon') {
    context.fillRect(width * 0.25, height * 0.25, width * 0.5, height * 0.5)
  } else {
    context.fillRect(width * 0.08, height * 0.06, width * 0.84, height * 0.12)
    context.fillRect(width * 0.08, height * 0.24, width * 0.84, height * 0.5)
  }
  return canvas.convertToBlob({ type: image.contentType })
}

/** A package's bytes as staffAppPackage answers them: a zip's signature, then filler. */
export const packageBytes = (size = 64) =>
  new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04]), new Uint8Array(size - 4)], {
    type: 'application/octet-stream',
  })
