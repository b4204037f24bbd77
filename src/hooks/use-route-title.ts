import { useTranslation } from '@/lib/i18n/i18n-core'
import { useMatches } from 'react-router-dom'
import type { TitleKey } from '@/config/route-table'

export type { TitleKey }

/** What a route declares in its `handle`: the key of its page title and the values it needs. */
export interface RouteHandle {
  title?: TitleKey
  titleValues?: Record<string, string | number>
}

/** The translated title of the deepest matched route that declares one. */
export function useRouteTitle(): string {
  const { t } = useTranslation()
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined
    if (handle?.title) return t(`titles.${handle.title}`, handle.titleValues ?? {})
  }
  return ''
}
