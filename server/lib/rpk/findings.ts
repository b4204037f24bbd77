/**
 * What a package check reports: one finding per independent failure, with a stable reason name
 * that a screen turns into text and details that say where (a file, a field, a number).
 */
export interface Finding {
  reason: FindingReason
  detail?: Record<string, string | number>
}

/** Every reason a check may give, in the order the checks run. */
export const FINDING_REASONS = [
  // the archive itself
  'packageTooLarge',
  'notZip',
  'zipUnsupported',
  'tooManyEntries',
  'pathEscapes',
  'pathInvalid',
  'duplicateEntry',
  'entriesOverlap',
  'entryCorrupt',
  'uncompressedTooLarge',
  'compressionRatio',
  // what the runtime needs inside
  'manifestMissing',
  'appJsMissing',
  'manifestInvalid',
  'packageNameInvalid',
  'versionCodeInvalid',
  'routerEntryMissing',
  'iconMissing',
  'minPlatformVersionTooLow',
  // the signature
  'signatureMissing',
  'signatureInvalid',
  'digestMismatch',
  'debugCertificate',
  // a zip of signed sub-packages (.rpks)
  'rpksEntryUnexpected',
  'basePackageMissing',
  'subpackageMissing',
  'packageMismatch',
  'certificateMismatch',
] as const

export type FindingReason = (typeof FINDING_REASONS)[number]

export function finding(reason: FindingReason, detail?: Finding['detail']): Finding {
  return detail ? { reason, detail } : { reason }
}

/**
 * The caps a package is inspected under, passed in by the caller (the settings module decides
 * them; this library reads no settings).
 */
export interface PackageLimits {
  /** The uploaded file's own size. */
  maxPackageBytes: number
  /** Entries of one archive (each inner package of an .rpks counts on its own). */
  maxEntries: number
  /**
   * Every byte inflated while inspecting, nested packages included: the sizes an archive declares
   * are checked against it first, and the inflation itself stops at it whatever they say.
   */
  maxUncompressedBytes: number
  /** An entry's inflated size over its compressed size (entries under 64 KiB are not held to it). */
  maxCompressionRatio: number
  /** The lowest `minPlatformVersion` a package may declare. */
  minPlatformVersion: number
}
