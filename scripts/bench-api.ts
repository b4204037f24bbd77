// `npm run bench:api`: what an operator asks of the API under load. The real server (with the built
// front end, so pages and assets are served as in production) on loopback, first on PGlite in a new
// data directory, then on a new database of the PostgreSQL server at 127.0.0.1:5432 (created and
// dropped here); accounts seeded through the API with sessions and change records; then a weighted
// mix of what browsers ask (MIX below: sign-ins 5 %) from BENCH_CONNECTIONS keep-alive connections,
// each call as soon as the last one answered. It reports each call's p50 and p99 latency and errors
// (an HTTP status other than 200, or an envelope code other than 0), the throughput, and the
// server's RSS after it has idled once the load stopped. A bare Fastify route (bench-bare.ts) is
// measured in the same run with the same connections, for reference only. Then the upload
// scenario (bench-uploads.ts): a 20 MB .rpks checked and stored alone, then BENCH_UPLOADS (10) at
// once, with the server's RSS growth meanwhile.
//
// Settings: BENCH_SECONDS (30) of measured load per database after BENCH_WARMUP_SECONDS (5) of the
// same load unmeasured; BENCH_CONNECTIONS (50); BENCH_DATABASES (pglite,postgres); BENCH_ACCOUNTS
// (200); BENCH_IDLE_SECONDS (10) before RSS is read; BENCH_UPLOADS (10; 0 skips the uploads); BENCH_POSTGRES_URL (the server's maintenance
// database, postgres://postgres@127.0.0.1:5432/postgres); STATIC_DIR serves that build instead of
// building dist/ when it is stale. The server inherits the environment otherwise, so that e.g.
// NODE_OPTIONS or MALLOC_ARENA_MAX measure other start settings. `--write [file]` rewrites
// the table between the bench:api markers of docs/performance.md (or `file`). Exits 1 when a
// target is missed (TARGETS).
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import pg from 'pg'
import { format, resolveConfig } from 'prettier'
import { benchPackages } from './bench-packages.ts'
import { runUploads, type UploadResult } from './bench-uploads.ts'
import { devApi, FIXED_CAPTCHA } from './dev-api.ts'
import { freePort, sleep, stopChild, waitUntilAnswering } from './local-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const env = process.env
const whole = (name: string, fallback: number) => {
  const value = Number(env[name] || fallback)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`)
  return value
}
const seconds = whole('BENCH_SECONDS', 30)
const warmupSeconds = whole('BENCH_WARMUP_SECONDS', 5)
const connections = Math.max(1, whole('BENCH_CONNECTIONS', 50))
const accountCount = Math.max(1, whole('BENCH_ACCOUNTS', 200))
const idleSeconds = whole('BENCH_IDLE_SECONDS', 10)
const uploadCount = whole('BENCH_UPLOADS', 10)
const databases = (env.BENCH_DATABASES || 'pglite,postgres').split(',').map((d) => d.trim())
for (const database of databases) {
  if (database !== 'pglite' && database !== 'postgres') {
    throw new Error(`BENCH_DATABASES: pglite or postgres, not "${database}"`)
  }
}
const postgresUrl = env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const writeIndex = process.argv.indexOf('--write')
const writeTo =
  writeIndex < 0
    ? undefined
    : path.resolve(root, process.argv[writeIndex + 1] ?? 'docs/performance.md')

/** The figures a run must meet (docs/performance.md); sign-in's p99 is reported, not judged. */
const TARGETS = { p99Ms: 100, idleRssMb: 400, uploadMs: 2000, uploadGrowthMb: 300 }
const PASSWORD = 'Bench1234'
// A resident ID that passes GB 11643 (the test harness's).

// ---------------------------------------------------------------------------------------------
// The mix

/** One simulated person: a seeded account, its session, its change records, its own address. */
interface User {
  email: string
  token: string
  recordIds: number[]
  /** Sent as X-Forwarded-For (the server trusts loopback as its proxy), as behind nginx. */
  address: string
  /** A sign-in of this user is under way. */
  signingIn?: boolean
}

interface Call {
  method: 'GET' | 'POST'
  path: string
  /** A form body. */
  form?: Record<string, string>
  /** Sends the user's session token. */
  session?: boolean
}

interface Kind {
  name: string
  /** Share of the calls, in percent. */
  weight: number
  /** An API call: its answer must be an envelope with code 0. */
  api: boolean
  /**
   * One at a time per user: a person does not sign in twice at once, and the server counts
   * concurrent attempts of one account as failures (the fourth then needs a captcha).
   */
  oneAtATime?: boolean
  call(user: User): Call
}

/** Filled once the server answers: the hashed scripts `/` loads (its entry and preloads). */
let scripts: string[] = []

// What browsers ask of the portal: pages (prerendered HTML) and the hashed scripts a first visit
// fetches, a signed-in session's reads, captchas (register and reset pages), and sign-ins, the
// only call that pays argon2id.
const MIX: Kind[] = [
  {
    name: 'sign-in: `accountLogin`',
    weight: 5,
    api: true,
    oneAtATime: true,
    call: (user) => ({
      method: 'POST',
      path: '/api/login/accountLogin',
      form: { email: user.email, password: PASSWORD },
    }),
  },
  {
    name: '`queryAccountInfo`',
    weight: 25,
    api: true,
    call: () => ({ method: 'GET', path: '/api/p/account/queryAccountInfo', session: true }),
  },
  {
    name: 'record list: `queryPage`',
    weight: 15,
    api: true,
    call: () => ({
      method: 'GET',
      path: '/api/p/accountChangeRecord/queryPage?pageNum=1&pageSize=10',
      session: true,
    }),
  },
  {
    name: 'record: `queryInfo`',
    weight: 10,
    api: true,
    call: (user) => ({
      method: 'GET',
      path: `/api/p/accountChangeRecord/queryInfo?id=${user.recordIds[Math.floor(Math.random() * user.recordIds.length)]}`,
      session: true,
    }),
  },
  {
    name: 'captcha: `getVerificationCode`',
    weight: 5,
    api: true,
    call: () => ({ method: 'GET', path: '/api/p/account/getVerificationCode?scene=register' }),
  },
  { name: 'page `/`', weight: 10, api: false, call: () => ({ method: 'GET', path: '/' }) },
  {
    name: 'page `/document`',
    weight: 5,
    api: false,
    call: () => ({ method: 'GET', path: '/document' }),
  },
  {
    name: 'script: `/assets/*.js`',
    weight: 25,
    api: false,
    call: () => ({ method: 'GET', path: scripts[Math.floor(Math.random() * scripts.length)]! }),
  },
]
const SIGN_IN = MIX[0]!
const totalWeight = MIX.reduce((sum, kind) => sum + kind.weight, 0)

/** One of `kinds`, drawn by weight. */
function pick(kinds: Kind[], total: number): Kind {
  let roll = Math.random() * total
  for (const kind of kinds) {
    roll -= kind.weight
    if (roll < 0) return kind
  }
  return kinds[kinds.length - 1]!
}

// ---------------------------------------------------------------------------------------------
// The client: node:http with keep-alive, as light as it gets on the client's side (it shares the
// machine with the server).

interface Answer {
  status: number
  /** The envelope's code for an API call; undefined for a file or page. */
  code: number | undefined
}

function request(
  agent: http.Agent,
  port: number,
  { method, path: url, form, session }: Call,
  user: User | undefined,
  api: boolean,
): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined
  const headers: http.OutgoingHttpHeaders = {
    // What a browser sends: the server compresses answers over 1 KB and serves the build's .br.
    'accept-encoding': 'gzip, deflate, br',
    'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
  }
  if (user) headers['x-forwarded-for'] = user.address
  if (session && user) headers.token = user.token
  if (body !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    headers['content-length'] = Buffer.byteLength(body)
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, headers, agent },
      (res) => {
        if (!api) {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode!, code: undefined }))
          return
        }
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          let raw = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          if (encoding === 'br') raw = brotliDecompressSync(raw)
          else if (encoding === 'gzip') raw = gunzipSync(raw)
          // Every envelope starts with its code ({"code":0,"msg":…).
          const match = /^\{"code":(-?\d+)/.exec(raw.subarray(0, 24).toString('latin1'))
          resolve({ status: res.statusCode!, code: match ? Number(match[1]) : Number.NaN })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** Latencies (ms) and errors of one kind of call. */
class Tally {
  readonly latencies: number[] = []
  errors = 0
  /** The first few failures, to say what went wrong. */
  readonly samples: string[] = []
  fail(what: string) {
    this.errors += 1
    if (this.samples.length < 3) this.samples.push(what)
  }
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/**
 * `connections` loops, each sending its next call (one of `kinds`, by weight, for a random user)
 * as soon as the last one answered, for `durationS`; what they measured, per kind.
 */
async function drive(port: number, users: User[], durationS: number, kinds: Kind[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const tallies = new Map(kinds.map((kind) => [kind, new Tally()]))
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0)
  const started = performance.now()
  const end = started + durationS * 1000
  const loop = async () => {
    while (performance.now() < end) {
      const kind = pick(kinds, total)
      let user = users[Math.floor(Math.random() * users.length)]!
      if (kind.oneAtATime) {
        for (let tries = 0; user.signingIn && tries < 20; tries += 1) {
          user = users[Math.floor(Math.random() * users.length)]!
        }
        // Every user drawn is signing in already (fewer users than connections): another call.
        if (user.signingIn) continue
        user.signingIn = true
      }
      const tally = tallies.get(kind)!
      const before = performance.now()
      try {
        const { status, code } = await request(agent, port, kind.call(user), user, kind.api)
        tally.latencies.push(performance.now() - before)
        if (status !== 200) tally.fail(`HTTP ${status}, code ${code ?? '-'}`)
        else if (kind.api && code !== 0) tally.fail(`code ${code}`)
      } catch (error) {
        tally.latencies.push(performance.now() - before)
        tally.fail((error as Error).message)
      } finally {
        if (kind.oneAtATime) user.signingIn = false
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  const elapsedS = (performance.now() - started) / 1000
  agent.destroy()
  return { tallies, elapsedS }
}

// ---------------------------------------------------------------------------------------------
// The server

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}
/** CPU time (user + system) of a process or thread from its /proc stat file, in seconds. */
function cpuOf(statFile: string) {
  // After the command name: utime and stime are the 12th and 13th fields, in clock ticks (100/s).
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
const cpuSeconds = (pid: number) => cpuOf(`/proc/${pid}/stat`)

/**
 * CPU seconds so far of the server's threads, by what they do: the event loop, the embedded
 * database's thread (PGlite), libuv's pool (password hashing, file reads, async compression) and
 * V8's helpers (garbage collection, compilation).
 */
function threadCpu(pid: number) {
  const names: Record<string, string> = {
    WorkerThread: 'database thread',
    'libuv-worker': 'libuv pool',
    V8Worker: 'V8 helpers',
  }
  const by: Record<string, number> = {}
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()
      const name = tid === String(pid) ? 'event loop' : (names[comm] ?? 'other')
      by[name] = (by[name] ?? 0) + cpuOf(`/proc/${pid}/task/${tid}/stat`)
    } catch {
      // The thread ended meanwhile.
    }
  }
  return by
}

/** Seeds one account as a person would make it: sign-up, then a profile filed and withdrawn twice. */
async function seedUser(api: ReturnType<typeof devApi>, index: number): Promise<User> {
  const email = `bench.${index}@example.com`
  const token = await api.signUp(email, PASSWORD)
  const recordIds: number[] = []
  for (let round = 0; round < 3; round += 1) {
    // A new number each time: one number gets one code a minute.
    const phone = `139${String(index).padStart(6, '0')}${String(round).padStart(2, '0')}`
    if (round > 0) await api.call('/api/p/account/revokeCompleteAccountInfo', {}, token)
    recordIds.push(await api.fileProfile(token, phone, { wechat: 'lilei_dev' }))
  }
  // One address per person, in 10.0.0.0/8.
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
  return { email, token, recordIds, address }
}

interface KindResult {
  name: string
  weight: number
  count: number
  errors: number
  p50: number
  p99: number
  samples: string[]
}
interface RunResult {
  database: 'pglite' | 'postgres'
  kinds: KindResult[]
  /** Every call but sign-in, together. */
  others: KindResult
  requests: number
  throughput: number
  idleRssMb: number
  peakRssMb: number
  /** Server CPU time per call during the measured load, in ms. */
  cpuMsPerCall: number
  /** Cores kept busy during the measured load, by the server's kinds of threads and the client. */
  cores: Record<string, number>
  seedSeconds: number
  errorLogLines: string[]
  uploads?: UploadResult
}

function summarise(name: string, weight: number, tallies: Tally[]): KindResult {
  const latencies = tallies.flatMap((t) => t.latencies).sort((a, b) => a - b)
  return {
    name,
    weight,
    count: latencies.length,
    errors: tallies.reduce((sum, t) => sum + t.errors, 0),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    samples: tallies.flatMap((t) => t.samples),
  }
}

async function runOn(database: 'pglite' | 'postgres', staticDir: string): Promise<RunResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'))
  let databaseUrl = ''
  let dropDatabase = async () => {}
  if (database === 'postgres') {
    const name = `bench_api_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(postgresUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  }
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  // Started as deploy/systemd/portal@.service starts it: a young generation of at most 16 MB and two
  // malloc arenas, which keep the idle memory after a load under the target (docs/deploy.md).
  const serverEnv: NodeJS.ProcessEnv = {
    MALLOC_ARENA_MAX: '2',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: '',
    SMS_PROVIDER: '',
    STATIC_DIR: staticDir,
    NODE_ENV: 'development',
    // The outbox and a fixed captcha answer, to seed accounts through the API.
    DEV_MODE: '1',
    CAPTCHA_FIXED_ANSWER: FIXED_CAPTCHA,
    // Behind a proxy on this machine, as in production: each simulated person has its own
    // address (X-Forwarded-For), so the rate limiter keeps one small window per person.
    TRUST_PROXY: 'loopback',
    // Each simulated person signs in and asks for captchas far more often than a real one: the
    // limits are raised so that they never answer 443, and the limiter still runs on every
    // limited call (its statement is part of what is measured).
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    RATE_LIMIT_CODE_PER_MINUTE: '100000',
    RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000',
    RATE_LIMIT_TARGET_PER_MINUTE: '100000',
    APP_UPLOADS_PER_MINUTE: '100000',
    // As in production: no development vendor beside the server.
    DEV_VENDOR: '0',
  }
  const server = spawn(process.execPath, ['--max-semi-space-size=16', 'server/server.ts'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The server logs JSON lines; errors (level 50 and up) are reported after the run.
  const errorLogLines: string[] = []
  const lastLines: string[] = []
  const watch = (stream: NodeJS.ReadableStream | null) =>
    stream?.setEncoding('utf8').on('data', (text: string) => {
      for (const line of text.split('\n')) {
        if (line.trim()) lastLines.push(line.slice(0, 400))
        if (lastLines.length > 20) lastLines.shift()
        const level = /"level":(\d+)/.exec(line)?.[1]
        if ((level && Number(level) >= 50) || /not starting|Error:/.test(line)) {
          errorLogLines.push(line.slice(0, 400))
        }
      }
    })
  watch(server.stdout)
  watch(server.stderr)
  try {
    await waitUntilAnswering(`${base}/api/health`, server, {
      what: 'the server',
      timeoutMs: 60_000,
    }).catch((error: unknown) => {
      console.error(lastLines.join('\n'))
      throw error
    })
    const home = await (await fetch(`${base}/`)).text()
    // The build has no stylesheet: styles are in the scripts and the page's <style>.
    scripts = [...home.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    )
    if (scripts.length === 0) throw new Error(`no hashed script in / of ${staticDir}`)

    const api = devApi(base)
    const seedStart = performance.now()
    const users: User[] = []
    // A few at a time: sign-up hashes a password (argon2id) on the server.
    for (let next = 0; next < accountCount;) {
      const batch = Array.from({ length: Math.min(4, accountCount - next) }, (_, i) => next + i)
      users.push(...(await Promise.all(batch.map((i) => seedUser(api, i)))))
      next += batch.length
    }
    const seedSeconds = (performance.now() - seedStart) / 1000
    console.log(
      `${database}: ${users.length} accounts seeded in ${seedSeconds.toFixed(1)} s ` +
        `(${users[0]!.recordIds.length} change records each); warm-up ${warmupSeconds} s…`,
    )
    if (warmupSeconds > 0) await drive(port, users, warmupSeconds, MIX)

    const exited = () => {
      if (server.exitCode === null && server.signalCode === null) return
      console.error(lastLines.join('\n'))
      throw new Error(`the server exited (${server.exitCode ?? server.signalCode}) under load`)
    }
    exited()
    const cpuBefore = cpuSeconds(server.pid!)
    const threadsBefore = threadCpu(server.pid!)
    const clientBefore = process.cpuUsage()
    const { tallies, elapsedS } = await drive(port, users, seconds, MIX)
    exited()
    const cpuUsed = cpuSeconds(server.pid!) - cpuBefore
    const clientUsage = process.cpuUsage(clientBefore)
    const threadsAfter = threadCpu(server.pid!)
    // Cores each kind of thread kept busy on average while the load ran.
    const cores = Object.fromEntries(
      Object.entries(threadsAfter).map(([name, after]) => [
        name,
        (after - (threadsBefore[name] ?? 0)) / elapsedS,
      ]),
    )
    cores['load generator'] = (clientUsage.user + clientUsage.system) / 1e6 / elapsedS
    await sleep(idleSeconds * 1000)
    const idleRssMb = rssMb(server.pid!)
    const peakRssMb =
      Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) /
      1024
    const uploads =
      uploadPackages.length > 0
        ? await runUploads({
            base,
            pid: server.pid!,
            api,
            adminEnv: serverEnv,
            root,
            packages: uploadPackages,
          })
        : undefined
    exited()

    const kinds = MIX.map((kind) => summarise(kind.name, kind.weight, [tallies.get(kind)!]))
    const others = summarise(
      'every call but sign-in',
      totalWeight - SIGN_IN.weight,
      MIX.filter((kind) => kind !== SIGN_IN).map((kind) => tallies.get(kind)!),
    )
    const requests = kinds.reduce((sum, k) => sum + k.count, 0)
    return {
      database,
      kinds,
      others,
      requests,
      throughput: requests / elapsedS,
      idleRssMb,
      peakRssMb,
      cpuMsPerCall: (cpuUsed * 1000) / requests,
      cores,
      seedSeconds,
      errorLogLines,
      uploads,
    }
  } finally {
    await stopChild(server)
    rmSync(dataDir, { recursive: true, force: true })
    await dropDatabase()
  }
}

/** The bare Fastify route with the same connections: what this machine's loopback HTTP can do. */
async function runBare() {
  const port = await freePort()
  const bare = spawn(process.execPath, ['scripts/bench-bare.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/`, bare, {
      what: 'the bare Fastify route',
      timeoutMs: 60_000,
    })
    const bareKind: Kind = {
      name: 'bare',
      weight: 1,
      api: false,
      call: () => ({ method: 'GET', path: '/' }),
    }
    const durationS = Math.min(seconds, 10)
    const user: User = { email: '', token: '', recordIds: [], address: '127.0.0.1' }
    await drive(port, [user], Math.min(warmupSeconds, 3), [bareKind])
    const { tallies, elapsedS } = await drive(port, [user], durationS, [bareKind])
    const result = summarise('bare', 1, [tallies.get(bareKind)!])
    return { ...result, throughput: result.count / elapsedS }
  } finally {
    await stopChild(bare)
  }
}

// ---------------------------------------------------------------------------------------------
// The report

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0))
const thousands = (value: number) => Math.round(value).toLocaleString('en-US')
/** A figure that misses its target is bold. */
const mark = (text: string, missed: boolean) => (missed ? `**${text}**` : text)

function table(results: RunResult[]) {
  const title = (r: RunResult) => (r.database === 'pglite' ? 'PGlite' : 'PostgreSQL')
  const header = ['Call, share of the mix', ...results.map((r) => `${title(r)}: p50 / p99 ms`)]
  const row = (name: string, cell: (r: RunResult) => string) => [name, ...results.map(cell)]
  const latencyCell = (k: KindResult, judged: boolean) =>
    `${ms(k.p50)} / ${mark(ms(k.p99), judged && k.p99 > TARGETS.p99Ms)}` +
    (k.errors > 0 ? ` (${mark(`${k.errors} errors`, true)})` : '')
  const rows = [
    ...MIX.map((kind, i) =>
      row(`${kind.name}, ${kind.weight} %`, (r) => latencyCell(r.kinds[i]!, kind !== SIGN_IN)),
    ),
    row('every call but sign-in', (r) => latencyCell(r.others, true)),
    row('throughput (all calls)', (r) => `${thousands(r.throughput)} req/s`),
    row('errors', (r) => {
      const errors = r.kinds.reduce((sum, k) => sum + k.errors, 0)
      return mark(`${thousands(errors)} of ${thousands(r.requests)}`, errors > 0)
    }),
    row('server CPU per call', (r) => `${r.cpuMsPerCall.toFixed(2)} ms`),
    ...(results.some((r) => r.uploads)
      ? [
          row('upload: a 20 MB `.rpks` checked and stored', (r) =>
            r.uploads
              ? mark(`${thousands(r.uploads.aloneMs)} ms`, r.uploads.aloneMs > TARGETS.uploadMs)
              : '—',
          ),
          row(`upload: ${uploadCount} at once, p50 / slowest`, (r) =>
            r.uploads ? `${thousands(r.uploads.p50Ms)} / ${thousands(r.uploads.maxMs)} ms` : '—',
          ),
          row(`upload: server RSS growth, ${uploadCount} at once`, (r) => {
            if (!r.uploads) return '—'
            const growth = r.uploads.rssPeakMb - r.uploads.rssBeforeMb
            return (
              mark(`${thousands(growth)} MB`, growth > TARGETS.uploadGrowthMb) +
              (r.uploads.errors.length > 0 ? ` (${mark('errors', true)})` : '')
            )
          }),
        ]
      : []),
    row(`idle RSS ${idleSeconds} s after the load`, (r) =>
      r.database === 'pglite'
        ? `${mark(`${thousands(r.idleRssMb)} MB`, r.idleRssMb > TARGETS.idleRssMb)} (peak ${thousands(r.peakRssMb)})`
        : `${thousands(r.idleRssMb)} MB (Node only; peak ${thousands(r.peakRssMb)})`,
    ),
  ]
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((r) => r[c]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

function missedTargets(results: RunResult[]) {
  const missed: string[] = []
  for (const r of results) {
    const errors = r.kinds.reduce((sum, k) => sum + k.errors, 0)
    if (errors > 0) missed.push(`${r.database}: ${errors} errors`)
    for (const [i, kind] of MIX.entries()) {
      if (kind !== SIGN_IN && r.kinds[i]!.p99 > TARGETS.p99Ms) {
        missed.push(`${r.database}: ${kind.name} p99 ${ms(r.kinds[i]!.p99)} ms`)
      }
    }
    if (r.database === 'pglite' && r.idleRssMb > TARGETS.idleRssMb) {
      missed.push(`${r.database}: idle RSS ${r.idleRssMb.toFixed(0)} MB`)
    }
    const up = r.uploads
    if (up) {
      if (up.errors.length > 0) missed.push(`${r.database}: uploads failed (${up.errors[0]})`)
      if (up.aloneMs > TARGETS.uploadMs) {
        missed.push(`${r.database}: a 20 MB upload took ${up.aloneMs.toFixed(0)} ms`)
      }
      if (up.rssPeakMb - up.rssBeforeMb > TARGETS.uploadGrowthMb) {
        missed.push(
          `${r.database}: RSS grew ${(up.rssPeakMb - up.rssBeforeMb).toFixed(0)} MB under the uploads`,
        )
      }
    }
  }
  return missed
}

async function writeSection(file: string, section: string) {
  const START = '<!-- bench:api:start -->'
  const END = '<!-- bench:api:end -->'
  let text = readFileSync(file, 'utf8')
  if (!text.includes(START) || !text.includes(END)) {
    text = `${text.trimEnd()}\n\n${START}\n${END}\n`
  }
  // Wrapped as the rest of the page is.
  const formatted = await format(section, {
    ...(await resolveConfig(file)),
    parser: 'markdown',
    proseWrap: 'always',
  })
  const before = text.slice(0, text.indexOf(START) + START.length)
  const after = text.slice(text.indexOf(END))
  writeFileSync(file, `${before}\n\n${formatted.trim()}\n\n${after}`)
  console.log(`\nwrote the table into ${path.relative(root, file)}`)
}

// ---------------------------------------------------------------------------------------------

let staticDir = env.STATIC_DIR
if (!staticDir) {
  // As `npm start`: the front end is built when dist/ is missing or older than its sources.
  execFileSync(process.execPath, ['scripts/server-build-if-needed.ts'], {
    cwd: root,
    stdio: 'inherit',
  })
  staticDir = path.join(root, 'dist')
}
// Built (by hap-toolkit, once per machine) before any server runs: the first build takes minutes.
const uploadPackages = uploadCount > 0 ? await benchPackages(uploadCount + 1) : []
const loadBefore = loadavg()
console.log(
  `bench:api: ${connections} connections, ${seconds} s per database after ${warmupSeconds} s of ` +
    `warm-up, ${accountCount} accounts; ${availableParallelism()} CPUs, load average ` +
    `${loadBefore.map((l) => l.toFixed(2)).join(' ')}\n`,
)
const bare = await runBare()
console.log(
  `bare Fastify route (reference): ${thousands(bare.throughput)} req/s, ` +
    `p50 ${ms(bare.p50)} ms, p99 ${ms(bare.p99)} ms\n`,
)
const results: RunResult[] = []
for (const database of databases as ('pglite' | 'postgres')[]) {
  results.push(await runOn(database, staticDir))
  const r = results.at(-1)!
  for (const k of [...r.kinds, r.others]) {
    console.log(
      `  ${k.name.padEnd(34)} ${String(k.count).padStart(7)} calls  p50 ${ms(k.p50).padStart(5)} ms` +
        `  p99 ${ms(k.p99).padStart(5)} ms  errors ${k.errors}` +
        (k.samples.length > 0 ? ` (${k.samples.join('; ')})` : ''),
    )
  }
  console.log(
    `  ${thousands(r.throughput)} req/s, server CPU ${r.cpuMsPerCall.toFixed(2)} ms a call, ` +
      `idle RSS ${r.idleRssMb.toFixed(0)} MB (peak ${r.peakRssMb.toFixed(0)} MB)`,
  )
  console.log(
    `  cores busy during the load: ${Object.entries(r.cores)
      .sort((a, b) => b[1] - a[1])
      .map(([name, used]) => `${name} ${used.toFixed(2)}`)
      .join(', ')}`,
  )
  if (r.uploads) {
    const up = r.uploads
    console.log(
      `  uploads of ${(up.size / 1048576).toFixed(1)} MiB: alone ${up.aloneMs.toFixed(0)} ms; ` +
        `${up.count} at once p50 ${up.p50Ms.toFixed(0)} ms, slowest ${up.maxMs.toFixed(0)} ms; ` +
        `RSS ${up.rssBeforeMb.toFixed(0)} → peak ${up.rssPeakMb.toFixed(0)} MB` +
        (up.errors.length > 0 ? `; failures: ${up.errors.join('; ')}` : ''),
    )
  }
  for (const line of r.errorLogLines.slice(0, 5)) console.log(`  server log: ${line}`)
  console.log('')
}
const loadAfter = loadavg()

const output = table(results)
console.log(output)
const missed = missedTargets(results)
console.log(
  missed.length === 0 ? '\nevery target met' : `\ntargets missed:\n  ${missed.join('\n  ')}`,
)

if (writeTo) {
  const date = new Date().toISOString().slice(0, 10)
  const note =
    `${date}: ${connections} connections, ${seconds} s per database ` +
    `after ${warmupSeconds} s of warm-up, ${accountCount} accounts with three change records each, ` +
    `${availableParallelism()} CPUs shared with the load generator; load average ` +
    `${loadBefore[0]!.toFixed(1)} before, ${loadAfter[0]!.toFixed(1)} after. For reference, a ` +
    `bare Fastify route on the same connections: ${thousands(bare.throughput)} req/s, p50 ` +
    `${ms(bare.p50)} ms, p99 ${ms(bare.p99)} ms.`
  await writeSection(writeTo, `${output}\n\n${note}\n`)
}
process.exitCode = missed.length === 0 ? 0 : 1
