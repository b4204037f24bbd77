import { useMemo, useSyncExternalStore } from 'react'
import { renderedDay } from '@/lib/first-paint/hydration'

/** Today as the content writes dates (YYYY-MM-DD), in local time. */
export function localDay(now = new Date()): string {
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')
}

const noChanges = () => () => {}

/**
 * Today (noon, local time), for what a page shows by date (an award's registration state). The
 * render that must be the server's (on the server, and the hydration of a page it rendered) uses
 * the day the page was rendered on; the next render, the browser's own day.
 */
export function useToday(): Date {
  const day = useSyncExternalStore(
    noChanges,
    () => localDay(),
    () => renderedDay() ?? localDay(),
  )
  return useMemo(() => new Date(`${day}T12:00:00`), [day])
}
