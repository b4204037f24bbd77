// `npm run bench:web`: Lighthouse (performance only) against the real server, each route in the
// mobile and the desktop preset. Builds the front end if needed (npm start does), starts the
// server on a fresh data directory and a free port, signs a user up through the API (DEV_MODE's
// outbox) for the account pages, prints a table and stops the server. A benchmark: not in npm test.
// A reference page (bench/reference/: React and Chakra's defaultSystem, a heading, a paragraph and
// a button) is built and served the same way and measured between the routes, in the same
// browser: the routes' main-thread figures are judged as ratios to its, so that the machine's
// speed and load divide out.
// Chromium: CHROME_PATH, else Debian's /usr/bin/chromium (never a download).
// `--write` puts the run's table into docs/performance.md, between the bench:web markers.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import * as prettier from 'prettier'
import puppeteer, { type Browser } from 'puppeteer-core'
import { buildReference, serveReference } from './bench-reference.ts'
import { devApi, FIXED_CAPTCHA } from './dev-api.ts'
import { freePort, waitUntilAnswering } from './local-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const mean = (a: number, b: number) => (a + b) / 2

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
// BENCH_ROUNDS=3 measures every route three times (each time between two runs of the reference)
// and reports the median of each figure: one run's script time moves by 10-25% from run to run.
const rounds = Number(process.env.BENCH_ROUNDS ?? '1')
if (!Number.isInteger(rounds) || rounds < 1) {
  throw new Error(
    `BENCH_ROUNDS must be a whole number of runs, 1 or more (not ${process.env.BENCH_ROUNDS})`,
  )
}
const write = process.argv.includes('--write')
// The docs keep one table of the current figures: a partial run would leave half of it stale.
if (write && (only || process.env.BENCH_PRESETS)) {
  throw new Error(
    '--write needs a full run: every route and both presets (unset BENCH_ROUTES and BENCH_PRESETS)',
  )
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-web-'))
const referenceDir = path.join(dataDir, 'reference')
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

/**
 * One Lighthouse run of a page in a fresh tab; its report is kept when BENCH_REPORT_DIR is set.
 * `name` names the report file (`reference-1` for the reference page's runs).
 */
async function measure(
  session: { browser: Browser; token: string },
  preset: 'mobile' | 'desktop',
  page: { name: string; signedIn?: boolean },
  url: string,
) {
  const { origin } = new URL(url)
  const tab = await session.browser.newPage()
  // A first visit: no HTTP cache, no storage, except the session token where the page needs it.
  const cdp = await tab.createCDPSession()
  await cdp.send('Network.clearBrowserCache')
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
  if (page.signedIn) {
    await tab.goto(`${origin}/robots.txt`)
    await tab.evaluate((value) => localStorage.setItem('portal.token', value), session.token)
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
    tab as never,
  )
  await tab.close()
  if (!result) throw new Error(`no Lighthouse result for ${url}`)
  const { lhr } = result
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    writeFileSync(path.join(reportDir, `${preset}-${page.name}.json`), JSON.stringify(lhr))
  }
  return lhr
}

/** Lighthouse's runs of a page, made again up to twice when it fails to record the page load. */
async function measureOnce(
  session: { browser: Browser; token: string },
  preset: 'mobile' | 'desktop',
  page: { name: string; signedIn?: boolean },
  url: string,
) {
  // Lighthouse now and then fails to record a page load (NO_NAVSTART: "Please run Lighthouse
  // again"): such a run is made again, up to twice; a page that fails three times is an error.
  let lhr = await measure(session, preset, page, url)
  for (let retry = 1; lhr.runtimeError && retry <= 2; retry += 1) {
    console.log(`${preset.padEnd(8)} ${page.name}: ${lhr.runtimeError.code}, measuring again`)
    lhr = await measure(session, preset, page, url)
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  return figures(lhr)
}

/** What one run says about a page. Times at the preset's CPU: 4× slower than the machine on mobile. */
interface Figures {
  score: number
  lcp: number
  tbt: number
  cls: number
  /** Lighthouse's bootup-time: the scripts' evaluation, parse and compile time, in ms. */
  script: number
  /** The longest main-thread task that starts after the first contentful paint, in ms (0: none over 50). */
  longestTask: number
  /** The path the page ended at. */
  landed: string
}

type Lhr = Awaited<ReturnType<typeof measure>>

function figures(lhr: Lhr): Figures {
  // Lighthouse's long tasks (50 ms and more) with their start and duration as simulated at the
  // preset's CPU, the same timeline as its first contentful paint.
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0
  const tasks = ((lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items ??
    []) as { startTime: number; duration: number }[]
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    script: lhr.audits['bootup-time']?.numericValue ?? NaN,
    longestTask: Math.max(
      0,
      ...tasks.filter((task) => task.startTime >= fcp).map((task) => task.duration),
    ),
    landed: decodeURI(new URL(lhr.finalDisplayedUrl).pathname),
  }
}

interface Row extends Figures {
  route: string
  preset: 'mobile' | 'desktop'
  /**
   * The reference page's figures: the mean of its runs just before and just after this route's
   * (with BENCH_ROUNDS, the median of those means).
   */
  reference: Pick<Figures, 'score' | 'tbt' | 'script'>
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : mean(sorted[middle - 1]!, sorted[middle]!)
}

/** A route's rounds as one row: each figure the median of its runs. */
function medianRow(runs: Row[]): Row {
  const of = <T>(pick: (row: Row) => T) => runs.map(pick)
  const first = runs[0]!
  return {
    route: first.route,
    preset: first.preset,
    landed: of((row) => row.landed).find(Boolean) ?? '',
    score: Math.round(median(of((row) => row.score))),
    lcp: median(of((row) => row.lcp)),
    tbt: median(of((row) => row.tbt)),
    cls: median(of((row) => row.cls)),
    script: median(of((row) => row.script)),
    longestTask: median(of((row) => row.longestTask)),
    reference: {
      score: Math.round(median(of((row) => row.reference.score))),
      tbt: median(of((row) => row.reference.tbt)),
      script: median(of((row) => row.reference.script)),
    },
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
const line = (preset: string, name: string, run: Figures) =>
  console.log(
    `${preset.padEnd(8)} ${name.padEnd(30)} ${String(run.score).padStart(3)}  ` +
      `LCP ${(run.lcp / 1000).toFixed(2)} s  TBT ${Math.round(run.tbt)} ms  ` +
      `script ${Math.round(run.script)} ms  longest task ${Math.round(run.longestTask)} ms  ` +
      `CLS ${run.cls.toFixed(3)}`,
  )

// How busy the machine was (1-minute load average, beside its cores): printed and written with
// the table, as the figures follow it.
const loadBefore = loadavg()[0]!
const runs: Row[] = []
const referenceRuns: Record<string, Figures[]> = { mobile: [], desktop: [] }
let stopReference = async () => {}
try {
  // Built while `npm start` starts (and may build the front end: that can take minutes).
  await buildReference(referenceDir)
  const reference = await serveReference(referenceDir)
  stopReference = reference.stop
  await waitUntilAnswering(`${base}/api/health`, server, { what: 'the server', timeoutMs: 360_000 })
  const token = await devApi(base).signUp(`bench-web.${Date.now().toString(36)}@example.com`)
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  const session = { browser, token }
  for (const preset of presets) {
    // Interleaved: the reference, a route, the reference, the next route … the reference. Each
    // route is compared with the mean of the reference's runs on either side of it, made under the
    // machine's load of that moment.
    const runReference = async () => {
      const run = await measureOnce(
        session,
        preset,
        { name: `reference-${referenceRuns[preset]!.length + 1}` },
        `${reference.base}/`,
      )
      referenceRuns[preset]!.push(run)
      line(preset, '(reference)', run)
      return run
    }
    let before = await runReference()
    for (let round = 1; round <= rounds; round += 1) {
      for (const route of routes) {
        const url = base + encodeURI(route.path)
        const slug = route.path.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home'
        const name = rounds > 1 ? `${slug}-${round}` : slug
        const run = await measureOnce(session, preset, { name, signedIn: route.signedIn }, url)
        line(preset, route.path, run)
        if (run.landed !== route.path.split('?')[0]) console.log(`  (ended at ${run.landed})`)
        else run.landed = ''
        const after = await runReference()
        runs.push({
          ...run,
          route: route.path,
          preset,
          reference: {
            score: Math.round(mean(before.score, after.score)),
            tbt: mean(before.tbt, after.tbt),
            script: mean(before.script, after.script),
          },
        })
        before = after
      }
    }
  }
  await browser.disconnect()
} finally {
  chrome.kill()
  await stopReference()
  await stopServer()
  rmSync(dataDir, { recursive: true, force: true })
}

const rows: Row[] = presets.flatMap((preset) =>
  routes.map((route) =>
    medianRow(runs.filter((run) => run.route === route.path && run.preset === preset)),
  ),
)

/**
 * The targets, judged against the reference page of the same run: at 4× CPU (mobile) the
 * scripts' time at most twice the reference's and TBT at most 1.3 times, a mobile score at most
 * 5 below the reference's, no task over 200 ms after the first paint; desktop ≥ 98 and CLS ≤ 0.02.
 * Reported, never failed on: a benchmark, not a test.
 */
const target = {
  scriptRatio: 2,
  tbtRatio: 1.3,
  mobileBelowReference: 5,
  desktop: 98,
  cls: 0.02,
  longestTask: 200,
}
interface Check {
  name: string
  met: boolean
}
function checks(route: string): Check[] {
  const mobile = rows.find((row) => row.route === route && row.preset === 'mobile')
  const desktop = rows.find((row) => row.route === route && row.preset === 'desktop')
  const list: Check[] = []
  if (mobile) {
    list.push(
      {
        name: `script time ≤ ${target.scriptRatio}× the reference's`,
        met: mobile.script <= target.scriptRatio * mobile.reference.script,
      },
      {
        name: `TBT ≤ ${target.tbtRatio}× the reference's`,
        met: mobile.tbt <= target.tbtRatio * mobile.reference.tbt,
      },
      {
        name: `mobile score ≥ the reference's − ${target.mobileBelowReference}`,
        met: mobile.score >= mobile.reference.score - target.mobileBelowReference,
      },
      {
        name: `no task over ${target.longestTask} ms after the first paint`,
        met: mobile.longestTask <= target.longestTask,
      },
    )
  }
  if (desktop)
    list.push({ name: `desktop ≥ ${target.desktop}`, met: desktop.score >= target.desktop })
  const cls = Math.max(
    ...[mobile, desktop].filter((row) => row !== undefined).map((row) => row.cls),
  )
  list.push({ name: `CLS ≤ ${target.cls}`, met: cls <= target.cls })
  return list
}

const ms = (value: number) => `${Math.round(value)} ms`
const ratio = (value: number, reference: number) =>
  reference > 0 ? `${(value / reference).toFixed(2)}×` : '–'
if (rounds > 1) console.log(`\nEach figure: the median of the route's ${rounds} runs.`)
console.log(
  '\n| Route | Preset | Score (reference) | LCP | TBT (reference) | TBT ratio | ' +
    'Script (reference) | Script ratio | Longest task after paint | CLS |\n' +
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
)
for (const row of rows) {
  console.log(
    `| \`${row.route}\`${row.landed ? ` (→ \`${row.landed}\`)` : ''} | ${row.preset} | ` +
      `${row.score} (${row.reference.score}) | ${(row.lcp / 1000).toFixed(2)} s | ` +
      `${ms(row.tbt)} (${ms(row.reference.tbt)}) | ${ratio(row.tbt, row.reference.tbt)} | ` +
      `${ms(row.script)} (${ms(row.reference.script)}) | ${ratio(row.script, row.reference.script)} | ` +
      `${ms(row.longestTask)} | ${row.cls.toFixed(3)} |`,
  )
}
const range = (values: number[], format: (value: number) => string) =>
  `${format(Math.min(...values))}–${format(Math.max(...values))}`
const referenceSummary = (preset: 'mobile' | 'desktop') => {
  const runs = referenceRuns[preset]!
  const of = (key: 'score' | 'tbt' | 'script') => runs.map((run) => run[key])
  return (
    `${preset}, ${runs.length} runs: score ${range(of('score'), String)}, ` +
    `TBT ${range(of('tbt'), ms)}, script time ${range(of('script'), ms)}`
  )
}
const machine =
  `${cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ` +
  `${loadavg()[0]!.toFixed(1)} after`
console.log(`\nThe reference page: ${presets.map(referenceSummary).join('; ')}.\n${machine}.`)

console.log('\nTargets (reported, not enforced):')
const missed: string[] = []
const names = (list: Check[]) => list.map((check) => check.name).join('; ') || 'none'
for (const route of routes) {
  const list = checks(route.path)
  const met = list.filter((check) => check.met)
  const notMet = list.filter((check) => !check.met)
  missed.push(...notMet.map((check) => `\`${route.path}\`: ${check.name}`))
  console.log(`${route.path}\n  met: ${names(met)}\n  not met: ${names(notMet)}`)
}

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
    '| Route | Mobile (reference) | Desktop | Mobile LCP | TBT (reference) | TBT ratio | ' +
      'Script time (reference) | Script ratio | Longest task after paint | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const route of routes) {
    const mobile = rows.find((row) => row.route === route.path && row.preset === 'mobile')!
    const desktop = rows.find((row) => row.route === route.path && row.preset === 'desktop')!
    const cls = Math.max(mobile.cls, desktop.cls)
    const landed = mobile.landed || desktop.landed
    const { reference } = mobile
    lines.push(
      `| \`${route.path}\`${landed ? ` (→ \`${landed}\`)` : ''} | ` +
        `${bold(String(mobile.score), mobile.score < reference.score - target.mobileBelowReference)} ` +
        `(${reference.score}) | ` +
        `${bold(String(desktop.score), desktop.score < target.desktop)} | ` +
        `${(mobile.lcp / 1000).toFixed(2)} s | ${ms(mobile.tbt)} (${ms(reference.tbt)}) | ` +
        `${bold(ratio(mobile.tbt, reference.tbt), mobile.tbt > target.tbtRatio * reference.tbt)} | ` +
        `${ms(mobile.script)} (${ms(reference.script)}) | ` +
        `${bold(ratio(mobile.script, reference.script), mobile.script > target.scriptRatio * reference.script)} | ` +
        `${bold(ms(mobile.longestTask), mobile.longestTask > target.longestTask)} | ` +
        `${bold(cls.toFixed(3), cls > target.cls)} |`,
    )
  }
  const summary = missed.length ? `Not met: ${missed.join(', ')}.` : 'Every target met.'
  const table =
    `${start}\n\n${lines.join('\n')}\n\n` +
    `${rounds > 1 ? `The median of ${rounds} runs` : 'One run'} of \`npm run bench:web\` ` +
    `(${machine}); the reference's figures are the mean of its runs just before and after ` +
    `the route's${rounds > 1 ? ' (their median)' : ''}. The reference page: ` +
    `${presets.map(referenceSummary).join('; ')}. ${summary}\n\n`
  const updated = text.slice(0, from) + table + text.slice(to)
  const options = await prettier.resolveConfig(file)
  writeFileSync(file, await prettier.format(updated, { ...options, filepath: file }))
  console.log(`Wrote the table in ${path.relative(root, file)}.`)
}
