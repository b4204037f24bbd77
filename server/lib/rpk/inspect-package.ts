import { createHash, X509Certificate } from 'node:crypto'
import { DEBUG_CERTIFICATES } from './debug-certificates.ts'
import { finding, type Finding, type PackageLimits } from './findings.ts'
import { CERT_PATH, checkHashJson } from './hash-json.ts'
import { checkManifest, type ManifestSummary } from './manifest.ts'
import { checkFileList, verifySignature } from './signature.ts'
import { InflateBudget, inflateEntries, readZip, type ZipArchive } from './zip-reader.ts'

/**
 * Inspects an uploaded quick-app package (`.rpk`, or `.rpks`: a zip of signed sub-packages)
 * before anything is stored: the archive's safety, what the runtime needs inside, the signature
 * as the runtime verifies it. Every independent failure is a finding; the caller refuses the
 * package when there is any. Pure: bytes and limits in, findings and a summary out.
 */

export { FINDING_REASONS } from './findings.ts'
export type { Finding, FindingReason, PackageLimits } from './findings.ts'

export interface SignerCertificate {
  /** What the runtime stores at first install and compares on every update. */
  der: Buffer
  /** SHA-256 of the DER, lowercase hex. */
  sha256: string
  subject: string
}

export interface PackagePart {
  file: string
  size: number
  sha256: string
}

export interface InspectedPackage extends ManifestSummary {
  kind: 'rpk' | 'rpks'
  /** The uploaded file's SHA-256 (lowercase hex) and size in bytes. */
  sha256: string
  size: number
  /** Only when the signature verified. */
  certificate?: SignerCertificate
  /** Signed with a key hap-toolkit publishes (`hap build`): the caller should refuse it. */
  debugCertificate: boolean
  /** The packages inside an .rpks. */
  parts: PackagePart[]
}

export interface Inspection {
  findings: Finding[]
  /** There when the manifest could be read, even with findings. */
  package?: InspectedPackage
}

const MANIFEST = 'manifest.json'
const APP_JS = 'app.js'
const INNER_PACKAGE = /^[^/]+\.s?rpk$/

type Role = 'full' | 'subpackage' | 'container'

interface ArchiveResult {
  findings: Finding[]
  certificate?: Buffer
  manifest?: ManifestSummary
  /** Inner packages' bytes, for a container. */
  inner: Map<string, Buffer>
}

export function inspectPackage(bytes: Uint8Array, limits: PackageLimits): Inspection {
  if (bytes.byteLength > limits.maxPackageBytes) {
    return {
      findings: [
        finding('packageTooLarge', { size: bytes.byteLength, max: limits.maxPackageBytes }),
      ],
    }
  }
  const budget = new InflateBudget(limits.maxUncompressedBytes)
  const zip = readZip(bytes, limits)
  const common = {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.byteLength,
  }
  if (!zip.archive) return { findings: zip.findings }

  const files = zip.archive.entries.filter((entry) => !entry.isDirectory).map((e) => e.name)
  const isRpks =
    !files.includes(MANIFEST) && files.length > 0 && files.some((name) => INNER_PACKAGE.test(name))

  if (!isRpks) {
    const result = inspectArchive(bytes, zip, 'full', limits, budget)
    const certificate = result.certificate && describe(result.certificate)
    const findings = [...result.findings, ...debugFindings(certificate)]
    if (!result.manifest) return { findings }
    return {
      findings,
      package: {
        kind: 'rpk',
        ...common,
        ...result.manifest,
        certificate,
        debugCertificate: isDebug(certificate),
        parts: [],
      },
    }
  }

  // .rpks: the container is signed too (hap-toolkit signs it like a package), and every package
  // inside must be signed with the same certificate, as the runtime refuses an update signed
  // with another.
  const outer = inspectArchive(bytes, zip, 'container', limits, budget)
  const findings = [...outer.findings]
  const reference = outer.certificate
  const certificates = new Set<string>()
  if (reference) certificates.add(reference.toString('base64'))
  const parts: PackagePart[] = []
  let summary: { file: string; manifest: ManifestSummary; base: boolean } | undefined
  const manifests: { file: string; manifest: ManifestSummary }[] = []

  for (const name of files) {
    if (!INNER_PACKAGE.test(name)) {
      findings.push(finding('rpksEntryUnexpected', { path: name }))
      continue
    }
    const innerBytes = outer.inner.get(name)
    if (!innerBytes) continue // not inflated: its finding is already there
    parts.push({
      file: name,
      size: innerBytes.length,
      sha256: createHash('sha256').update(innerBytes).digest('hex'),
    })
    const base = name.endsWith('.base.srpk')
    const role: Role = base || name.endsWith('.rpk') ? 'full' : 'subpackage'
    const innerZip = readZip(innerBytes, limits)
    const result = innerZip.archive
      ? inspectArchive(innerBytes, innerZip, role, limits, budget)
      : { findings: innerZip.findings, inner: new Map<string, Buffer>() }
    findings.push(...result.findings.map((f) => withPackage(f, name)))
    if (result.certificate) {
      const key = result.certificate.toString('base64')
      if (reference && !result.certificate.equals(reference)) {
        findings.push(finding('certificateMismatch', { package: name }))
      }
      if (!certificates.has(key)) {
        certificates.add(key)
        findings.push(
          ...debugFindings(describe(result.certificate)).map((f) => withPackage(f, name)),
        )
      }
    }
    if (result.manifest) {
      manifests.push({ file: name, manifest: result.manifest })
      if (role === 'full' && (!summary || (base && !summary.base))) {
        summary = { file: name, manifest: result.manifest, base }
      }
    }
  }

  const certificate = reference && describe(reference)
  findings.push(...debugFindings(certificate))
  if (!summary) {
    findings.push(finding('basePackageMissing'))
    return { findings }
  }
  for (const { file, manifest } of manifests) {
    if (manifest.package !== summary.manifest.package) {
      findings.push(
        finding('packageMismatch', { package: file, expected: summary.manifest.package }),
      )
    }
  }
  for (const subpackage of summary.manifest.subpackages) {
    if (!files.some((name) => name.endsWith(`.${subpackage.name}.srpk`))) {
      findings.push(finding('subpackageMissing', { name: subpackage.name }))
    }
  }
  return {
    findings,
    package: {
      kind: 'rpks',
      ...common,
      ...summary.manifest,
      certificate,
      debugCertificate: isDebug(certificate),
      parts,
    },
  }
}

/** One archive's own checks: zip rules, signature, per-file digests, and its role's contents. */
function inspectArchive(
  bytes: Uint8Array,
  zip: { archive?: ZipArchive; findings: Finding[] },
  role: Role,
  limits: PackageLimits,
  budget: InflateBudget,
): ArchiveResult {
  const archive = zip.archive!
  const findings = [...zip.findings]
  const signature = verifySignature(bytes, archive)
  findings.push(...signature.findings)

  const inflated = inflateEntries(bytes, archive, limits, budget, {
    keep: (name) =>
      name === MANIFEST || name === CERT_PATH || (role === 'container' && INNER_PACKAGE.test(name)),
  })
  findings.push(...inflated.findings)
  const { files } = inflated

  // Over the files that inflated: one refused above is not reported again.
  if (signature.fileList) findings.push(...checkFileList(signature.fileList, files))
  const cert = files.get(CERT_PATH)?.data
  if (cert) {
    findings.push(...checkHashJson(cert, signature.certificate, files, limits, budget))
  }

  const result: ArchiveResult = {
    findings,
    certificate: signature.certificate,
    inner: new Map(),
  }
  if (role === 'container') {
    for (const [name, file] of files) if (file.data) result.inner.set(name, file.data)
    return result
  }

  const names = new Set(archive.entries.filter((e) => !e.isDirectory).map((e) => e.name))
  if (role === 'full') {
    if (!names.has(MANIFEST)) findings.push(finding('manifestMissing'))
    if (!names.has(APP_JS)) findings.push(finding('appJsMissing'))
  }
  const manifestText = files.get(MANIFEST)?.data
  if (manifestText) {
    const checked = checkManifest(manifestText, (path) => names.has(path), limits)
    // A sub-package's manifest is a copy of the base's: its findings would repeat the base's.
    if (role === 'full') findings.push(...checked.findings)
    result.manifest = checked.manifest
  }
  return result
}

function describe(der: Buffer): SignerCertificate {
  return {
    der,
    sha256: createHash('sha256').update(der).digest('hex'),
    subject: new X509Certificate(der).subject,
  }
}

function isDebug(certificate: SignerCertificate | undefined): boolean {
  return certificate !== undefined && DEBUG_CERTIFICATES.has(certificate.sha256)
}

function debugFindings(certificate: SignerCertificate | undefined): Finding[] {
  if (!certificate || !isDebug(certificate)) return []
  return [
    finding('debugCertificate', {
      sha256: certificate.sha256,
      certificate: DEBUG_CERTIFICATES.get(certificate.sha256)!,
    }),
  ]
}

function withPackage(problem: Finding, file: string): Finding {
  return { ...problem, detail: { ...problem.detail, package: file } }
}
