import { createContext } from 'react'
import { contentLoaders, type ContentLoaders } from './loaders'

/** The section loaders; stories replace one to show a page while its content is still loading. */
export const ContentLoadersContext = createContext<ContentLoaders>(contentLoaders)
