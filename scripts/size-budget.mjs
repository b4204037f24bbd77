#!/usr/bin/env node
// `npm run size`: build, then for each budgeted route sum the gzipped JavaScript and CSS it loads
// before it is interactive — the entry chunk and its static imports, the active language's messages
// (the larger language), plus the route's lazy page chunk and its static imports — read from Vite's
// manifest. Fails above the JavaScript budget, when the entry needs more files than
// FIRST_WAVE_FILES before anything runs, or when a developer page loads the staff console's code.
//
//   SIZE_SKIP_BUILD=1   reuse dist/ (it must have been built with the manifest)
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { accessModules, layoutModules, routeTable } from '../src/config/route-table.ts'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
const BUDGET_JS_KB = 210
/**
 * The staff console's pages: a few reviewers on desktops and tablets, signed in for hours, not the
 * public's first visit; what the portal's budget protects is that none of this reaches a developer
 * page (STAFF_MARKERS below).
 */
const STAFF_BUDGET_JS_KB = 240
/**
 * The files every page fetches before any of its code runs: the entry, the libraries' chunk and
 * the stylesheet (vite.config.ts, `codeSplitting`). A browser fetches six at a time from one
 * server over HTTP/1.1, so each further six cost a phone another round trip before the first render.
 */
const FIRST_WAVE_FILES = 3

/** The routes measured: pages of the route table (src/config/route-table.ts). */
const BUDGETED = [
  '/',
  '/account/login',
  '/account/personal',
  '/account/data',
  '/account/personal/security',
  '/commonProblem/search',
  '/document',
  // The open platform's list and its heaviest page, an app's own (versions, information, images).
  '/account/apps',
  '/account/apps/info',
  // The staff console's sign-in and queue, and the review of app versions (their queue and the
  // heaviest page, a version's review).
  '/staff/login',
  '/staff',
  '/staff/apps',
  '/staff/apps/versions/:id',
  // A vendor's operators: their queue and its heaviest page, a distribution (the version's
  // sections, images and the actions on it).
  '/staff/vendor',
  '/staff/vendor/distributions/:id',
]

/** @param {string} module a table's `@/…` module, as Vite's manifest names it */
const manifestKey = (module) => `src/${module.replace(/^@\//, '')}.tsx`

/**
 * Route → the lazy modules it loads, as the router builds them from the table (src/app/router.tsx):
 * its layout's and its access check's when those are lazy (the staff console's), then its own.
 * @type {Record<string, string[]>}
 */
const routes = {}
/** @type {Set<string>} */
const staffRoutes = new Set()
for (const route of BUDGETED) {
  const entry = routeTable.find((e) => e.path === route)
  if (!entry) {
    console.error(`[size] ${route} is not a page of the route table`)
    process.exit(1)
  }
  routes[route] = [layoutModules[entry.layout], accessModules[entry.access], entry].flatMap(
    (part) => (part ? [manifestKey(part.module)] : []),
  )
  if (entry.layout === 'staff') staffRoutes.add(route)
}

/**
 * Texts only the staff console's code holds: a developer page whose files contain one loads the
 * console's code (issue 31: never in the developer pages' first load).
 */
const STAFF_MARKERS = ['/api/staff/me', '/api/staff/login']
/** @param {string} route */
const isStaffRoute = (route) => staffRoutes.has(route)

/**
 * The messages of the active language, loaded before the first render (src/main.tsx): each route
 * is counted with the larger of the two languages.
 */
const languages = ['src/locales/zh-CN.ts', 'src/locales/en.ts']

if (process.env.SIZE_SKIP_BUILD !== '1') {
  // The whole build, pages rendered to HTML included: `npm start` (the end-to-end tests after this
  // in `npm test`) then finds it up to date instead of building again. Its file list is left out.
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) {
    console.error('[size] npm run build failed: run it for its whole output')
    process.exit(build.status ?? 1)
  }
}

const manifestPath = path.join(dist, '.vite', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.error(`[size] ${path.relative(root, manifestPath)} is missing: build with build.manifest`)
  process.exit(1)
}
/** @type {Record<string, { file: string, imports?: string[], css?: string[], isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
if (!entryKey) {
  console.error('[size] no entry in the manifest')
  process.exit(1)
}

/**
 * Every file a chunk needs before it runs: itself, its CSS and its static imports, recursively.
 * @param {string} key
 * @param {Set<string>} [files]
 * @returns {Set<string>}
 */
function closure(key, files = new Set()) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) closure(imported, files)
  return files
}

/** @type {Map<string, number>} */
const gzipped = new Map()
/** @param {string} file */
const gzipSize = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length)
  return /** @type {number} */ (gzipped.get(file))
}
/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1)

let failed = false
const firstWave = closure(entryKey)
if (firstWave.size > FIRST_WAVE_FILES) {
  console.error(
    `[size] the entry needs ${firstWave.size} files before it runs (budget ${FIRST_WAVE_FILES}): ${[...firstWave].join(', ')}`,
  )
  failed = true
} else console.log(`first wave: ${firstWave.size} files (budget ${FIRST_WAVE_FILES})`)
console.log(
  `route                 JS (gzip)    CSS (gzip)   files   budget ${BUDGET_JS_KB} KB JS (staff ${STAFF_BUDGET_JS_KB})`,
)
for (const [route, modules] of Object.entries(routes)) {
  const missing = modules.filter((module) => !manifest[module])
  if (missing.length > 0) {
    console.error(`[size] ${missing.join(', ')} (${route}) is not a chunk in the manifest`)
    failed = true
    continue
  }
  let js = 0
  let css = 0
  let files = new Set()
  for (const language of languages) {
    if (!manifest[language]) {
      console.error(`[size] ${language} is not a chunk in the manifest`)
      failed = true
      continue
    }
    const withLanguage = closure(language, new Set(firstWave))
    for (const module of modules) closure(module, withLanguage)
    let languageJs = 0
    let languageCss = 0
    for (const file of withLanguage) {
      if (file.endsWith('.js')) languageJs += gzipSize(file)
      else if (file.endsWith('.css')) languageCss += gzipSize(file)
    }
    if (languageJs >= js) {
      js = languageJs
      css = languageCss
      files = withLanguage
    }
  }
  const over = js / 1024 > (isStaffRoute(route) ? STAFF_BUDGET_JS_KB : BUDGET_JS_KB)
  failed ||= over
  if (!isStaffRoute(route)) {
    const staffFiles = [...files].filter((file) =>
      STAFF_MARKERS.some((marker) => readFileSync(path.join(dist, file), 'utf8').includes(marker)),
    )
    if (staffFiles.length > 0) {
      console.error(`[size] ${route} loads the staff console's code: ${staffFiles.join(', ')}`)
      failed = true
    }
  }
  console.log(
    `${route.padEnd(20)}  ${`${kb(js)} KB`.padStart(10)}  ${`${kb(css)} KB`.padStart(11)}  ${String(files.size).padStart(6)}   ${over ? 'OVER BUDGET' : 'ok'}`,
  )
}
process.exit(failed ? 1 : 0)
