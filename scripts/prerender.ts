// `npm run build`'s last step (docs/rendering.md): every page of the portal rendered to HTML in
// each language, with the server bundle `vite build --ssr` made (dist-ssr/entry-server.js), into
// dist/prerendered/ with a .br and a .gz of each, and an index the server answers from
// (server/lib/page-directory.ts). The pages are the route manifest's (dist/route-meta.json), each
// item of a page that shows one (`faqInfo?id=`, `document?path=`, the showcase's `?id=`) included.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import {
  PageDirectory,
  PRERENDERED_DIR,
  pageKey,
  withRenderedRoot,
  type PrerenderedIndex,
} from '../server/lib/page-directory.ts'
import { LANGUAGES, type Language } from '../rules/language-choice.ts'

// React's production build, as the browser's: set before React is first imported (below).
process.env.NODE_ENV = 'production'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
const out = path.join(dist, PRERENDERED_DIR)
const entry = path.join(root, 'dist-ssr', 'entry-server.js')

/** What src/entry-server.tsx exports (typed here: this project's Node code never imports src/). */
interface Renderer {
  renderPage(
    address: string,
    language: Language,
  ): Promise<{
    status: number
    html: string
    styles: string
    hydrationData: unknown
    day: string
    errors: string[]
  }>
}
const { renderPage } = (await import(pathToFileURL(entry).href)) as Renderer

const directory = PageDirectory.load(dist, { prerendered: false })
if (!directory) {
  console.error('[prerender] dist/route-meta.json is missing: run `vite build` first')
  process.exit(1)
}

const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)
/** The compressed siblings @fastify/static serves (preCompressed), as for the build's files. */
async function writeCompressed(file: string, html: string) {
  const bytes = Buffer.from(html)
  const [br, gz] = await Promise.all([
    compressBrotli(bytes, {
      params: {
        // 10, not 11: about 3 % larger, in half the time (hundreds of pages per build).
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    compressGzip(bytes, { level: 9 }),
  ])
  writeFileSync(file, bytes)
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gz)
}

rmSync(out, { recursive: true, force: true })
const index: PrerenderedIndex = { 'zh-CN': {}, en: {} }
const failures: string[] = []
const writes: Promise<void>[] = []
let count = 0
const started = performance.now()

// One page at a time: the catalogue's active language is the renderer's (src/entry-server.tsx).
for (const language of LANGUAGES) {
  mkdirSync(path.join(out, language), { recursive: true })
  for (const { path: pagePath, variant } of directory.addresses()) {
    const query = new URLSearchParams(variant ? { [variant.param]: variant.value } : {})
    const address = query.size > 0 ? `${pagePath}?${query}` : pagePath
    const page = await renderPage(address, language)
    if (page.errors.length > 0) {
      failures.push(`${address} (${language}): ${page.errors.join('; ')}`)
      continue
    }
    // A redirect or an error is left to the browser, as before.
    if (page.status !== 200) continue
    query.set('lang', language)
    const shell = directory.answer(pagePath, query)
    if (!('html' in shell)) throw new Error(`${address}: no page shell`)
    const file = `${PRERENDERED_DIR}/${language}/${++count}.html`
    index[language][pageKey(pagePath, variant)] = file
    writes.push(
      writeCompressed(
        path.join(dist, file),
        withRenderedRoot(shell.html, {
          html: page.html,
          styles: page.styles,
          // What src/main.tsx reads before hydrating.
          data: { router: page.hydrationData, day: page.day },
        }),
      ),
    )
  }
}
await Promise.all(writes)

if (failures.length > 0) {
  console.error(
    `[prerender] ${failures.length} pages failed to render:\n  ${failures.join('\n  ')}`,
  )
  process.exit(1)
}
writeFileSync(path.join(out, 'index.json'), `${JSON.stringify(index)}\n`)
console.log(
  `[prerender] ${count} pages (${LANGUAGES.join(', ')}) in ${((performance.now() - started) / 1000).toFixed(1)} s → dist/${PRERENDERED_DIR}/`,
)
