import { finding, type Finding } from './findings.ts'

/**
 * `manifest.json` as a store must see it. The runtime itself is lax (hapjs `AppInfo.parse` reads
 * every field with `optString`/`optInt`, so a missing versionCode is 0 and a missing
 * minPlatformVersion is 1); these checks refuse what the runtime would silently default.
 */

export interface Subpackage {
  name: string
  resource: string
  standalone: boolean
}

export interface ManifestSummary {
  package: string
  name: string
  versionName?: string
  versionCode: number
  /** As declared; the runtime reads a missing one as 1. */
  minPlatformVersion: number
  icon: string
  features: string[]
  permissions: string[]
  pages: string[]
  entry: string
  subpackages: Subpackage[]
}

/** Reverse-domain: letters, digits and `_` in dot-separated parts, a letter first, two parts at least. */
const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/
const PACKAGE_NAME_MAX = 255
/** The runtime reads versionCode and minPlatformVersion as Java ints. */
const INT_MAX = 0x7fffffff

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INT_MAX

/**
 * Checks a manifest's text. `hasFile` answers whether the package holds a file (for the icon).
 * The summary is there whenever the fields it needs could be read, even with findings.
 */
export function checkManifest(
  text: Buffer,
  hasFile: (path: string) => boolean,
  floor: { minPlatformVersion: number },
): { findings: Finding[]; manifest?: ManifestSummary } {
  let parsed: unknown
  try {
    // A byte-order mark is kept, so JSON.parse refuses it as the runtime's JSONObject does.
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(text))
  } catch {
    return { findings: [finding('manifestInvalid', { field: '(file)', cause: 'not JSON' })] }
  }
  if (!isObject(parsed)) {
    return { findings: [finding('manifestInvalid', { field: '(file)', cause: 'not an object' })] }
  }
  const m = parsed
  const findings: Finding[] = []
  const invalid = (field: string, cause: string) =>
    findings.push(finding('manifestInvalid', { field, cause }))

  const packageName = m.package
  if (typeof packageName !== 'string' || packageName === '') {
    invalid('package', 'missing')
  } else if (packageName.length > PACKAGE_NAME_MAX || !PACKAGE_NAME.test(packageName)) {
    findings.push(
      finding('packageNameInvalid', { package: packageName.slice(0, PACKAGE_NAME_MAX) }),
    )
  }

  if (typeof m.name !== 'string' || m.name.trim() === '') invalid('name', 'missing')
  if (m.versionName !== undefined && typeof m.versionName !== 'string') {
    invalid('versionName', 'not a string')
  }
  if (m.versionCode === undefined) invalid('versionCode', 'missing')
  else if (!isPositiveInt(m.versionCode)) {
    findings.push(finding('versionCodeInvalid', { versionCode: String(m.versionCode) }))
  }

  let minPlatformVersion = 1
  if (m.minPlatformVersion !== undefined) {
    if (isPositiveInt(m.minPlatformVersion)) minPlatformVersion = m.minPlatformVersion
    else invalid('minPlatformVersion', 'not a positive integer')
  }
  if (minPlatformVersion < floor.minPlatformVersion) {
    findings.push(
      finding('minPlatformVersionTooLow', {
        minPlatformVersion,
        required: floor.minPlatformVersion,
      }),
    )
  }

  let icon = ''
  if (typeof m.icon !== 'string' || m.icon === '') invalid('icon', 'missing')
  else {
    icon = m.icon
    // The runtime resolves the icon from the package root whether or not it starts with '/'.
    if (!hasFile(icon.replace(/^\/+/, ''))) findings.push(finding('iconMissing', { icon }))
  }

  if (!isObject(m.config)) invalid('config', m.config === undefined ? 'missing' : 'not an object')

  let pages: string[] = []
  let entry = ''
  if (!isObject(m.router)) invalid('router', m.router === undefined ? 'missing' : 'not an object')
  else if (!isObject(m.router.pages)) invalid('router.pages', 'missing')
  else {
    pages = Object.keys(m.router.pages)
    entry = typeof m.router.entry === 'string' ? m.router.entry : ''
    if (!entry || !Object.hasOwn(m.router.pages, entry)) {
      findings.push(finding('routerEntryMissing', { entry }))
    }
  }

  const features = namesIn(m.features, 'name', 'features', invalid)
  const permissions = namesIn(m.permissions, 'origin', 'permissions', invalid)

  const subpackages: Subpackage[] = []
  if (m.subpackages !== undefined) {
    if (!Array.isArray(m.subpackages)) invalid('subpackages', 'not an array')
    else {
      for (const item of m.subpackages) {
        if (!isObject(item) || typeof item.name !== 'string' || item.name === '') {
          invalid('subpackages', 'an item has no name')
          continue
        }
        subpackages.push({
          name: item.name,
          resource: typeof item.resource === 'string' ? item.resource : '',
          standalone: item.standalone === true,
        })
      }
    }
  }

  if (
    typeof packageName !== 'string' ||
    typeof m.name !== 'string' ||
    !isPositiveInt(m.versionCode)
  ) {
    return { findings }
  }
  return {
    findings,
    manifest: {
      package: packageName,
      name: m.name,
      versionName: typeof m.versionName === 'string' ? m.versionName : undefined,
      versionCode: m.versionCode,
      minPlatformVersion,
      icon,
      features,
      permissions,
      pages,
      entry,
      subpackages,
    },
  }
}

/** `features: [{ name }]`, `permissions: [{ origin }]`: optional arrays of objects. */
function namesIn(
  value: unknown,
  key: string,
  field: string,
  invalid: (field: string, cause: string) => void,
): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) {
    invalid(field, 'not an array')
    return []
  }
  const names: string[] = []
  for (const item of value) {
    if (!isObject(item) || typeof item[key] !== 'string') {
      invalid(field, `an item has no ${key}`)
      continue
    }
    names.push(item[key])
  }
  return names
}
