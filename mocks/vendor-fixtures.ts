// Typed fixtures for the developer's vendor screens and the vendors on an app's page: the
// contract's examples of the vendors tag (VendorListBound, VendorListUnbound, VendorListEmpty,
// VendorItemBound, VendorAuthorizationSuccess) and the app distributed to four vendors
// (AppDetailDistributed, AppVersionReleasedAtVendor). vendor-fixtures.test.ts holds each to its
// example.
import type {
  AppDetail,
  AppVersion,
  Distribution,
  VendorAuthorization,
  VendorItem,
} from '@generated/model'
import { appDetailFixture, v2Fixture } from './app-fixtures'

/** The development vendor the server runs on loopback, bound as example-tech. */
export const devVendorFixture: VendorItem = {
  code: 'dev',
  nameZh: '开发厂商',
  nameEn: 'Development vendor',
  development: true,
  binding: {
    vendorDeveloperId: 'example-tech',
    vendorDeveloperName: 'example-tech',
    boundAt: '2026-03-01T09:30:00.000Z',
  },
}
/** East, where nothing is bound. */
export const eastVendorFixture: VendorItem = {
  code: 'east',
  nameZh: '东方终端',
  nameEn: 'East Devices',
  development: false,
  binding: null,
}
/** North, bound as 示例科技 (VendorItemBound: what finishVendorBinding answers). */
export const northVendorFixture: VendorItem = {
  code: 'north',
  nameZh: '北辰手机',
  nameEn: 'North Phones',
  development: false,
  binding: {
    vendorDeveloperId: 'N-20260301-0042',
    vendorDeveloperName: '示例科技',
    boundAt: '2026-03-01T10:00:00.000Z',
  },
}

/** `vendor` with no binding. */
export const unbound = (vendor: VendorItem): VendorItem => ({ ...vendor, binding: null })

/** VendorListBound: bound at the development vendor and at North, not at East. */
export const vendorListBound: VendorItem[] = [
  devVendorFixture,
  eastVendorFixture,
  northVendorFixture,
]
/** VendorListUnbound: nothing bound yet. */
export const vendorListUnbound: VendorItem[] = vendorListBound.map(unbound)

/** VendorAuthorizationSuccess: North's sign-in address (PKCE, state and nonce). */
export const vendorAuthorizationFixture: VendorAuthorization = {
  authorizationUrl:
    'https://auth.north.example.com/oauth2/authorize?client_id=alliance-portal&scope=openid%20profile&response_type=code&redirect_uri=https%3A%2F%2Fdeveloper.example.com%2Faccount%2Fvendors%2Fcallback&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&state=af0ifjsldkj3Lq9vXw2Yb8Tn&nonce=n-0S6_WzA2Mj',
}

const atVendor = (
  vendor: VendorItem,
  state: Distribution['state'],
  updatedAt: string,
  comment: string | null = null,
): Distribution => ({
  vendorCode: vendor.code,
  vendorNameZh: vendor.nameZh,
  vendorNameEn: vendor.nameEn,
  state,
  comment,
  updatedAt,
})

const south = { code: 'south', nameZh: '南山移动', nameEn: 'South Mobile' } as VendorItem
const west = { code: 'west', nameZh: '西岭通讯', nameEn: 'West Comms' } as VendorItem

/** 1.1.0 at each vendor: approved at East, released at North, pending at South, rejected at West. */
export const v2Distributions: Distribution[] = [
  atVendor(eastVendorFixture, 'approved', '2026-03-03T16:00:00.000Z', '符合本厂商上架要求'),
  atVendor(northVendorFixture, 'released', '2026-03-03T18:00:00.000Z'),
  atVendor(south, 'pending', '2026-03-03T11:20:00.000Z'),
  atVendor(
    west,
    'rejected',
    '2026-03-03T15:00:00.000Z',
    '应用截图与实际功能不符，请更新截图后重新提交',
  ),
]

/** AppDetailDistributed: 1.1.0 released by the alliance and at its four vendors; 1.0.0 offline at North. */
export function appDetailDistributedFixture(): AppDetail {
  const detail = appDetailFixture('released')
  const [v2, v1] = detail.versions as [AppVersion, AppVersion]
  return {
    ...detail,
    versions: [
      { ...v2, distributions: v2Distributions },
      {
        ...v1,
        distributions: [
          atVendor(
            northVendorFixture,
            'offline',
            '2026-03-03T18:00:00.000Z',
            'replaced by version 2',
          ),
        ],
      },
    ],
  }
}

/** AppVersionReleasedAtVendor: releaseAtVendor's answer once 1.1.0 is released at East too. */
export const versionReleasedAtEastFixture: AppVersion = {
  ...v2Fixture('released'),
  distributions: [
    atVendor(eastVendorFixture, 'released', '2026-03-04T09:00:00.000Z'),
    ...v2Distributions.slice(1),
  ],
}
