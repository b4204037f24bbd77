// The route manifest the server reads (dist/route-meta.json): every page path with its <title>,
// meta description and sitemap flag in each language, made from the route table, the UI titles and
// the content, so that `npm start` answers each page with the right head before any script runs
// and any other path with 404.
import { createPaths, type HelpCentre } from '../../src/config/paths.ts'
import { createRouteTable, isPortalRoute } from '../../src/config/route-table.ts'
import { LANGUAGES, type Language } from '../../src/config/settings.ts'
import { formatDocumentTitle } from '../../src/lib/format/document-title.ts'
import { en } from '../../src/locales/en.ts'
import { staffEn } from '../../src/locales/staff/en.ts'
import { staffZhCN } from '../../src/locales/staff/zh-CN.ts'
import { zhCN } from '../../src/locales/zh-CN.ts'
import { HELP_CENTRES, type Brand, type ContentBuild } from './build-content.ts'

export interface PageMeta {
  title: string
  description: string
}

export interface RouteMetaPage {
  path: string
  /** Left out of the sitemap (signed-in pages, the error page). */
  hidden?: boolean
  /**
   * Answered with index.html only, never rendered at build time (the staff console). Its path may
   * have `:name` segments, each matching one segment of an address.
   */
  shell?: boolean
  meta: Record<Language, PageMeta>
  /** Pages that show one item named by a query parameter (`faqInfo?id=`, `?path=`). */
  variants?: {
    param: string
    values: Record<string, Record<Language, PageMeta>>
    /** An id nobody knows: the page shows its "not found" state, the head says so too. */
    missing: Record<Language, PageMeta>
  }
}

export interface RouteMeta {
  defaultLanguage: Language
  pages: RouteMetaPage[]
  notFound: Record<Language, PageMeta>
}

const catalogues = { 'zh-CN': zhCN, en }
const staffCatalogues = { 'zh-CN': staffZhCN, en: staffEn }

function uiTitle(
  language: Language,
  key: keyof typeof zhCN.titles,
  brand: Brand,
  values: Record<string, string | number> = {},
) {
  let title: string = catalogues[language].titles[key]
  for (const [name, value] of Object.entries({ ...values, brand: brand.brandName[language] })) {
    title = title.replaceAll(`{{${name}}}`, String(value))
  }
  return title
}

const clip = (text: string, max = 160) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text

export function buildRouteMeta(
  content: ContentBuild,
  brand: Brand,
  defaultLanguage: Language,
): RouteMeta {
  const paths = createPaths(brand.brandSlug)
  const appName = (language: Language) =>
    catalogues[language].app.name.replaceAll('{{brand}}', brand.brandName[language])
  const perLanguage = (build: (language: Language) => [title: string, description: string]) =>
    Object.fromEntries(
      LANGUAGES.map((language) => {
        const [title, description] = build(language)
        return [
          language,
          { title: formatDocumentTitle(title, appName(language)), description: clip(description) },
        ]
      }),
    ) as Record<Language, PageMeta>

  const m = content.modules
  const home = (language: Language) => m.home[language].description
  const helpOf = (centre: HelpCentre, language: Language) => m.help[language][centre]
  const edition = (n: number, language: Language) => m.awards[language].editions[n - 1]

  /** The description of each page path, from the content it shows. */
  const describe = (path: string, language: Language): string => {
    for (const centre of HELP_CENTRES) {
      if (path.startsWith(paths.help.home(centre))) return helpOf(centre, language).description
    }
    if (path.startsWith('/active/awardsAct')) {
      const n = Number(/awardsAct(\d?)/.exec(path)?.[1] || 1)
      return edition(n, language)?.summary ?? home(language)
    }
    const byPath: Record<string, () => string> = {
      [paths.conference]: () => m.conference[language].current.summary,
      [paths.conferencePreview]: () => m.conference[language].preview.summary,
      [paths.openness.intelligentCard]: () => m.openness[language].intelligentCard.summary,
      [paths.openness.product]: () => m.openness[language].product.summary,
      [paths.openness.quickGame]: () => m.openness[language].quickGame.summary,
      [paths.devtool]: () => m.devtool[language].description,
      [paths.serviceProvider]: () => m['service-providers'][language].description,
      [paths.contactUs]: () => m.contact[language].description,
      [paths.flowSupport]: () => m['flow-support'][language].summary,
      [paths.showcase]: () => m.showcase[language].description,
      [paths.showcaseDetail]: () => m.showcase[language].description,
      [paths.document]: () =>
        m.documents[language].sections[0]?.pages[0]?.description ?? home(language),
    }
    return byPath[path]?.() ?? home(language)
  }

  const table = createRouteTable(brand.brandSlug)
  const pages: RouteMetaPage[] = []
  for (const entry of table) {
    if (!isPortalRoute(entry)) {
      // The staff console's: index.html with their title, never rendered at build time.
      pages.push({
        path: entry.path,
        hidden: true,
        shell: true,
        meta: perLanguage((language) => {
          const { titles, console: frame } = staffCatalogues[language].staff
          return [titles[entry.title], frame.description]
        }),
      })
      continue
    }
    const title = (language: Language) => uiTitle(language, entry.title, brand, entry.titleValues)
    const centre = HELP_CENTRES.find((c) => entry.path === `${paths.help.home(c)}/faq/:id`)
    if (centre) {
      // One page per category: an unknown category is a 404.
      m.help['zh-CN'][centre].categories.forEach((category, i) => {
        pages.push({
          path: paths.help.faq(centre, category.id),
          meta: perLanguage((language) => {
            const c = helpOf(centre, language).categories[i]!
            return [c.title, c.description]
          }),
        })
      })
      continue
    }
    const page: RouteMetaPage = {
      path: entry.path,
      meta: perLanguage((language) => [title(language), describe(entry.path, language)]),
    }
    if (entry.access === 'signed-in' || entry.sitemap === false) page.hidden = true
    const faqCentre = HELP_CENTRES.find((c) => entry.path === `${paths.help.home(c)}/faqInfo`)
    if (faqCentre) {
      // Without an id the page lists every question.
      page.meta = perLanguage((language) => [
        catalogues[language].help.faqInfo,
        helpOf(faqCentre, language).description,
      ])
      page.variants = {
        param: 'id',
        values: {},
        missing: perLanguage((language) => [
          catalogues[language].help.questionNotFound,
          helpOf(faqCentre, language).description,
        ]),
      }
      for (const id of content.index.faq[faqCentre].questions) {
        page.variants.values[id] = perLanguage((language) => {
          const question = helpOf(faqCentre, language)
            .categories.flatMap((c) => c.questions)
            .find((q) => q.id === id)!
          return [question.title, question.body.text]
        })
      }
    }
    if (entry.path === paths.showcaseDetail) {
      const missing = perLanguage((language) => [
        catalogues[language].showcase.notFound,
        m.showcase[language].description,
      ])
      // Without an id the page has no app to show either.
      page.meta = missing
      page.variants = { param: 'id', values: {}, missing }
      m.showcase['zh-CN'].apps.forEach((app, i) => {
        page.variants!.values[app.id] = perLanguage((language) => {
          const a = m.showcase[language].apps[i]!
          return [a.name, a.summary]
        })
      })
    }
    if (entry.path === paths.document) {
      page.variants = {
        param: 'path',
        values: {},
        missing: perLanguage((language) => [
          catalogues[language].document.notFound,
          describe(entry.path, language),
        ]),
      }
      const first = m.documents['zh-CN'].sections[0]?.pages[0]
      for (const docPath of content.index.documents) {
        page.variants.values[docPath] = perLanguage((language) => {
          const doc = m.documents[language].sections
            .flatMap((s) => s.pages)
            .find((p) => p.path === docPath)!
          return [doc.title, doc.description]
        })
      }
      // /document without ?path= shows the first page.
      if (first) page.meta = page.variants.values[first.path]!
    }
    pages.push(page)
  }
  return {
    defaultLanguage,
    pages,
    notFound: perLanguage((language) => [
      uiTitle(language, 'notFound', brand),
      catalogues[language].errors.notFoundText,
    ]),
  }
}
