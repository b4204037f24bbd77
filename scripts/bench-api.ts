// `npm run bench:api`: the real server (PGlite in a fresh data directory) on loopback, autocannon
// against the trivial /api/health route and queryAccountInfo with a valid session, and against a
// bare Fastify route (scripts/bench-bare.ts) started in the same run with the same settings: the
// targets are ratios to that bare route, so a loaded or faster machine does not move them.
// BENCH_SECONDS (5) sets each run's length; BENCH_ROUNDS (1) repeats the three runs interleaved
// and keeps each route's median; BENCH_WARMUP_SECONDS (3) serves each route unmeasured first.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { devApi, FIXED_CAPTCHA } from './dev-api.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = 3900 + Math.floor(Math.random() * 90)
const barePort = port + 100
const base = `http://127.0.0.1:${port}`
const api = devApi(base)
const duration = Number(process.env.BENCH_SECONDS ?? 5)
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1))
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'))

const server = spawn(process.execPath, ['server/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    STATIC_DIR: '',
    NODE_ENV: 'development',
    // The outbox and the fixed captcha answer are development settings now.
    DEV_MODE: '1',
    CAPTCHA_FIXED_ANSWER: FIXED_CAPTCHA,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const bare = spawn(process.execPath, ['scripts/bench-bare.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(barePort) },
  stdio: ['ignore', 'inherit', 'inherit'],
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

// Linux's clock ticks per second for /proc times (USER_HZ: 100 on every mainstream kernel).
const CLOCK_TICKS = 100

/** CPU time (user + system, all threads) a process has used so far, in microseconds. */
function cpuMicros(pid: number) {
  // Fields after the command name: state is field 3, utime 14 and stime 15 (in clock ticks).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / CLOCK_TICKS)
}

/** One route of the benchmark: what is printed, the process that serves it, what is asked. */
interface Target {
  title: string
  pid: number
  url: string
  headers?: Record<string, string>
}

/**
 * Requests per second, and the serving process's CPU time per request: the throughput moves with
 * whatever else the machine does (autocannon shares its two cores); the CPU time is steadier.
 */
async function run({ title, pid, url, headers = {} }: Target) {
  const cpuBefore = cpuMicros(pid)
  const result = await autocannon({ url, connections: 10, duration, headers })
  const cpuPerRequest = (cpuMicros(pid) - cpuBefore) / result.requests.total
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  const line = { title, reqPerSec: Math.round(result.requests.average), p99ms: result.latency.p99 }
  console.log(
    `${title.padEnd(34)} ${String(line.reqPerSec).padStart(7)} req/s   p99 ${line.p99ms} ms   ` +
      `server CPU ${cpuPerRequest.toFixed(0)} µs/request`,
  )
  return line
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

async function waitFor(url: string, what: string) {
  for (let i = 0; ; i += 1) {
    try {
      await fetch(url)
      return
    } catch {
      if (i > 600) throw new Error(`${what} did not start`)
      await sleep(100)
    }
  }
}

try {
  await waitFor(`${base}/api/health`, 'the server')
  await waitFor(`http://127.0.0.1:${barePort}/`, 'the bare Fastify route')
  const email = 'bench@example.com'
  const token = await api.signUp(email)
  await api.call('/api/p/account/queryAccountInfo', undefined, token)

  await sleep(2000)
  const idleRss = rssMb()
  console.log(
    `autocannon: 10 connections, ${duration} s each, loopback, PGlite, ${rounds} round(s)\n`,
  )
  // The three routes, measured in this order in every round.
  const targets: Record<'bare' | 'health' | 'account', Target> = {
    bare: { title: 'GET / (bare Fastify)', pid: bare.pid!, url: `http://127.0.0.1:${barePort}/` },
    health: { title: 'GET /api/health', pid: server.pid!, url: `${base}/api/health` },
    account: {
      title: 'GET queryAccountInfo (session)',
      pid: server.pid!,
      url: `${base}/api/p/account/queryAccountInfo`,
      headers: { token: token! },
    },
  }
  // Each route is first served for a few seconds unmeasured, so that every round compares code
  // V8 has already optimised: the app's path is far longer than the bare route's, and its first
  // round was 20-40 % slower than the next ones.
  const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3)
  if (warmup > 0) {
    for (const { url, headers } of Object.values(targets)) {
      await autocannon({ url, connections: 10, duration: warmup, headers })
    }
  }
  const results = { bare: [] as number[], health: [] as number[], account: [] as number[] }
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, target] of Object.entries(targets) as [keyof typeof targets, Target][]) {
      results[name].push((await run(target)).reqPerSec)
    }
  }
  const [bareRate, healthRate, accountRate] = [
    median(results.bare),
    median(results.health),
    median(results.account),
  ]
  const healthRatio = healthRate / bareRate
  const accountRatio = accountRate / bareRate
  const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`
  console.log(
    `\n${rounds > 1 ? 'medians: ' : ''}bare ${bareRate} req/s, health ${healthRate} req/s, ` +
      `queryAccountInfo ${accountRate} req/s`,
  )
  console.log(`ratio health / bare:           ${percent(healthRatio)} (target ≥ 70 %)`)
  console.log(`ratio queryAccountInfo / bare: ${percent(accountRatio)} (target ≥ 50 %)`)
  console.log(
    `idle server RSS (PGlite): ${idleRss.toFixed(0)} MB; after the runs: ${rssMb().toFixed(0)} MB`,
  )
  process.exitCode = healthRatio >= 0.7 && accountRatio >= 0.5 ? 0 : 1
} finally {
  for (const child of [server, bare]) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
  }
  rmSync(dataDir, { recursive: true, force: true })
}
