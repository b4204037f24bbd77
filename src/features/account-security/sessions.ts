import type { ActiveSession } from '@generated/model'

type Translate = (key: string) => string

/**
 * How a session is named on the page: "Chrome 131 · Windows". The server reads both from the
 * user agent and gives null for what it could not read; a missing browser still needs a name
 * (the dialog and the screen reader say it), a missing system is simply left out.
 */
export function sessionLabel(session: Pick<ActiveSession, 'browser' | 'os'>, t: Translate) {
  const browser = session.browser ?? t('security.unknownBrowser')
  return session.os ? `${browser} · ${session.os}` : browser
}

/** This device first (the server sends it first; the page does not count on it), others in order. */
export function currentFirst(sessions: readonly ActiveSession[]): ActiveSession[] {
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)]
}
