import type {
  App,
  AppDetail,
  AppImage,
  AppListItem,
  AppVersion,
  Distribution,
  DistributionEvent,
  StaffAppQueueItem,
  StaffAppReview,
  StaffDistribution,
  StaffDistributionQueueItem,
  VersionBrief,
  VersionEvent,
} from '../../generated/model/index.ts'
import type {
  AppDetailData,
  AppListRow,
  AppRow,
  ImageRow,
  VendorDistributionRow,
  VersionEventRow,
  VersionRow,
} from '../services/apps.ts'
import type { QueueRow, VersionReview } from '../services/app-review.ts'
import type { DistributionQueueRow, DistributionView } from '../services/distributions.ts'
import { applicantOf } from './staff-models.ts'

// The open platform's rows as the contract's models: what the apps and staff handlers answer.

const iso = (at: Date) => new Date(at).toISOString()

export function imageToApi(row: ImageRow): AppImage {
  return {
    id: Number(row.id),
    role: row.role,
    contentType: row.content_type,
    width: row.width,
    height: row.height,
    size: Number(row.size),
  }
}

export function appToApi(app: AppRow, images: ImageRow[]): App {
  const icon = images.find((image) => image.role === 'icon')
  return {
    id: Number(app.id),
    packageName: app.package_name,
    kind: app.kind,
    category: app.category,
    nameZh: app.name_zh,
    nameEn: app.name_en,
    summaryZh: app.summary_zh,
    summaryEn: app.summary_en,
    descriptionZh: app.description_zh,
    descriptionEn: app.description_en,
    privacyPolicyUrl: app.privacy_policy_url,
    status: app.status,
    certificateSha256: app.certificate_sha256,
    certificateSubject: app.certificate_subject,
    icon: icon ? imageToApi(icon) : null,
    screenshots: images.filter((image) => image.role === 'screenshot').map(imageToApi),
    createdAt: iso(app.created_at),
    updatedAt: iso(app.updated_at),
  }
}

function eventToApi(event: VersionEventRow): VersionEvent {
  return {
    from: event.from_state,
    to: event.to_state,
    actor: event.actor,
    comment: event.comment,
    at: iso(event.at),
  }
}

/** The version at one vendor, as its developer (and the alliance's reviewers) see it. */
export function distributionToApi(row: VendorDistributionRow): Distribution {
  return {
    vendorCode: row.vendor_code,
    vendorNameZh: row.vendor_name_zh,
    vendorNameEn: row.vendor_name_en,
    state: row.state,
    comment: row.comment,
    updatedAt: iso(row.updated_at),
  }
}

/** What a version's package is, as every view of the version shows it. */
function packageFacts(version: VersionRow) {
  return {
    id: Number(version.id),
    versionCode: version.version_code,
    versionName: version.version_name,
    minPlatformVersion: version.min_platform_version,
    packageKind: version.package_kind,
    size: Number(version.size),
    sha256: version.sha256,
    certificateSha256: version.certificate_sha256,
    certificateSubject: version.certificate_subject,
    features: version.manifest.features,
    permissions: version.manifest.permissions,
    pages: version.manifest.pages,
    subpackages: version.manifest.subpackages,
    releaseNotes: version.release_notes,
  }
}

/**
 * The version with its history and its distributions to vendors (the events and distributions
 * given may be other versions' too).
 */
export function versionToApi(
  version: VersionRow,
  events: VersionEventRow[],
  distributions: VendorDistributionRow[],
): AppVersion {
  return {
    ...packageFacts(version),
    appId: Number(version.app_id),
    state: version.state,
    history: events.filter((event) => event.version_id === version.id).map(eventToApi),
    distributions: distributions
      .filter((row) => row.version_id === version.id)
      .map(distributionToApi),
    createdAt: iso(version.created_at),
    updatedAt: iso(version.updated_at),
  }
}

export function detailToApi(detail: AppDetailData): AppDetail {
  return {
    app: appToApi(detail.app, detail.images),
    versions: detail.versions.map((version) =>
      versionToApi(version, detail.events, detail.distributions),
    ),
  }
}

function briefToApi(row: AppListRow['latest']): VersionBrief | null {
  return row
    ? {
        id: Number(row.id),
        versionCode: row.version_code,
        versionName: row.version_name,
        state: row.state as VersionBrief['state'],
      }
    : null
}

export function listItemToApi(row: AppListRow): AppListItem {
  return {
    id: Number(row.id),
    packageName: row.package_name,
    kind: row.kind,
    category: row.category,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    status: row.status,
    iconId: row.icon_id === null ? null : Number(row.icon_id),
    latestVersion: briefToApi(row.latest),
    releasedVersion: briefToApi(row.released),
    updatedAt: iso(row.updated_at),
  }
}

export function queueItemToApi(row: QueueRow): StaffAppQueueItem {
  return {
    versionId: Number(row.version_id),
    appId: Number(row.app_id),
    packageName: row.package_name,
    nameZh: row.name_zh,
    kind: row.kind as StaffAppQueueItem['kind'],
    versionCode: row.version_code,
    versionName: row.version_name,
    developerEmail: row.developer_email,
    firstRelease: row.first_release,
    submittedAt: iso(row.submitted_at),
  }
}

export function reviewToApi(review: VersionReview): StaffAppReview {
  return {
    app: appToApi(review.detail.app, review.detail.images),
    developer: applicantOf(review.developer),
    version: versionToApi(review.version, review.events, review.distributions),
    previous: review.previous
      ? versionToApi(review.previous, review.events, review.distributions)
      : null,
    changes: review.changes ?? null,
    reviewedBy: review.reviewedBy,
  }
}

export function distributionQueueItemToApi(row: DistributionQueueRow): StaffDistributionQueueItem {
  return {
    id: Number(row.id),
    state: row.state,
    app: {
      id: Number(row.app_id),
      packageName: row.package_name,
      nameZh: row.name_zh,
      nameEn: row.name_en,
    },
    versionId: Number(row.version_id),
    versionCode: row.version_code,
    versionName: row.version_name,
    developerName: row.developer_name,
    vendorDeveloperId: row.vendor_developer_id,
    updatedAt: iso(row.updated_at),
  }
}

/** A distribution as the vendor's operator sees it: the app, the version, the history. */
export function staffDistributionToApi(view: DistributionView): StaffDistribution {
  const { distribution: row, version, developer } = view
  return {
    id: Number(row.id),
    state: row.state,
    comment: row.comment,
    vendorDeveloperId: row.vendor_developer_id,
    developerName:
      (developer.developer_type === 'company' ? developer.company_name : developer.identity_name) ??
      null,
    app: appToApi(view.app, view.images),
    version: { ...packageFacts(version), createdAt: iso(version.created_at) },
    findings: view.findings,
    events: view.events.map((event): DistributionEvent => ({
      from: event.from_state,
      to: event.to_state,
      actor: event.actor,
      comment: event.comment,
      at: iso(event.at),
    })),
    decidedBy: view.decidedBy,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}
