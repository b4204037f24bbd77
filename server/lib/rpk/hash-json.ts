import { finding, type Finding, type PackageLimits } from './findings.ts'
import { verifySignature } from './signature.ts'
import { inflateEntries, readZip, type InflateBudget, type InflatedFile } from './zip-reader.ts'

/**
 * `META-INF/CERT`: hap-toolkit's digest file for the runtime's streaming install. It is itself a
 * signed zip holding one entry, `hash.json` = `{"algorithm":"SHA-256","digests":{path: hex}}`
 * over every other file of the package. A runtime that meets `META-INF/` then `META-INF/CERT` as
 * the first two entries (hapjs `PackageInstallerFactory.isSupportStream`) verifies CERT's own
 * signature (same certificate as the package), then checks each file it extracts against
 * `hash.json` (`StreamSignature`, `StreamZipExtractor`): a file not listed fails the install.
 *
 * The CERT zip's own per-file list is not checked: the packager lists `hash.json` there with the
 * digest of the unsigned CERT zip instead of the file's (`createAndSignBuffer`,
 * `signZipBufferForPackage`), and the runtime never reads that list for such a signature.
 */

export const CERT_PATH = 'META-INF/CERT'
const HASH_JSON = 'hash.json'
/** CERT is a few KB; a larger one is not hap-toolkit's. */
const CERT_MAX_ENTRIES = 4

export function checkHashJson(
  cert: Buffer,
  packageCertificate: Buffer | undefined,
  files: Map<string, InflatedFile>,
  limits: PackageLimits,
  budget: InflateBudget,
): Finding[] {
  const invalid = (cause: string) => [finding('signatureInvalid', { file: CERT_PATH, cause })]
  const zip = readZip(cert, { maxEntries: CERT_MAX_ENTRIES })
  if (!zip.archive || zip.findings.length > 0) return invalid('not a readable zip')
  const findings: Finding[] = []

  const signature = verifySignature(cert, zip.archive)
  for (const problem of signature.findings) {
    findings.push({ ...problem, detail: { ...problem.detail, file: CERT_PATH } })
  }
  if (
    signature.certificate &&
    packageCertificate &&
    !signature.certificate.equals(packageCertificate)
  ) {
    findings.push(finding('certificateMismatch', { file: CERT_PATH }))
  }

  const first = zip.archive.entries[0]
  if (first?.name !== HASH_JSON)
    return [...findings, ...invalid('hash.json is not its first entry')]
  const inflated = inflateEntries(cert, zip.archive, limits, budget, {
    keep: (name) => name === HASH_JSON,
  })
  const text = inflated.files.get(HASH_JSON)?.data
  if (!text) return [...findings, ...invalid('hash.json unreadable')]

  let parsed: unknown
  try {
    parsed = JSON.parse(text.toString('utf8'))
  } catch {
    return [...findings, ...invalid('hash.json is not JSON')]
  }
  const { algorithm = 'SHA-256', digests } = (parsed ?? {}) as {
    algorithm?: unknown
    digests?: unknown
  }
  // The runtime takes any MessageDigest name here, MD5 included; only the SHA-2 ones are taken.
  const digestName =
    typeof algorithm === 'string'
      ? ({ 'SHA-256': 'sha256', 'SHA-512': 'sha512' } as const)[algorithm.toUpperCase()]
      : undefined
  if (!digestName) return [...findings, ...invalid('hash.json names an unsupported algorithm')]
  if (typeof digests !== 'object' || digests === null || Array.isArray(digests)) {
    return [...findings, ...invalid('hash.json has no digests')]
  }
  const listed = digests as Record<string, unknown>

  for (const [name, file] of files) {
    if (name === CERT_PATH) continue
    const expected = Object.hasOwn(listed, name) ? listed[name] : undefined
    const actual = (digestName === 'sha512' ? file.sha512 : file.sha256).toString('hex')
    if (typeof expected !== 'string') {
      findings.push(finding('digestMismatch', { path: name, list: HASH_JSON, cause: 'not listed' }))
    } else if (expected.toLowerCase() !== actual) {
      findings.push(finding('digestMismatch', { path: name, list: HASH_JSON }))
    }
  }
  return findings
}
