import { ChangeRecordStatus, ChangeRecordType, type StaffQueueParams } from '@generated/model'

// The queue's filters and page live in the URL query (?type=&status=&minAge=&q=&page=), so that a
// reviewer can share a filtered queue, reload it and come back to it with "back". The default
// status (reviewing) is left out of the URL; anything unreadable falls back to the default.

export const QUEUE_PAGE_SIZE = 20
/** The contract's limits on the queue's `minAgeDays` and `q` (staffQueue's parameters). */
export const MAX_AGE_DAYS = 3650
export const SEARCH_MAX_LENGTH = 100
/** The ages the age filter offers, in days. */
export const AGE_CHOICES = [1, 3, 7, 14, 30] as const

export const queueTypes = Object.values(ChangeRecordType)
export const queueStatuses = Object.values(ChangeRecordStatus)

export interface QueueFilters {
  type?: ChangeRecordType
  status: ChangeRecordStatus
  minAgeDays?: number
  q?: string
  page: number
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

function wholeNumber(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return undefined
  const value = Number(raw)
  return value >= min && value <= max ? value : undefined
}

export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH)
  return {
    type: oneOf(queueTypes, params.get('type')),
    status: oneOf(queueStatuses, params.get('status')) ?? 'reviewing',
    minAgeDays: wholeNumber(params.get('minAge'), 0, MAX_AGE_DAYS),
    q: q || undefined,
    page: wholeNumber(params.get('page'), 1, 100000) ?? 1,
  }
}

export function writeQueueFilters({ type, status, minAgeDays, q, page }: QueueFilters) {
  const params = new URLSearchParams()
  if (type) params.set('type', type)
  if (status !== 'reviewing') params.set('status', status)
  if (minAgeDays !== undefined) params.set('minAge', String(minAgeDays))
  if (q) params.set('q', q)
  if (page > 1) params.set('page', String(page))
  return params
}

/** What the queue asks the server for these filters. */
export function queueParams({ type, status, minAgeDays, q, page }: QueueFilters): StaffQueueParams {
  return {
    status,
    ...(type ? { type } : {}),
    ...(minAgeDays !== undefined ? { minAgeDays } : {}),
    ...(q ? { q } : {}),
    pageNum: page,
    pageSize: QUEUE_PAGE_SIZE,
  }
}

/** Whether anything narrows the queue beyond its default (reviewing, every type, any age). */
export const isFiltered = (filters: QueueFilters) =>
  Boolean(
    filters.type || filters.minAgeDays !== undefined || filters.q || filters.status !== 'reviewing',
  )

const DAY = 24 * 60 * 60 * 1000

/** Whole days from `createdAt` to `now` (0 on the day it was filed; never negative). */
export function ageInDays(createdAt: string, now: number = Date.now()): number {
  const filed = Date.parse(createdAt)
  if (Number.isNaN(filed)) return 0
  return Math.max(0, Math.floor((now - filed) / DAY))
}
