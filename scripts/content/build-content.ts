// Reads content/, validates it against the content model (src/lib/content/schema.ts), checks every
// cross-reference (FAQ ids, internal links, speakers, categories, images, both languages), and
// resolves it into one tree per language for the browser. Every problem is reported with the file
// and the field; the Vite plugin (./vite-plugin.ts) stops the build when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import QRCode from 'qrcode'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { createPaths, type HelpCentre, type Paths } from '../../src/config/paths.ts'
import { createRouteTable, isPortalRoute, type RouteEntry } from '../../src/config/route-table.ts'
import { LANGUAGES, type Language, type Settings } from '../../src/config/settings.ts'
import {
  awardEditionSchema,
  conferenceSchema,
  contactSchema,
  devtoolSchema,
  documentFrontMatterSchema,
  documentSectionSchema,
  faqCategorySchema,
  flowSupportSchema,
  helpCentreSchema,
  homeSchema,
  opennessSchema,
  serviceProvidersSchema,
  showcaseSchema,
} from '../../src/lib/content/schema.ts'
import type { AwardEditionKey, ContentModules, Rendered } from '../../src/lib/content/types.ts'
import { renderMarkdown } from './markdown.ts'

export const AWARD_EDITIONS: AwardEditionKey[] = [
  'awardsAct',
  'awardsAct2',
  'awardsAct3',
  'awardsAct4',
]
export const HELP_CENTRES: HelpCentre[] = ['commonProblem', 'commonGameProblem']
const OPENNESS = ['intelligentCard', 'product', 'quickGame'] as const

export type Brand = Pick<Settings, 'brandSlug' | 'brandName'>

/** A file of the content tree after validation: its data, typed by its schema. */
interface Source<T> {
  file: string
  data: T
}

export interface ContentBuild {
  /** Section → language → data, as the browser gets it (`virtual:content/<section>`). */
  modules: { [S in keyof ContentModules]: Record<Language, ContentModules[S]> }
  /** Every file read (the dev server watches them). */
  files: string[]
  errors: string[]
  /** Ids the route manifest needs. */
  index: ContentIndex
}

export interface ContentIndex {
  faq: Record<HelpCentre, { categories: string[]; questions: string[] }>
  documents: string[]
  apps: string[]
}

/** An image file referenced by the content: the plugin turns the marker into an import. */
export const IMAGE_MARKER = '@@content-image@@'

export async function buildContent(root: string, brand: Brand): Promise<ContentBuild> {
  const errors: string[] = []
  const files: string[] = []
  const rel = (file: string) => path.relative(path.dirname(root), file).split(path.sep).join('/')
  const paths = createPaths(brand.brandSlug)

  function read<S extends z.ZodType>(file: string, schema: S): Source<z.output<S>> | undefined {
    files.push(file)
    if (!existsSync(file)) {
      errors.push(`${rel(file)}: the file is missing`)
      return undefined
    }
    let raw: unknown
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      errors.push(`${rel(file)}: not valid JSON (${(error as Error).message})`)
      return undefined
    }
    return check(file, raw, schema)
  }

  function check<S extends z.ZodType>(file: string, raw: unknown, schema: S) {
    const result = schema.safeParse(raw)
    if (result.success) return { file, data: result.data }
    for (const issue of result.error.issues) {
      errors.push(`${rel(file)}: ${fieldPath(issue.path) || '(file)'}: ${issue.message}`)
    }
    return undefined
  }

  const dir = (...parts: string[]) => path.join(root, ...parts)
  const jsonFiles = (folder: string) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
          .sort()
      : []

  // 1. Parse every file -------------------------------------------------------------------------
  const home = read(dir('home', 'home.json'), homeSchema)
  const awards = AWARD_EDITIONS.map((key) => ({
    key,
    source: read(dir('awards', `${key}.json`), awardEditionSchema),
  }))
  const conference = read(dir('conference', 'conference.json'), conferenceSchema)
  const help = HELP_CENTRES.map((centre) => ({
    centre,
    meta: read(dir('help', centre, '_centre.json'), helpCentreSchema),
    categories: jsonFiles(dir('help', centre)).map((name) => ({
      id: name.replace(/\.json$/, ''),
      source: read(dir('help', centre, name), faqCategorySchema),
    })),
  }))
  const openness = OPENNESS.map((product) => ({
    product,
    source: read(dir('openness', `${product}.json`), opennessSchema),
  }))
  const devtool = read(dir('devtool', 'devtool.json'), devtoolSchema)
  const providers = read(dir('service-providers', 'service-providers.json'), serviceProvidersSchema)
  const contact = read(dir('contact', 'contact.json'), contactSchema)
  const showcase = read(dir('showcase', 'showcase.json'), showcaseSchema)
  const flowSupport = read(dir('flow-support', 'flow-support.json'), flowSupportSchema)
  const documents = readDocuments(dir('documents'))

  // 2. Ids and cross-references -----------------------------------------------------------------
  const index: ContentIndex = {
    faq: {
      commonProblem: { categories: [], questions: [] },
      commonGameProblem: { categories: [], questions: [] },
    },
    documents: documents.flatMap((section) => section.pages.map((page) => page.path)),
    apps: showcase?.data.apps.map((app) => app.id) ?? [],
  }
  for (const { centre, categories } of help) {
    const seen = new Map<string, string>()
    index.faq[centre].categories = categories.map((c) => c.id)
    for (const { source } of categories) {
      source?.data.questions.forEach((question, i) => {
        const other = seen.get(question.id)
        if (other) {
          errors.push(
            `${rel(source.file)}: questions[${i}].id: "${question.id}" is already used in ${other}`,
          )
        }
        seen.set(question.id, rel(source.file))
      })
    }
    index.faq[centre].questions = [...seen.keys()]
    for (const { source } of categories) {
      source?.data.questions.forEach((question, i) => {
        question.related.forEach((relatedId, j) => {
          if (!seen.has(relatedId)) {
            errors.push(
              `${rel(source.file)}: questions[${i}].related[${j}]: unknown FAQ id "${relatedId}" in ${centre}`,
            )
          }
          if (relatedId === question.id) {
            errors.push(
              `${rel(source.file)}: questions[${i}].related[${j}]: a question cannot be related to itself`,
            )
          }
        })
      })
    }
  }
  awards.forEach(({ key, source }, i) => {
    if (source && source.data.edition !== i + 1) {
      errors.push(
        `${rel(source.file)}: edition: ${key} is edition ${i + 1}, not ${source.data.edition}`,
      )
    }
  })
  if (conference) {
    const speakers = new Set(conference.data.current.speakers.map((s) => s.id))
    conference.data.current.agenda.forEach((item, i) => {
      item.speakers.forEach((speaker, j) => {
        if (!speakers.has(speaker)) {
          errors.push(
            `${rel(conference.file)}: current.agenda[${i}].speakers[${j}]: unknown speaker "${speaker}"`,
          )
        }
      })
    })
  }
  if (providers) {
    const categories = new Set(providers.data.categories.map((c) => c.id))
    providers.data.providers.forEach((provider, i) => {
      provider.categories.forEach((category, j) => {
        if (!categories.has(category)) {
          errors.push(
            `${rel(providers.file)}: providers[${i}].categories[${j}]: unknown category "${category}"`,
          )
        }
      })
    })
  }
  if (showcase) {
    const categories = new Set(showcase.data.categories.map((c) => c.id))
    showcase.data.apps.forEach((app, i) => {
      if (!categories.has(app.category)) {
        errors.push(
          `${rel(showcase.file)}: apps[${i}].category: unknown category "${app.category}"`,
        )
      }
    })
  }

  // 3. Resolve per language ---------------------------------------------------------------------
  const links = linkChecker(paths, createRouteTable(brand.brandSlug), index, documents)
  const resolver = (file: string | undefined, language: Language) =>
    createResolver({ file: file ? rel(file) : '', language, brand, errors, links, root })

  const modules = {} as ContentBuild['modules']
  const perLanguage = <T>(build: (language: Language) => T) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, build(language)])) as Record<
      Language,
      T
    >

  const edition4 = awards.at(-1)?.source
  modules.home = perLanguage((language) => {
    const data = resolver(home?.file, language)(home?.data, '') as ContentModules['home']
    const award =
      edition4 && (resolver(edition4.file, language)(edition4.data, '') as Record<string, never>)
    const current =
      conference &&
      (resolver(conference.file, language)(conference.data.current, 'current') as Record<
        string,
        never
      >)
    return {
      ...data,
      award: {
        key: 'awardsAct4',
        edition: edition4?.data.edition ?? 4,
        theme: award?.theme ?? '',
        summary: award?.summary ?? '',
        opens: edition4?.data.registration.opens ?? '',
        closes: edition4?.data.registration.closes ?? '',
      },
      conference: {
        name: current?.name ?? '',
        theme: current?.theme ?? '',
        date: conference?.data.current.date ?? '',
        venue: (current?.venue as unknown as { name: string } | undefined)?.name ?? '',
      },
    }
  })
  modules.awards = perLanguage((language) => ({
    editions: awards.flatMap(({ key, source }) =>
      source ? [{ key, ...(resolver(source.file, language)(source.data, '') as object) }] : [],
    ),
  })) as ContentBuild['modules']['awards']
  modules.conference = perLanguage((language) =>
    resolver(conference?.file, language)(conference?.data, ''),
  ) as ContentBuild['modules']['conference']
  modules.help = perLanguage((language) =>
    Object.fromEntries(
      help.map(({ centre, meta, categories }) => [
        centre,
        {
          ...(resolver(meta?.file, language)(meta?.data, '') as object),
          categories: categories
            .flatMap(({ id, source }) => (source ? [{ id, source }] : []))
            .sort((a, b) => a.source.data.order - b.source.data.order || a.id.localeCompare(b.id))
            .map(({ id, source }) => {
              const data = resolver(source.file, language)(source.data, '') as {
                title: string
                description: string
                questions: object[]
              }
              return {
                id,
                title: data.title,
                description: data.description,
                questions: data.questions.map((q) => ({ ...q, categoryId: id })),
              }
            }),
        },
      ]),
    ),
  ) as ContentBuild['modules']['help']
  modules.openness = perLanguage((language) =>
    Object.fromEntries(
      openness.map(({ product, source }) => [
        product,
        resolver(source?.file, language)(source?.data, ''),
      ]),
    ),
  ) as ContentBuild['modules']['openness']
  modules.devtool = perLanguage((language) =>
    resolver(devtool?.file, language)(devtool?.data, ''),
  ) as ContentBuild['modules']['devtool']
  modules['service-providers'] = perLanguage((language) =>
    resolver(providers?.file, language)(providers?.data, ''),
  ) as ContentBuild['modules']['service-providers']
  modules.contact = perLanguage((language) =>
    resolver(contact?.file, language)(contact?.data, ''),
  ) as ContentBuild['modules']['contact']
  modules['flow-support'] = perLanguage((language) =>
    resolver(flowSupport?.file, language)(flowSupport?.data, ''),
  ) as ContentBuild['modules']['flow-support']
  modules.documents = perLanguage((language) => ({
    sections: documents.map((section) => ({
      id: section.id,
      title: section.title[language],
      pages: section.pages.map((page) => {
        const source = page.languages[language]
        const resolve = resolver(source.file, language)
        return {
          path: page.path,
          title: resolve(source.title, 'title') as string,
          description: resolve(source.description, 'description') as string,
          body: resolve({ 'zh-CN': source.body, en: source.body }, 'body', 'body') as Rendered,
        }
      }),
    })),
  }))

  const qrCodes = new Map<string, string>()
  for (const app of showcase?.data.apps ?? []) {
    const svg = await QRCode.toString(`hap://app/${app.package}`, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    })
    qrCodes.set(app.id, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
  }
  modules.showcase = perLanguage((language) => {
    const data = resolver(showcase?.file, language)(showcase?.data, '') as Omit<
      ContentModules['showcase'],
      'apps'
    > & {
      apps: (Omit<ContentModules['showcase']['apps'][number], 'qrCode' | 'deepLink'> & {
        package: string
      })[]
    }
    return {
      ...data,
      apps: (data.apps ?? []).map((app) => ({
        ...app,
        deepLink: `hap://app/${app.package}`,
        qrCode: qrCodes.get(app.id) ?? '',
      })),
    }
  })

  // A link field that is not per language is checked once per language: report it once.
  return { modules, files, errors: [...new Set(errors)], index }

  // Documents: content/documents/<section>/_section.json and <page>.<language>.md --------------
  function readDocuments(folder: string) {
    if (!existsSync(folder)) {
      errors.push(`${rel(folder)}: the folder is missing`)
      return []
    }
    const sections = readdirSync(folder)
      .filter((name) => statSync(path.join(folder, name)).isDirectory())
      .flatMap((id) => {
        const meta = read(path.join(folder, id, '_section.json'), documentSectionSchema)
        if (!meta) return []
        const names = readdirSync(path.join(folder, id)).filter((name) => name.endsWith('.md'))
        const pageIds = [
          ...new Set(names.map((name) => name.replace(/\.(zh-CN|en)\.md$/, ''))),
        ].sort()
        const pages = pageIds.flatMap((pageId) => {
          const languages = {} as Record<
            Language,
            { file: string; title: string; description: string; order: number; body: string }
          >
          let complete = true
          for (const language of LANGUAGES) {
            const file = path.join(folder, id, `${pageId}.${language}.md`)
            files.push(file)
            if (!existsSync(file)) {
              errors.push(`${rel(file)}: missing: every document needs a zh-CN and an en file`)
              complete = false
              continue
            }
            const { frontMatter, body, problem } = splitFrontMatter(readFileSync(file, 'utf8'))
            if (problem) {
              errors.push(`${rel(file)}: front matter: ${problem}`)
              complete = false
              continue
            }
            const checked = check(file, frontMatter, documentFrontMatterSchema)
            if (!checked) {
              complete = false
              continue
            }
            if (!body.trim()) {
              errors.push(`${rel(file)}: body: the page is empty`)
              complete = false
              continue
            }
            languages[language] = { file, body, ...checked.data }
          }
          if (!/^[a-z0-9][a-z0-9-]*$/.test(pageId)) {
            errors.push(
              `${rel(path.join(folder, id, pageId))}: file name: use lower-case letters, digits and "-"`,
            )
          }
          return complete
            ? [{ path: `${id}/${pageId}`, order: languages['zh-CN'].order, languages }]
            : []
        })
        pages.sort((a, b) => a.order - b.order || a.path.localeCompare(b.path))
        return [{ id, order: meta.data.order, title: meta.data.title, pages }]
      })
    sections.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    return sections
  }
}

function splitFrontMatter(source: string): {
  frontMatter: unknown
  body: string
  problem?: string
} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match)
    return { frontMatter: undefined, body: '', problem: 'the file must start with a --- block' }
  try {
    return { frontMatter: parseYaml(match[1] ?? ''), body: match[2] ?? '' }
  } catch (error) {
    return { frontMatter: undefined, body: '', problem: (error as Error).message }
  }
}

export function fieldPath(parts: readonly PropertyKey[]): string {
  return parts
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
    )
    .join('')
}

// Links ------------------------------------------------------------------------------------------

type LinkCheck = (href: string) => string | undefined

/**
 * What an internal link may point at: a developer page (not the staff console's), and for pages
 * with an id, an id that exists.
 */
function linkChecker(
  paths: Paths,
  table: RouteEntry[],
  index: ContentIndex,
  documents: { pages: { path: string }[] }[],
): LinkCheck {
  const pages = new Set(
    table
      .filter(isPortalRoute)
      .map((entry) => entry.path)
      .filter((p) => !p.includes(':')),
  )
  for (const centre of HELP_CENTRES) {
    for (const category of index.faq[centre].categories) pages.add(paths.help.faq(centre, category))
  }
  const documentPaths = new Set(
    documents.flatMap((section) => section.pages.map((page) => page.path)),
  )
  return (href) => {
    if (/^(https:\/\/|mailto:|tel:)/.test(href)) return undefined
    if (href.startsWith('#')) return undefined
    if (!href.startsWith('/') || href.startsWith('//'))
      return 'use a path starting with "/" or an https URL'
    const url = new URL(href, 'http://portal.invalid')
    if (!pages.has(url.pathname)) return 'no page has this path'
    const id = url.searchParams.get('id')
    for (const centre of HELP_CENTRES) {
      if (
        url.pathname === `${paths.help.home(centre)}/faqInfo` &&
        (!id || !index.faq[centre].questions.includes(id))
      ) {
        return `unknown FAQ id "${id ?? ''}" in ${centre}`
      }
    }
    if (url.pathname === paths.showcaseDetail && (!id || !index.apps.includes(id))) {
      return `unknown app id "${id ?? ''}"`
    }
    const docPath = url.searchParams.get('path')
    if (url.pathname === paths.document && docPath !== null && !documentPaths.has(docPath)) {
      return `no document "${docPath}"`
    }
    return undefined
  }
}

// Resolving one file in one language -------------------------------------------------------------

interface ResolverOptions {
  file: string
  language: Language
  brand: Brand
  errors: string[]
  links: LinkCheck
  root: string
}

function createResolver({ file, language, brand, errors, links, root }: ResolverOptions) {
  const fill = (value: string) =>
    value.replaceAll('{product}', brand.brandName[language]).replaceAll('{slug}', brand.brandSlug)
  const checkLink = (href: string, field: string) => {
    const problem = links(href)
    if (problem) errors.push(`${file}: ${field}: broken link "${href}": ${problem}`)
  }

  function resolve(value: unknown, field: string, key = ''): unknown {
    if (Array.isArray(value)) return value.map((item, i) => resolve(item, `${field}[${i}]`))
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if ('zh-CN' in record && 'en' in record) {
        const text = fill(String(record[language]))
        const here = `${field}.${language}`
        if (key === 'body') return renderMarkdown(text, (href) => checkLink(href, here))
        return text
      }
      if (key === 'icon' || (typeof record.src === 'string' && 'alt' in record)) {
        const src = path.resolve(
          path.dirname(path.join(path.dirname(root), file)),
          String(record.src),
        )
        if (!existsSync(src)) errors.push(`${file}: ${field}.src: no file ${String(record.src)}`)
        return { src: `${IMAGE_MARKER}${src}`, alt: resolve(record.alt, `${field}.alt`) }
      }
      return Object.fromEntries(
        Object.entries(record).map(([k, v]) => [k, resolve(v, field ? `${field}.${k}` : k, k)]),
      )
    }
    if (typeof value === 'string') {
      const text = fill(value)
      if (key === 'href' || key === 'website') checkLink(text, field)
      return text
    }
    return value
  }
  return resolve
}
