// `npm run bench:web`: Lighthouse (performance only) against the real server, each route in the
// mobile and the desktop preset. Builds the front end if needed (npm start does), starts the
// server on a fresh data directory and a free port, signs a user up through the API (DEV_MODE's
// outbox) for the account pages, prints a table and stops the server. A benchmark: not in npm test.
// Chromium: CHROME_PATH, else Debian's /usr/bin/chromium (never a download).
// `--write` puts the run's table into docs/performance.md, between the bench:web markers.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import * as prettier from 'prettier'
import puppeteer, { type Browser } from 'puppeteer-core'
import { devApi, FIXED_CAPTCHA } from './dev-api.ts'
import { freePort, waitUntilAnswering } from './local-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

const allRoutes: { path: string; signedIn?: boolean }[] = [
  { path: '/' },
  { path: '/account/login' },
  { path: '/account/personal', signedIn: true },
  { path: '/account/data', signedIn: true },
  { path: '/commonProblem/search?q=打包' },
  { path: '/document' },
]
// BENCH_ROUTES=/,/document measures some of them.
const only = process.env.BENCH_ROUTES?.split(',')
const routes = only ? allRoutes.filter((route) => only.includes(route.path)) : allRoutes
// BENCH_REPORT_DIR=dir keeps each run's full Lighthouse report (JSON) there, for its diagnostics.
const reportDir = process.env.BENCH_REPORT_DIR
const presets = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',') as (
  'mobile' | 'desktop'
)[]
const write = process.argv.includes('--write')
// The docs keep one table of the current figures: a partial run would leave half of it stale.
if (write && (only || process.env.BENCH_PRESETS)) {
  throw new Error(
    '--write needs a full run: every route and both presets (unset BENCH_ROUTES and BENCH_PRESETS)',
  )
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-web-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
// Not NODE_ENV=development: `npm start` may build the front end, and that would be a dev build.
const { NODE_ENV: _nodeEnv, ...inherited } = process.env
// Its own process group, so that npm, tsx and the server all stop together.
const server = spawn('npm', ['start'], {
  cwd: root,
  detached: true,
  env: {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    DEV_MODE: '1',
    CAPTCHA_FIXED_ANSWER: FIXED_CAPTCHA,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stopServer = async () => {
  if (server.exitCode !== null || server.pid === undefined) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  process.kill(-server.pid, 'SIGTERM')
  await exited
}

/** One Lighthouse run of a route in a fresh tab; its report is kept when BENCH_REPORT_DIR is set. */
async function measure(
  session: { browser: Browser; token: string },
  preset: 'mobile' | 'desktop',
  route: (typeof routes)[number],
  url: string,
) {
  const page = await session.browser.newPage()
  // A first visit: no HTTP cache, no storage, except the session token where the page needs it.
  const cdp = await page.createCDPSession()
  await cdp.send('Network.clearBrowserCache')
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' })
  if (route.signedIn) {
    await page.goto(`${base}/robots.txt`)
    await page.evaluate((value) => localStorage.setItem('portal.token', value), session.token)
  }
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    },
    preset === 'desktop' ? desktopConfig : undefined,
    page as never,
  )
  await page.close()
  if (!result) throw new Error(`no Lighthouse result for ${url}`)
  const { lhr } = result
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    const name = `${preset}${route.path.replace(/[^\w]+/g, '-')}.json`
    writeFileSync(path.join(reportDir, name), JSON.stringify(lhr))
  }
  return lhr
}

interface Row {
  route: string
  preset: string
  score: number
  lcp: number
  tbt: number
  cls: number
  landed: string
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
const rows: Row[] = []
try {
  // `npm start` may build the front end first: that can take minutes.
  await waitUntilAnswering(`${base}/api/health`, server, { what: 'the server', timeoutMs: 360_000 })
  const token = await devApi(base).signUp(`bench-web.${Date.now().toString(36)}@example.com`)
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  const session = { browser, token }
  for (const preset of presets) {
    for (const route of routes) {
      const url = base + encodeURI(route.path)
      // Lighthouse now and then fails to record a page load (NO_NAVSTART: "Please run Lighthouse
      // again"): such a run is made again, up to twice; a page that fails three times is an error.
      let lhr = await measure(session, preset, route, url)
      for (let retry = 1; lhr.runtimeError && retry <= 2; retry += 1) {
        console.log(`${preset.padEnd(8)} ${route.path}: ${lhr.runtimeError.code}, measuring again`)
        lhr = await measure(session, preset, route, url)
      }
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
      const landed = decodeURI(new URL(lhr.finalDisplayedUrl).pathname)
      const row: Row = {
        route: route.path,
        preset,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        landed: landed === route.path.split('?')[0] ? '' : landed,
      }
      rows.push(row)
      console.log(
        `${preset.padEnd(8)} ${route.path.padEnd(30)} ${String(row.score).padStart(3)}  ` +
          `LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}` +
          (row.landed ? `  (ended at ${row.landed})` : ''),
      )
    }
  }
  await browser.disconnect()
} finally {
  chrome.kill()
  await stopServer()
  rmSync(dataDir, { recursive: true, force: true })
}

// Issue 28's targets: mobile ≥ 90 and desktop ≥ 98 on every route, CLS ≤ 0.02.
const target = { mobile: 90, desktop: 98, cls: 0.02 }
console.log(
  '\n| Route | Preset | Score | LCP | TBT | CLS |\n| --- | --- | ---: | ---: | ---: | ---: |',
)
for (const row of rows) {
  console.log(
    `| \`${row.route}\`${row.landed ? ` (→ \`${row.landed}\`)` : ''} | ${row.preset} | ${row.score} | ` +
      `${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} |`,
  )
}
const missed = rows.filter(
  (row) => row.score < target[row.preset as 'mobile'] || row.cls > target.cls,
)
console.log(
  `\nTargets: mobile ≥ ${target.mobile}, desktop ≥ ${target.desktop}, CLS ≤ ${target.cls}: ` +
    (missed.length ? `${missed.length} of ${rows.length} runs below` : 'all met'),
)

if (write) await writeDocsTable(rows)

/** Replaces the table between the bench:web markers of docs/performance.md with this run's. */
async function writeDocsTable(rows: Row[]) {
  const file = path.join(root, 'docs/performance.md')
  const start = '<!-- bench:web:start -->'
  const end = '<!-- bench:web:end -->'
  const text = readFileSync(file, 'utf8')
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${file} lacks the ${start} … ${end} markers`)
  const bold = (cell: string, below: boolean) => (below ? `**${cell}**` : cell)
  const lines = [
    '| Route | Mobile | Desktop | Mobile LCP | Mobile TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const route of routes) {
    const mobile = rows.find((row) => row.route === route.path && row.preset === 'mobile')!
    const desktop = rows.find((row) => row.route === route.path && row.preset === 'desktop')!
    const cls = Math.max(mobile.cls, desktop.cls)
    const landed = mobile.landed || desktop.landed
    lines.push(
      `| \`${route.path}\`${landed ? ` (→ \`${landed}\`)` : ''} | ` +
        `${bold(String(mobile.score), mobile.score < target.mobile)} | ` +
        `${bold(String(desktop.score), desktop.score < target.desktop)} | ` +
        `${(mobile.lcp / 1000).toFixed(2)} s | ${Math.round(mobile.tbt)} ms | ` +
        `${bold(cls.toFixed(3), cls > target.cls)} |`,
    )
  }
  const summary = missed.length
    ? `Below target: ${missed.map((row) => `${row.preset} \`${row.route}\``).join(', ')}.`
    : 'Every target met.'
  const table = `${start}\n\n${lines.join('\n')}\n\nOne run of \`npm run bench:web\`. ${summary}\n\n`
  const updated = text.slice(0, from) + table + text.slice(to)
  const options = await prettier.resolveConfig(file)
  writeFileSync(file, await prettier.format(updated, { ...options, filepath: file }))
  console.log(`Wrote the table in ${path.relative(root, file)}.`)
}
