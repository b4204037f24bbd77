import { isFailureReason, type FailureReasonCode } from '@generated/error-catalogue'
import type { Finding } from '@generated/model'
import { ApiError } from '@/lib/api/api-client'
import { formatBytes } from './app-labels'

// What a refused upload says (12001, 12010, 12002, 12003, 12012; and 12103 `appIncomplete`): every
// independent failure in `data.findings`, each with its reason and a `detail` of names and numbers
// that say where it is. The screens show the reason's text (the catalogue's), each detail under
// its own label, and what to do.

/** The findings of a failed call: `data.findings`, else its one reason, else none. */
export function findingsOf(error: unknown): Finding[] {
  if (!(error instanceof ApiError)) return []
  const listed = (error.data as { findings?: unknown } | undefined)?.findings
  if (Array.isArray(listed)) {
    const findings = listed.filter(
      (item): item is Finding =>
        typeof item === 'object' && item !== null && isFailureReason((item as Finding).reason),
    )
    if (findings.length > 0) return findings
  }
  return error.reason ? [{ reason: error.reason }] : []
}

/** Whether a failed call lists its findings (a refused upload does; a refused state does not). */
export const hasFindings = (error: unknown) =>
  error instanceof ApiError &&
  Array.isArray((error.data as { findings?: unknown } | undefined)?.findings)

/** Details whose numbers are bytes, by reason: shown as KB or MB. */
const BYTES: Partial<Record<FailureReasonCode, readonly string[]>> = {
  packageTooLarge: ['size', 'max'],
  uncompressedTooLarge: ['declared', 'max'],
  compressionRatio: ['compressed'],
  imageTooLarge: ['size', 'max'],
}

/** Details that are digests, names or paths: shown in a monospaced face, broken anywhere. */
const CODE_LIKE = new Set([
  'path',
  'file',
  'package',
  'pinned',
  'found',
  'sha256',
  'icon',
  'entry',
  'name',
  'expected',
  'with',
])

export interface DetailRow {
  key: string
  /** The message key of the detail's label; absent for a detail the screens do not know. */
  labelKeys: string[]
  value: string
  code: boolean
}

/**
 * A finding's details in the order the server gave them, each with the message keys of its label
 * (the reason's own label first, then the general one) and its value as text.
 */
export function detailRows(finding: Finding): DetailRow[] {
  const bytes = BYTES[finding.reason] ?? []
  return Object.entries(finding.detail ?? {}).map(([key, raw]) => ({
    key,
    labelKeys: [`apps.findings.reasonLabel.${finding.reason}.${key}`, `apps.findings.label.${key}`],
    value: typeof raw === 'number' && bytes.includes(key) ? formatBytes(raw) : String(raw),
    code: CODE_LIKE.has(key),
  }))
}
