/** Spec section 9: at this width or narrower the mobile site takes over. */
export const MOBILE_BREAKPOINT = 768

const CONFERENCE_PATH = /^\/active\/developersConference(\/|$)/

export interface MobileRedirectInput {
  /**
   * The window's width, read only when there is a mobile site: reading it makes the browser lay the
   * page out, in what is otherwise the short task after a page has hydrated.
   */
  width: () => number
  /** The configured mobile site; empty means there is none and the layouts are responsive. */
  mobileSite: string
  pathname: string
  search: string
}

/**
 * Where a narrow screen should go instead, or null to stay. Developer-conference pages keep their
 * path and query on the mobile site (it has the same pages); everything else lands on its root.
 */
export function mobileRedirectTarget({
  width,
  mobileSite,
  pathname,
  search,
}: MobileRedirectInput): string | null {
  const site = mobileSite.trim().replace(/\/+$/, '')
  if (!site || width() > MOBILE_BREAKPOINT) return null
  if (CONFERENCE_PATH.test(pathname)) return `${site}${pathname}${search}`
  return `${site}/`
}
