// Typed fixtures for the staff console's vendor pages: a vendor's operators and admins, their
// queue of distributed versions and one distribution in each state, their vendor's bindings, the
// staff members an admin manages and the vendors an alliance admin configures, and an app version
// the alliance approved and distributed. staff-vendor-fixtures.test.ts holds each named fixture to
// the contract's example of that name and every fixture to the contract's schemas.
import type {
  AuditEntry,
  DistributionCounts,
  DistributionEvent,
  DistributionState,
  DistributionVersion,
  StaffAppReview,
  StaffDistribution,
  StaffDistributionQueueItem,
  StaffDistributionQueuePage,
  StaffMember,
  StaffMemberItem,
  StaffMemberSetupLink,
  StaffVendorBinding,
  StaffVendorBindingsPage,
  Vendor,
  VendorRef,
} from '@generated/model'
import { appFixture } from './app-fixtures'
import { inReviewV2Fixture, reviewApprovedFixture } from './staff-app-fixtures'
import { daysBeforeNow } from './staff-fixtures'

export const northVendor: VendorRef = { code: 'north', nameZh: '北辰手机', nameEn: 'North Phones' }
export const eastVendor: VendorRef = { code: 'east', nameZh: '东方终端', nameEn: 'East Devices' }

/** StaffMemberVendor: an operator of the vendor North. */
export const vendorOperatorFixture: StaffMember = {
  email: 'operator@north.example.com',
  name: '赵运营',
  role: 'reviewer',
  vendor: northVendor,
}

/** North's own admin (StaffMembersVendor's first member). */
export const vendorAdminFixture: StaffMember = {
  email: 'admin@north.example.com',
  name: '钱主管',
  role: 'admin',
  vendor: northVendor,
}

// Distributions: version 1.1.0 of 示例天气 (the app review's update), at North.

const { id, versionCode, versionName, minPlatformVersion, packageKind, size, sha256 } =
  inReviewV2Fixture

/** The version as a vendor's operator sees it. */
export const distributionVersionFixture: DistributionVersion = {
  id,
  versionCode,
  versionName,
  minPlatformVersion,
  packageKind,
  size,
  sha256,
  certificateSha256: inReviewV2Fixture.certificateSha256,
  certificateSubject: inReviewV2Fixture.certificateSubject,
  features: inReviewV2Fixture.features,
  permissions: inReviewV2Fixture.permissions,
  pages: inReviewV2Fixture.pages,
  subpackages: inReviewV2Fixture.subpackages,
  releaseNotes: inReviewV2Fixture.releaseNotes,
  createdAt: inReviewV2Fixture.createdAt,
}

const event = (
  from: DistributionState | null,
  to: DistributionState,
  at: string,
  actor: DistributionEvent['actor'] = 'staff',
  comment: string | null = null,
): DistributionEvent => ({ from, to, actor, comment, at })

const created = event(null, 'pending', '2026-03-03T11:20:00.000Z', 'system')
const approved = event(
  'pending',
  'approved',
  '2026-03-03T16:00:00.000Z',
  'staff',
  '符合本厂商上架要求',
)
const released = event('approved', 'released', '2026-03-03T18:00:00.000Z')
const OVER_LIMIT = 'package larger than the vendor allows (409600 bytes)'

/** StaffDistributionPending: the version the alliance approved, waiting for North. */
export const distributionPendingFixture: StaffDistribution = {
  id: 501,
  state: 'pending',
  comment: null,
  vendorDeveloperId: 'N-20260301-0042',
  developerName: '示例科技有限公司',
  app: appFixture(),
  version: distributionVersionFixture,
  findings: [],
  events: [created],
  decidedBy: null,
  createdAt: '2026-03-03T11:20:00.000Z',
  updatedAt: '2026-03-03T11:20:00.000Z',
}

/** StaffDistributionApproved: North approved it, with a comment. */
export const distributionApprovedFixture: StaffDistribution = {
  ...distributionPendingFixture,
  state: 'approved',
  comment: '符合本厂商上架要求',
  events: [created, approved],
  decidedBy: 'operator@north.example.com',
  updatedAt: '2026-03-03T16:00:00.000Z',
}

/** StaffDistributionRejected: North rejected it, with the comment the developer reads. */
export const distributionRejectedFixture: StaffDistribution = {
  ...distributionPendingFixture,
  state: 'rejected',
  comment: '应用截图与实际功能不符，请更新截图后重新提交',
  events: [
    created,
    event(
      'pending',
      'rejected',
      '2026-03-03T15:00:00.000Z',
      'staff',
      '应用截图与实际功能不符，请更新截图后重新提交',
    ),
  ],
  decidedBy: 'operator@north.example.com',
  updatedAt: '2026-03-03T15:00:00.000Z',
}

/** StaffDistributionOverLimit: rejected at once by the system, the package over North's limit. */
export const distributionOverLimitFixture: StaffDistribution = {
  ...distributionPendingFixture,
  state: 'rejected',
  comment: OVER_LIMIT,
  findings: [{ reason: 'packageTooLarge', detail: { size: 412733, max: 409600 } }],
  events: [created, event('pending', 'rejected', '2026-03-03T11:20:00.000Z', 'system', OVER_LIMIT)],
}

/** StaffDistributionReleased: released in North's store. */
export const distributionReleasedFixture: StaffDistribution = {
  ...distributionApprovedFixture,
  state: 'released',
  comment: null,
  events: [created, approved, released],
  updatedAt: '2026-03-03T18:00:00.000Z',
}

/** StaffDistributionOffline: taken out of North's store, with a comment. */
export const distributionOfflineFixture: StaffDistribution = {
  ...distributionReleasedFixture,
  state: 'offline',
  comment: '收到用户投诉，暂时下架核查',
  events: [
    created,
    approved,
    released,
    event('released', 'offline', '2026-03-04T10:00:00.000Z', 'staff', '收到用户投诉，暂时下架核查'),
  ],
  updatedAt: '2026-03-04T10:00:00.000Z',
}

// States the examples leave out.

/** Pending, and an icon over North's image limit (the vendor's limit changed since). */
export const distributionImageOverLimitFixture: StaffDistribution = {
  ...distributionPendingFixture,
  findings: [{ reason: 'imageTooLarge', detail: { imageId: 301, size: 48211, max: 40960 } }],
}

/** Decided by another operator first (what a 30003 distributionDecided reads again). */
export const distributionDecidedByOtherFixture: StaffDistribution = {
  ...distributionApprovedFixture,
  comment: '已核对，同意上架',
  events: [
    created,
    event('pending', 'approved', '2026-03-03T12:10:00.000Z', 'staff', '已核对，同意上架'),
  ],
  decidedBy: 'operator2@north.example.com',
  updatedAt: '2026-03-03T12:10:00.000Z',
}

/** Released by the developer (releaseAtVendor), then replaced by a newer version's release. */
export const distributionReplacedFixture: StaffDistribution = {
  ...distributionApprovedFixture,
  state: 'offline',
  comment: 'replaced by version 3',
  events: [
    created,
    approved,
    event('approved', 'released', '2026-03-03T17:00:00.000Z', 'developer'),
    event('released', 'offline', '2026-03-10T09:00:00.000Z', 'system', 'replaced by version 3'),
  ],
  updatedAt: '2026-03-10T09:00:00.000Z',
}

export const distributionCountsFixture: DistributionCounts = {
  pending: 2,
  approved: 1,
  rejected: 1,
  released: 3,
  offline: 0,
}

/** StaffDistributionQueueSuccess: North's two pending distributions, oldest first. */
export const distributionQueueFixture: StaffDistributionQueuePage = {
  list: [
    {
      id: 501,
      state: 'pending',
      app: {
        id: 42,
        packageName: 'com.example.weather',
        nameZh: '示例天气',
        nameEn: 'Example Weather',
      },
      versionId: 7,
      versionCode: 2,
      versionName: '1.1.0',
      developerName: '示例科技有限公司',
      vendorDeveloperId: 'N-20260301-0042',
      updatedAt: '2026-03-03T11:20:00.000Z',
    },
    {
      id: 502,
      state: 'pending',
      app: { id: 45, packageName: 'com.example.chess', nameZh: '示例象棋', nameEn: null },
      versionId: 12,
      versionCode: 1,
      versionName: '1.0.0',
      developerName: '张伟',
      vendorDeveloperId: 'N-20260215-0007',
      updatedAt: '2026-03-03T13:40:00.000Z',
    },
  ],
  total: 2,
  pageNum: 1,
  pageSize: 20,
  counts: distributionCountsFixture,
}

/** StaffDistributionQueueApproved: one approved, waiting to be released. */
export const distributionQueueApprovedFixture: StaffDistributionQueuePage = {
  list: [
    {
      id: 498,
      state: 'approved',
      app: { id: 43, packageName: 'com.example.puzzle', nameZh: '示例拼图', nameEn: null },
      versionId: 9,
      versionCode: 3,
      versionName: '1.2.0',
      developerName: '示例科技有限公司',
      vendorDeveloperId: 'N-20260301-0042',
      updatedAt: '2026-03-02T18:00:00.000Z',
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 20,
  counts: distributionCountsFixture,
}

/** StaffDistributionQueueEmpty: nothing pending. */
export const distributionQueueEmptyFixture: StaffDistributionQueuePage = {
  list: [],
  total: 0,
  pageNum: 1,
  pageSize: 20,
  counts: { pending: 0, approved: 0, rejected: 1, released: 3, offline: 0 },
}

const queueStates: DistributionState[] = ['pending', 'approved', 'rejected', 'released', 'offline']

/**
 * `count` distributions, oldest first (id 600 the oldest, `count + 1` days before STAFF_NOW),
 * each state in turn unless `state` is given; every fourth one by a person without a name on file.
 */
export function distributionQueueItems(
  count: number,
  state?: DistributionState,
): StaffDistributionQueueItem[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0')
    return {
      id: 600 + index,
      state: state ?? queueStates[index % queueStates.length]!,
      app: {
        id: 700 + index,
        packageName: `com.example.app${number}`,
        nameZh: `示例应用${number}`,
        nameEn: index % 2 === 0 ? `Example App ${number}` : null,
      },
      versionId: 800 + index,
      versionCode: 2 + index,
      versionName: index % 5 === 3 ? null : `1.${index}.0`,
      developerName: index % 4 === 3 ? null : `示例开发者${number}`,
      vendorDeveloperId: `N-202603${number}-00${number}`,
      updatedAt: daysBeforeNow(count + 1 - index, 3),
    }
  })
}

/** The number of `items` in each state. */
export function distributionCountsOf(
  items: readonly StaffDistributionQueueItem[],
): DistributionCounts {
  const counts: DistributionCounts = {
    pending: 0,
    approved: 0,
    rejected: 0,
    released: 0,
    offline: 0,
  }
  for (const item of items) counts[item.state] += 1
  return counts
}

/** One page of the queue: `items` in `state`, counted per state over all of them. */
export function distributionQueuePage(
  items: readonly StaffDistributionQueueItem[],
  {
    state = 'pending',
    pageNum = 1,
    pageSize = 20,
  }: { state?: DistributionState; pageNum?: number; pageSize?: number } = {},
): StaffDistributionQueuePage {
  const inState = items.filter((item) => item.state === state)
  return {
    list: inState.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: inState.length,
    pageNum,
    pageSize,
    counts: distributionCountsOf(items),
  }
}

// Bindings at North.

/** StaffVendorBindingsSuccess: two developers bound at North, latest first. */
export const bindingsFixture: StaffVendorBindingsPage = {
  list: [
    {
      developerName: '示例科技有限公司',
      accountEmail: 'dev@example.com',
      vendorDeveloperId: 'N-20260301-0042',
      vendorDeveloperName: '示例科技',
      boundAt: '2026-03-01T10:00:00.000Z',
    },
    {
      developerName: '张伟',
      accountEmail: 'games@example.com',
      vendorDeveloperId: 'N-20260215-0007',
      vendorDeveloperName: null,
      boundAt: '2026-02-15T08:30:00.000Z',
    },
  ],
  total: 2,
  pageNum: 1,
  pageSize: 20,
}

/** StaffVendorBindingsEmpty. */
export const bindingsEmptyFixture: StaffVendorBindingsPage = {
  list: [],
  total: 0,
  pageNum: 1,
  pageSize: 20,
}

/** `count` bindings, latest first; every third developer without a name on file at either end. */
export function bindingItems(count: number): StaffVendorBinding[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0')
    return {
      developerName: index % 3 === 2 ? null : `示例开发者${number}`,
      accountEmail: `dev${number}@example.com`,
      vendorDeveloperId: `N-2026${number}-00${number}`,
      vendorDeveloperName: index % 3 === 2 ? null : `开发者${number}`,
      boundAt: daysBeforeNow(index + 1),
    }
  })
}

/** One page of `items` matching `q` (developer name, e-mail or vendor developer id). */
export function bindingsPage(
  items: readonly StaffVendorBinding[],
  { q, pageNum = 1, pageSize = 20 }: { q?: string; pageNum?: number; pageSize?: number } = {},
): StaffVendorBindingsPage {
  const needle = q?.toLowerCase()
  const matching = needle
    ? items.filter((item) =>
        [item.developerName, item.accountEmail, item.vendorDeveloperId].some((text) =>
          (text ?? '').toLowerCase().includes(needle),
        ),
      )
    : items
  return {
    list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: matching.length,
    pageNum,
    pageSize,
  }
}

// Staff members.

const member = (
  memberId: number,
  email: string,
  name: string | null,
  role: StaffMemberItem['role'],
  vendor: VendorRef | null,
  state: StaffMemberItem['state'] = 'active',
): StaffMemberItem => ({ id: memberId, email, name, role, vendor, state })

/** StaffMembersAlliance: every member, as an alliance admin sees them (sorted by e-mail). */
export const membersAllianceFixture: StaffMemberItem[] = [
  member(1, 'admin@example.com', '王管理', 'admin', null),
  member(3, 'admin@north.example.com', '钱主管', 'admin', northVendor),
  member(6, 'old@example.com', null, 'reviewer', null, 'disabled'),
  member(5, 'operator@east.example.com', '孙审核', 'reviewer', eastVendor, 'setupExpired'),
  member(4, 'operator@north.example.com', '赵运营', 'reviewer', northVendor),
  member(2, 'reviewer@example.com', '李审核', 'reviewer', null),
  member(7, 'trainee@north.example.com', '周新人', 'reviewer', northVendor, 'setupPending'),
]

/** StaffMembersVendor: North's members, as North's admin sees them. */
export const membersVendorFixture: StaffMemberItem[] = membersAllianceFixture.filter(
  (item) => item.vendor?.code === 'north',
)

/** StaffMemberAdded: a new operator of North and their set-up link. */
export const memberAddedFixture: StaffMemberSetupLink = {
  member: member(
    8,
    'operator2@north.example.com',
    '吴运营',
    'reviewer',
    northVendor,
    'setupPending',
  ),
  setupLink: 'https://developer.example.com/staff/setup?token=q7Vh2Lx9Tn4Bc8Rm1Kd6Wy3Zp5Js0Ga7Fe2',
}

/** StaffMemberEdited: 赵运营, now an admin of North. */
export const memberEditedFixture: StaffMemberItem = member(
  4,
  'operator@north.example.com',
  '赵运营',
  'admin',
  northVendor,
)

/** StaffMemberDisabled: 赵运营, disabled. */
export const memberDisabledFixture: StaffMemberItem = member(
  4,
  'operator@north.example.com',
  '赵运营',
  'reviewer',
  northVendor,
  'disabled',
)

/** StaffMemberResetLink: 孙审核 of East, with a new set-up link. */
export const memberResetFixture: StaffMemberSetupLink = {
  member: member(5, 'operator@east.example.com', '孙审核', 'reviewer', eastVendor, 'setupPending'),
  setupLink: 'https://developer.example.com/staff/setup?token=m3Xc8Pq1Wr6Yt0Ub5Nv2Ks9Lj4Hd7Ge1Fa3',
}

// Vendors.

const REDIRECT_URI = 'https://developer.example.com/account/vendors/callback'

/** The development vendor the server runs on loopback. */
export const devVendorFixture: Vendor = {
  code: 'dev',
  nameZh: '开发厂商',
  nameEn: 'Development vendor',
  issuer: 'http://127.0.0.1:3011',
  authorizationEndpoint: null,
  tokenEndpoint: null,
  userinfoEndpoint: null,
  clientId: 'portal-dev',
  scopes: 'openid profile',
  developerIdClaim: 'sub',
  developerNameClaim: 'name',
  qualificationEndpoint: null,
  qualificationClaim: 'qualified',
  qualificationValues: [true],
  packageMaxBytes: null,
  iconMaxBytes: null,
  screenshotMaxBytes: null,
  enabled: true,
  development: true,
  secretConfigured: true,
  redirectUri: REDIRECT_URI,
  createdAt: '2026-03-05T08:00:00.000Z',
  updatedAt: '2026-03-05T08:00:00.000Z',
}

/** East: explicit endpoints, a qualification endpoint, its own image limits; disabled, no secret. */
export const eastVendorFixture: Vendor = {
  code: 'east',
  nameZh: '东方终端',
  nameEn: 'East Devices',
  issuer: 'https://auth.east.example.com',
  authorizationEndpoint: 'https://open.east.example.com/oauth/authorize',
  tokenEndpoint: 'https://open.east.example.com/oauth/token',
  userinfoEndpoint: 'https://open.east.example.com/oauth/userinfo',
  clientId: 'alliance-portal',
  scopes: 'openid profile',
  developerIdClaim: 'sub',
  developerNameClaim: 'name',
  qualificationEndpoint: 'https://open.east.example.com/developer/qualification',
  qualificationClaim: 'qualified',
  qualificationValues: [true],
  packageMaxBytes: null,
  iconMaxBytes: 524288,
  screenshotMaxBytes: 1048576,
  enabled: false,
  development: false,
  secretConfigured: false,
  redirectUri: REDIRECT_URI,
  createdAt: '2026-02-01T08:00:00.000Z',
  updatedAt: '2026-02-01T08:00:00.000Z',
}

/** North (VendorSaved): discovery, its own claims and package limit, a text qualification. */
export const northVendorFixture: Vendor = {
  code: 'north',
  nameZh: '北辰手机',
  nameEn: 'North Phones',
  issuer: 'https://auth.north.example.com',
  authorizationEndpoint: null,
  tokenEndpoint: null,
  userinfoEndpoint: null,
  clientId: 'alliance-portal',
  scopes: 'openid profile developer',
  developerIdClaim: 'developer_id',
  developerNameClaim: 'name',
  qualificationEndpoint: null,
  qualificationClaim: 'developer_status',
  qualificationValues: ['verified'],
  packageMaxBytes: 409600,
  iconMaxBytes: null,
  screenshotMaxBytes: null,
  enabled: true,
  development: false,
  secretConfigured: true,
  redirectUri: REDIRECT_URI,
  createdAt: '2026-02-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
}

/** StaffVendorsSuccess: the development vendor, East and North. */
export const vendorsFixture: Vendor[] = [devVendorFixture, eastVendorFixture, northVendorFixture]

// The alliance's view of a distributed version.

/** StaffAppReviewDistributed: approved, pending at North, refused by West's package limit. */
export const reviewDistributedFixture: StaffAppReview = {
  ...reviewApprovedFixture,
  version: {
    ...reviewApprovedFixture.version,
    distributions: [
      {
        vendorCode: 'north',
        vendorNameZh: '北辰手机',
        vendorNameEn: 'North Phones',
        state: 'pending',
        comment: null,
        updatedAt: '2026-03-03T11:20:00.000Z',
      },
      {
        vendorCode: 'west',
        vendorNameZh: '西岭通讯',
        vendorNameEn: 'West Comms',
        state: 'rejected',
        comment: OVER_LIMIT,
        updatedAt: '2026-03-03T11:20:00.000Z',
      },
    ],
  },
}

/** The audit log's entries of vendors' work: a release at North, a member edited, a vendor saved. */
export const vendorAuditEntries: AuditEntry[] = [
  {
    id: 95,
    at: daysBeforeNow(0, 1),
    action: 'vendorSaved',
    staffEmail: 'admin@example.com',
    recordId: null,
    accountEmail: null,
    detail: null,
    appId: null,
    versionId: null,
    vendor: 'north',
  },
  {
    id: 94,
    at: daysBeforeNow(0, 2),
    action: 'staffEdited',
    staffEmail: 'admin@north.example.com',
    recordId: null,
    accountEmail: 'operator@north.example.com',
    detail: 'role admin',
    appId: null,
    versionId: null,
    vendor: 'north',
  },
  {
    id: 93,
    at: daysBeforeNow(0, 3),
    action: 'releaseDistribution',
    staffEmail: 'operator@north.example.com',
    recordId: null,
    accountEmail: 'dev@example.com',
    detail: null,
    appId: 42,
    versionId: 7,
    vendor: 'north',
  },
]
