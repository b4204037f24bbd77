import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { isLanguage, settings } from '@/config/settings'
import { contentQueryOptions } from '@/lib/content/query'
import { ContentLoadersContext } from '@/lib/content/loaders-context'
import type { ContentModules, ContentSection, PerLanguage } from '@/lib/content/types'

/**
 * A section's content in the current language, or undefined while its chunk loads. The chunk is
 * loaded once per visit; a chunk that fails to load reaches the route's error boundary (which
 * reloads once after a new deploy).
 */
export function useContent<S extends ContentSection>(section: S): ContentModules[S] | undefined {
  const { i18n } = useTranslation()
  const data = useContentLanguages(section)
  const language = isLanguage(i18n.language) ? i18n.language : settings.defaultLanguage
  return data?.[language]
}

/** The section in every language (the help search looks through both). */
export function useContentLanguages<S extends ContentSection>(
  section: S,
): PerLanguage<ContentModules[S]> | undefined {
  const loaders = useContext(ContentLoadersContext)
  const { data } = useQuery({ ...contentQueryOptions(section, loaders), throwOnError: true })
  return data
}
