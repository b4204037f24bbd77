const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/**
 * The portal's one date display (YYYY-MM-DD HH:mm:ss, local time). Takes what the API sends (an
 * ISO string) as well as dates and epoch milliseconds; anything unreadable gives an empty string so
 * that a bad value never prints "NaN" on a page.
 */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  )
}

const DAY = 24 * 60 * 60 * 1000

/** Whole days from `date` to `now`: 0 on the same day, never negative, 0 for an unreadable date. */
export function daysSince(date: string, now: number = Date.now()): number {
  const then = Date.parse(date)
  if (Number.isNaN(then)) return 0
  return Math.max(0, Math.floor((now - then) / DAY))
}
