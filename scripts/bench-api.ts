// `npm run bench:api`: the real server (PGlite in a fresh data directory) on loopback, autocannon
// against queryAccountInfo with a valid session and against the trivial /api/health route.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = 3900 + Math.floor(Math.random() * 90)
const base = `http://127.0.0.1:${port}`
const duration = Number(process.env.BENCH_SECONDS ?? 5)
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'))

const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
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
    CAPTCHA_FIXED_ANSWER: 'AB12',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

async function api(url: string, form?: Record<string, string>, token?: string) {
  const res = await fetch(base + url, {
    method: form ? 'POST' : 'GET',
    headers: {
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(token ? { token } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  })
  const json = (await res.json()) as { code: number; data: Record<string, string> }
  if (json.code !== 0) throw new Error(`${url} answered ${JSON.stringify(json)}`)
  return json.data
}

async function run(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: base + url, connections: 10, duration, headers })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  const line = { title, reqPerSec: Math.round(result.requests.average), p99ms: result.latency.p99 }
  console.log(
    `${title.padEnd(34)} ${String(line.reqPerSec).padStart(7)} req/s   p99 ${line.p99ms} ms`,
  )
  return line
}

try {
  for (let i = 0; ; i += 1) {
    try {
      await fetch(`${base}/api/health`)
      break
    } catch {
      if (i > 300) throw new Error('the server did not start')
      await sleep(100)
    }
  }
  const email = 'bench@example.com'
  const captcha = await api('/api/p/account/getVerificationCode?scene=register')
  const { ticket } = await api('/api/p/account/verifyImgCaptcha', {
    captchaId: captcha.captchaId!,
    answer: 'AB12',
  })
  await api('/api/p/account/sendEmailVerificationCode', {
    email,
    purpose: 'register',
    ticket: ticket!,
  })
  const outbox = (await (await fetch(`${base}/dev/outbox.json?to=${email}`)).json()) as {
    body: string
  }[]
  const code = /\b(\d{6})\b/.exec(outbox[0]!.body)![1]!
  const { token } = await api('/api/p/account/register', {
    email,
    emailCode: code,
    password: 'Bench1234',
  })
  await api('/api/p/account/queryAccountInfo', undefined, token)

  await sleep(2000)
  const idleRss = rssMb()
  console.log(`autocannon: 10 connections, ${duration} s each, loopback, PGlite\n`)
  const health = await run('GET /api/health', '/api/health')
  const account = await run('GET queryAccountInfo (session)', '/api/p/account/queryAccountInfo', {
    token: token!,
  })
  const ratio = account.reqPerSec / health.reqPerSec
  console.log(`\nratio queryAccountInfo / health: ${(ratio * 100).toFixed(1)} % (target ≥ 50 %)`)
  console.log(
    `idle server RSS (PGlite): ${idleRss.toFixed(0)} MB; after the runs: ${rssMb().toFixed(0)} MB`,
  )
  process.exitCode = ratio >= 0.5 ? 0 : 1
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
