import type { ContentModules, ContentSection, PerLanguage } from './types'

type Loader<S extends ContentSection> = () => Promise<{ default: PerLanguage<ContentModules[S]> }>

/** One dynamic import per section: each section's text is its own chunk, loaded by its pages. */
export type ContentLoaders = { [S in ContentSection]: Loader<S> }

export const contentLoaders: ContentLoaders = {
  home: () => import('virtual:content/home'),
  awards: () => import('virtual:content/awards'),
  conference: () => import('virtual:content/conference'),
  help: () => import('virtual:content/help'),
  openness: () => import('virtual:content/openness'),
  devtool: () => import('virtual:content/devtool'),
  'service-providers': () => import('virtual:content/service-providers'),
  contact: () => import('virtual:content/contact'),
  documents: () => import('virtual:content/documents'),
  showcase: () => import('virtual:content/showcase'),
  'flow-support': () => import('virtual:content/flow-support'),
}
