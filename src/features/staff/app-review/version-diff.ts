import type { StaffAppReview, VersionState } from '@generated/model'

// What a version changes against the previous one, as the review page lists it. The server gives
// the features, permissions, pages and size (`changes`); the sub-packages, the minimum platform
// version and the signer are compared here from `previous`, which the answer carries whole.

export type ManifestList = 'features' | 'permissions' | 'pages' | 'subpackages'

export const MANIFEST_LISTS: readonly ManifestList[] = [
  'features',
  'permissions',
  'pages',
  'subpackages',
]

export interface ListChange {
  list: ManifestList
  added: string[]
  removed: string[]
}

export interface Before<T> {
  before: T
  after: T
}

export interface VersionDiff {
  lists: ListChange[]
  size: Before<number>
  /** Only when it changed. */
  minPlatformVersion?: Before<number>
  /** The signer's SHA-256, only when it changed (an admin changed the pin in between). */
  certificate?: Before<string>
  /** Names added and removed over every list. */
  added: number
  removed: number
}

/** The names of `after` that `before` lacks. */
const missingFrom = (before: readonly string[], after: readonly string[]) => {
  const known = new Set(before)
  return after.filter((name) => !known.has(name))
}

/** The version against the previous one; null for an app's first version. */
export function versionDiff({ version, previous, changes }: StaffAppReview): VersionDiff | null {
  if (!previous || !changes) return null
  const lists: ListChange[] = [
    { list: 'features', added: changes.featuresAdded, removed: changes.featuresRemoved },
    { list: 'permissions', added: changes.permissionsAdded, removed: changes.permissionsRemoved },
    { list: 'pages', added: changes.pagesAdded, removed: changes.pagesRemoved },
    {
      list: 'subpackages',
      added: missingFrom(previous.subpackages, version.subpackages),
      removed: missingFrom(version.subpackages, previous.subpackages),
    },
  ]
  const diff: VersionDiff = {
    lists,
    size: { before: changes.sizeBefore, after: changes.sizeAfter },
    added: lists.reduce((sum, change) => sum + change.added.length, 0),
    removed: lists.reduce((sum, change) => sum + change.removed.length, 0),
  }
  if (previous.minPlatformVersion !== version.minPlatformVersion) {
    diff.minPlatformVersion = {
      before: previous.minPlatformVersion,
      after: version.minPlatformVersion,
    }
  }
  if (previous.certificateSha256 !== version.certificateSha256) {
    diff.certificate = { before: previous.certificateSha256, after: version.certificateSha256 }
  }
  return diff
}

/** Per list, the names this version added (tagged "added" where the whole manifest is listed). */
export function addedNames(diff: VersionDiff | null): Record<ManifestList, Set<string>> {
  const of = (list: ManifestList) =>
    new Set(diff?.lists.find((change) => change.list === list)?.added ?? [])
  return {
    features: of('features'),
    permissions: of('permissions'),
    pages: of('pages'),
    subpackages: of('subpackages'),
  }
}

/** The states of a version that was released (and may have been replaced or taken down since). */
const WAS_RELEASED: readonly VersionState[] = ['released', 'offline', 'superseded']

/**
 * Whether the version would be the app's first release: `previous` is the version released last,
 * or, for an app never released, merely the one uploaded before.
 */
export const isFirstRelease = ({ previous }: StaffAppReview) =>
  previous === null || !WAS_RELEASED.includes(previous.state)
