import { ChangeRecordStatus, ChangeRecordType } from '@generated/model'

// The list's filters and page live in the URL query (?type=&status=&page=), so that a filtered
// page can be linked, reloaded and left with "back". Anything unreadable falls back to the default.

export const PAGE_SIZE = 10

export const recordTypes = Object.values(ChangeRecordType)
export const recordStatuses = Object.values(ChangeRecordStatus)

export interface RecordFilters {
  type?: ChangeRecordType
  status?: ChangeRecordStatus
  page: number
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

export function readFilters(params: URLSearchParams): RecordFilters {
  const page = Number(params.get('page'))
  return {
    type: oneOf(recordTypes, params.get('type')),
    status: oneOf(recordStatuses, params.get('status')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

export function writeFilters({ type, status, page }: RecordFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (type) params.set('type', type)
  if (status) params.set('status', status)
  if (page > 1) params.set('page', String(page))
  return params
}

/** The record id of `?id=`: missing, malformed (not a positive whole number) or a number. */
export function readRecordId(params: URLSearchParams): number | 'missing' | 'malformed' {
  const raw = params.get('id')
  if (raw === null || raw === '') return 'missing'
  if (!/^[1-9]\d{0,15}$/.test(raw)) return 'malformed'
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : 'malformed'
}
