import { createPaths } from '../../src/config/paths.ts'
import { createRouteTable, isPortalRoute } from '../../src/config/route-table.ts'

// The route table as the page walks (content, overflow) visit it: the developer pages for the
// brand the build was made for, and a concrete address for each route with parameters.

const slug = process.env.VITE_BRAND_SLUG || 'quickApp'

export const paths = createPaths(slug)

export const table = createRouteTable(slug).filter(isPortalRoute)

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
