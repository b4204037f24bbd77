// The pages the built front end has, read from dist/route-meta.json (written by the build from the
// route table and content/): which paths exist, and each page's <title>, meta description and
// language, so that the HTML says the right thing before any script runs. The pages rendered to
// HTML at build time (dist/prerendered/, scripts/prerender.ts) are answered with that HTML.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  isLanguage,
  LANGUAGES,
  type Language,
} from '../../rules/language-choice.ts'
import { HYDRATION_DATA_ID } from '../../rules/rendered-page.ts'

interface PageMeta {
  title: string
  description: string
}
type Localized = Record<Language, PageMeta>

interface RouteMetaPage {
  path: string
  hidden?: boolean
  /** index.html only, never rendered at build time; `:name` segments match one segment. */
  shell?: boolean
  meta: Localized
  variants?: { param: string; values: Record<string, Localized>; missing?: Localized }
}

interface RouteMeta {
  defaultLanguage: Language
  pages: RouteMetaPage[]
  notFound: Localized
}

export type PageAnswer =
  | { status: 200 | 404; html: string }
  /** A page rendered at build time: a file of the build (with its .br and .gz). */
  | { status: 200; file: string }

/** Where the build writes the rendered pages, under the build's folder. */
export const PRERENDERED_DIR = 'prerendered'
/** prerendered/index.json: for each language, a page's key (pageKey) → its file. */
export type PrerenderedIndex = Record<Language, Record<string, string>>

/** What a page rendered on the server adds to index.html (src/entry-server.tsx). */
export interface RenderedRoot {
  /** What goes inside #root. */
  html: string
  /** <style> elements for the head: the page's critical CSS. */
  styles: string
  /** The router's state, which the browser starts from (src/main.tsx reads it by this id). */
  data: unknown
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** Paths compare as react-router matches them: case-insensitive, a trailing slash ignored. */
const normalise = (pathname: string) => {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // Broken percent-encoding: compare as sent (it then matches no page).
  }
  return (decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded).toLowerCase()
}

/**
 * A rendered page's key: its path as pages are matched, and for a page showing one item the query
 * value that names the item (`/commonproblem/faqinfo?id=build-rpk`).
 */
export function pageKey(pathname: string, variant?: { param: string; value: string }): string {
  const key = normalise(pathname)
  return variant ? `${key}?${variant.param}=${variant.value}` : key
}

/**
 * index.html with a rendered page in #root, its styles in the head and the router's state as
 * JSON (not a script that runs: the CSP allows no inline script). `<` is escaped in the JSON, so
 * no string in it can close the element.
 */
export function withRenderedRoot(document: string, root: RenderedRoot): string {
  const data = JSON.stringify(root.data).replace(/</g, '\\u003c')
  return document
    .replace('</head>', () => `${root.styles}\n  </head>`)
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root">${root.html}</div>\n    <script type="application/json" id="${HYDRATION_DATA_ID}">${data}</script>`,
    )
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

export class PageDirectory {
  private readonly pages = new Map<string, RouteMetaPage>()
  /** Pages whose path has `:name` segments (the staff console's record page). */
  private readonly patterns: { match: RegExp; page: RouteMetaPage }[] = []

  private readonly template: string
  private readonly meta: RouteMeta
  private readonly prerendered: PrerenderedIndex | undefined

  private constructor(template: string, meta: RouteMeta, prerendered?: PrerenderedIndex) {
    this.template = template
    this.meta = meta
    this.prerendered = prerendered
    for (const page of meta.pages) {
      if (!page.path.includes('/:')) this.pages.set(normalise(page.path), page)
      else {
        const segments = normalise(page.path)
          .split('/')
          .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        this.patterns.push({ match: new RegExp(`^${segments.join('/')}$`), page })
      }
    }
  }

  /**
   * The directory of a build, or undefined for a build without route-meta.json. Rendered pages
   * are used when the build has them and `prerendered` is not false.
   */
  static load(dir: string, { prerendered = true } = {}): PageDirectory | undefined {
    const file = path.join(dir, 'route-meta.json')
    if (!existsSync(file)) return undefined
    const meta = JSON.parse(readFileSync(file, 'utf8')) as RouteMeta
    const index = path.join(dir, PRERENDERED_DIR, 'index.json')
    return new PageDirectory(
      readFileSync(path.join(dir, 'index.html'), 'utf8'),
      meta,
      prerendered && existsSync(index)
        ? (JSON.parse(readFileSync(index, 'utf8')) as PrerenderedIndex)
        : undefined,
    )
  }

  /** Every page's address, and for a page showing one item each item's: what the build renders. */
  addresses(): { path: string; variant?: { param: string; value: string } }[] {
    return this.meta.pages
      .filter((page) => !page.shell)
      .flatMap((page) => [
        { path: page.path },
        ...Object.keys(page.variants?.values ?? {}).map((value) => ({
          path: page.path,
          variant: { param: page.variants!.param, value },
        })),
      ])
  }

  /** `?lang=` first, then the visitor's remembered choice, then the portal's default. */
  language(query: URLSearchParams, cookieHeader: string | undefined): Language {
    const asked = query.get(LANGUAGE_PARAM)
    if (isLanguage(asked)) return asked
    const remembered = cookieValue(cookieHeader, LANGUAGE_COOKIE)
    return isLanguage(remembered) ? remembered : this.meta.defaultLanguage
  }

  /** index.html with this page's head, 200 for a page of the portal and 404 for anything else. */
  answer(pathname: string, query: URLSearchParams, cookieHeader?: string): PageAnswer {
    const language = this.language(query, cookieHeader)
    const key = normalise(pathname)
    const page = this.pages.get(key) ?? this.patterns.find(({ match }) => match.test(key))?.page
    if (!page)
      return { status: 404, html: this.render(this.meta.notFound[language], language, pathname) }
    // A page showing one item: that item's head; an unknown item: the page's "not found" head.
    const value = page.variants ? query.get(page.variants.param) : null
    const rendered = this.renderedFile(pathname, page, query, language, value)
    if (rendered) return { status: 200, file: rendered }
    const meta =
      value === null || !page.variants
        ? page.meta
        : (page.variants.values[value] ?? page.variants.missing ?? page.meta)
    const item =
      value === null || !page.variants ? undefined : { param: page.variants.param, value }
    return { status: 200, html: this.render(meta[language], language, pathname, item) }
  }

  /**
   * The page rendered at build time for this address, if there is one: the build rendered each
   * page without a query and each item of a page that shows one; any other query (a search, a
   * login's `redirect`) may change what the page shows, and gets index.html, rendered in the
   * browser as before.
   */
  private renderedFile(
    pathname: string,
    page: RouteMetaPage,
    query: URLSearchParams,
    language: Language,
    value: string | null,
  ): string | undefined {
    if (!this.prerendered) return undefined
    for (const name of query.keys()) {
      if (name !== LANGUAGE_PARAM && name !== page.variants?.param) return undefined
    }
    const variant =
      value === null || !page.variants ? undefined : { param: page.variants.param, value }
    return this.prerendered[language]?.[pageKey(pathname, variant)]
  }

  /** index.html with the head of a page (of the item it shows, with the item's alternates). */
  private render(
    meta: PageMeta,
    language: Language,
    pathname: string,
    item?: { param: string; value: string },
  ): string {
    const query = item ? `${item.param}=${encodeURIComponent(item.value)}&` : ''
    const alternates = LANGUAGES.map(
      (lang) =>
        `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(`${pathname}?${query}${LANGUAGE_PARAM}=${lang}`)}" />`,
    ).join('\n    ')
    const head = `<title>${escapeHtml(meta.title)}</title>\n    <meta name="description" content="${escapeHtml(meta.description)}" />\n    ${alternates}`
    return this.template
      .replace(/<html\b[^>]*>/i, `<html lang="${language}">`)
      .replace(/<title>[\s\S]*?<\/title>/i, head)
  }

  /** Every public page, in each language, for search engines. */
  sitemap(origin: string): string {
    const urls: string[] = []
    for (const page of this.meta.pages) {
      if (page.hidden) continue
      const targets = page.variants
        ? [
            page.path,
            ...Object.keys(page.variants.values).map(
              (value) => `${page.path}?${page.variants!.param}=${encodeURIComponent(value)}`,
            ),
          ]
        : [page.path]
      for (const target of targets) {
        for (const lang of LANGUAGES) {
          const url = `${origin}${target}${target.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${lang}`
          urls.push(`  <url><loc>${escapeHtml(url)}</loc></url>`)
        }
      }
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  }

  robots(origin: string): string {
    const hidden = this.meta.pages
      .filter((page) => page.hidden && !page.path.includes('/:'))
      .map((page) => page.path)
    const disallow = ['/api/', '/dev/', ...hidden].map((p) => `Disallow: ${p}`).join('\n')
    return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${origin}/sitemap.xml\n`
  }
}
