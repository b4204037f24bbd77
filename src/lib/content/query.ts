import { queryOptions } from '@tanstack/react-query'
import { contentLoaders, type ContentLoaders } from './loaders'
import type { ContentModules, ContentSection, PerLanguage } from './types'

/**
 * A section's chunk as a query: the screens read it through useContent (src/hooks/use-content.ts),
 * and the router starts it with the page's code (src/app/router.tsx), so that the page renders
 * once, with its text.
 */
export function contentQueryOptions<S extends ContentSection>(
  section: S,
  loaders: ContentLoaders = contentLoaders,
) {
  return queryOptions<PerLanguage<ContentModules[S]>>({
    queryKey: ['content', section],
    queryFn: async () => (await loaders[section]()).default,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { silent: true },
  })
}
