import { createPaths } from '../../src/config/paths.ts'
import { pageTable } from '../../src/config/pages.ts'

// The route table as the page walks (content, overflow) visit it: the portal's paths for the
// brand the build was made for, and a concrete address for each route with parameters.

export const paths = createPaths(process.env.VITE_BRAND_SLUG || 'quickApp')

export const table = pageTable(paths)

/** One category, question, app and search for the routes that need them. */
const concrete: Record<string, string> = {
  '/commonProblem/faq/:id': '/commonProblem/faq/packaging',
  '/commonGameProblem/faq/:id': '/commonGameProblem/faq/engine',
  '/commonProblem/faqInfo': '/commonProblem/faqInfo?id=build-rpk',
  '/commonGameProblem/faqInfo': '/commonGameProblem/faqInfo?id=game-main-package',
  [paths.showcaseDetail]: paths.showcaseApp('sunny-weather'),
  '/commonProblem/search': '/commonProblem/search?q=%E6%89%93%E5%8C%85',
}

/** The address to visit for a route of the table. */
export const address = (path: string) => concrete[path] ?? path
