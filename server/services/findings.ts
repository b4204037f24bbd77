import { ApiError } from '../lib/api-error.ts'
import type { FailureReasonCode } from '../../generated/error-catalogue.ts'

/** A check's failure as the contract's Finding: a reason and where it is. */
export interface Finding {
  reason: FailureReasonCode
  detail?: Record<string, string | number>
}

/** What an answer carries of the findings (the contract's Finding: at most 100, strings ≤ 500). */
const MAX_FINDINGS = 100
const MAX_DETAIL = 500

/**
 * A refused upload: `code` with the first finding's reason, and every finding as
 * `data.findings` for the screen to list.
 */
export function refusal(code: number, findings: Finding[]): ApiError {
  const kept = findings.slice(0, MAX_FINDINGS).map(({ reason, detail }) =>
    detail
      ? {
          reason,
          detail: Object.fromEntries(
            Object.entries(detail)
              .slice(0, 10)
              .map(([key, value]) => [
                key,
                typeof value === 'string' ? value.slice(0, MAX_DETAIL) : value,
              ]),
          ),
        }
      : { reason },
  )
  return new ApiError(code, { reason: kept[0]!.reason, data: { findings: kept } })
}
