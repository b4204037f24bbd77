import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// The real server (`node server/server.ts`, as `npm start` runs it) on the embedded database,
// stopped in the middle of a burst of registrations through the API: by SIGTERM (it drains and
// exits 0) and by SIGKILL (what PGlite promises: a killed process loses no acknowledged commit).
// After a restart on the same data directory every registration that was acknowledged signs in.

const root = fileURLToPath(new URL('../', import.meta.url))
const node = path.join(root, 'node_modules/.bin/node')
const CAPTCHA = 'AB12'
const PASSWORD = 'Secret123'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

interface Running {
  child: ChildProcess
  url: string
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

async function startServer(dataDir: string): Promise<Running> {
  const port = await freePort()
  const child = spawn(node, ['server/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      DEV_MODE: '1',
      CAPTCHA_FIXED_ANSWER: CAPTCHA,
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_CODE_PER_MINUTE: '100000',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000',
      RATE_LIMIT_TARGET_PER_MINUTE: '100000',
      LOG_LEVEL: 'info',
      // The development vendor starts with the server, on any free port (3011 may be taken by
      // another server on this machine).
      DEV_VENDOR_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const url = `http://127.0.0.1:${port}`
  // A new data directory on a busy machine takes a while (a minute and more when other suites
  // run): the server waits for its database up to DATABASE_START_TIMEOUT_SECONDS (120 s) and
  // exits when it gives up, so this waits for as long, and a little more to start listening.
  const deadline = Date.now() + 150_000
  for (;;) {
    const ready = await fetch(`${url}/api/ready`).then(
      (answer) => answer.status === 200,
      () => false,
    )
    if (ready) break
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not get ready:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { child, url, output: () => output, exited }
}

type Envelope = { code: number; data: Record<string, string> | null }
/** Answers other than success, a business answer, or "busy" while shutting down. */
const unexpected: string[] = []

async function call(url: string, method: 'GET' | 'POST', api: string, fields: object) {
  const form = new URLSearchParams(fields as Record<string, string>).toString()
  const answer = await fetch(
    method === 'GET' ? `${url}${api}?${form}` : `${url}${api}`,
    method === 'GET'
      ? {}
      : {
          method,
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
  )
  // Every answer is an envelope, the ones of a server shutting down included (503, 443).
  const body = (await answer.json()) as Envelope
  if (answer.status !== 200 && !(answer.status === 503 && body.code === 443)) {
    unexpected.push(`${api}: HTTP ${answer.status}, code ${body.code}`)
  }
  return { status: answer.status, body }
}

/** One registration through the API; true when `register` acknowledged it. */
async function register(url: string, email: string): Promise<boolean> {
  const captcha = await call(url, 'GET', '/api/p/account/getVerificationCode', {
    scene: 'register',
  })
  if (captcha.body.code !== 0) return false
  const ticket = await call(url, 'POST', '/api/p/account/verifyImgCaptcha', {
    captchaId: captcha.body.data!.captchaId,
    answer: CAPTCHA,
  })
  if (ticket.body.code !== 0) return false
  const sent = await call(url, 'POST', '/api/p/account/sendEmailVerificationCode', {
    email,
    purpose: 'register',
    ticket: ticket.body.data!.ticket,
  })
  if (sent.body.code !== 0) return false
  const outbox = (await (
    await fetch(`${url}/dev/outbox.json?to=${encodeURIComponent(email)}`)
  ).json()) as { body: string }[]
  const code = /\b(\d{6})\b/.exec(outbox[0]?.body ?? '')?.[1]
  if (!code) return false
  const done = await call(url, 'POST', '/api/p/account/register', {
    email,
    emailCode: code,
    password: PASSWORD,
  })
  return done.body.code === 0
}

/**
 * Registrations from `workers` parallel loops until the server stops answering; `stop` is called
 * once `after` of them are acknowledged. Returns the acknowledged addresses, and the failures
 * that were not the server going away.
 */
async function burst(url: string, after: number, stop: () => void, workers = 4) {
  const acknowledged: string[] = []
  const refused: string[] = []
  let stopped = false
  let n = 0
  const loop = async (worker: number) => {
    for (;;) {
      const email = `burst.${worker}.${++n}.${Date.now().toString(36)}@example.com`
      try {
        if (await register(url, email)) acknowledged.push(email)
      } catch (error) {
        // Connection refused or reset: the server is gone.
        if (stopped) return
        refused.push(String(error))
        return
      }
      if (!stopped && acknowledged.length >= after) {
        stopped = true
        stop()
      }
    }
  }
  await Promise.all(Array.from({ length: workers }, (_, i) => loop(i)))
  return { acknowledged, refused }
}

async function signsIn(url: string, email: string) {
  const answer = await call(url, 'POST', '/api/login/accountLogin', { email, password: PASSWORD })
  return answer.body.code === 0
}

// Each test starts the server twice (150 s each at most), with a burst of registrations between.
describe('stopping the server under writes (embedded database)', () => {
  const dirs: string[] = []
  const children: ChildProcess[] = []
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-shutdown-'))
    dirs.push(dir)
    return path.join(dir, 'data')
  }

  /** Starts the server again on `dir`: every acknowledged registration signs in. */
  async function expectSignInsAfterRestart(dir: string, acknowledged: string[]) {
    const again = await startServer(dir)
    children.push(again.child)
    for (const email of acknowledged) expect(await signsIn(again.url, email), email).toBe(true)
    // The development vendor runs beside it, and the start lines say where.
    const vendor = /Vendor: +(http:\/\/127\.0\.0\.1:\d+)/.exec(again.output())?.[1]
    expect(vendor, again.output()).toBeDefined()
    expect((await fetch(`${vendor}/.well-known/openid-configuration`)).status).toBe(200)
    again.child.kill('SIGTERM')
    expect((await again.exited).code).toBe(0)
  }

  it('drains on SIGTERM, exits 0, and keeps every acknowledged registration', async () => {
    const dir = dataDir()
    const server = await startServer(dir)
    children.push(server.child)
    let signalled = 0
    const { acknowledged, refused } = await burst(server.url, 8, () => {
      signalled = Date.now()
      server.child.kill('SIGTERM')
    })
    const { code, signal } = await server.exited
    expect(refused).toEqual([])
    // The requests running at SIGTERM finished: none answered 500 for a closed database.
    expect(unexpected).toEqual([])
    expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null })
    expect(Date.now() - signalled).toBeLessThan(10_000)
    expect(acknowledged.length).toBeGreaterThanOrEqual(8)

    await expectSignInsAfterRestart(dir, acknowledged)
  }, 360_000)

  it('keeps every acknowledged registration when the process is killed (SIGKILL)', async () => {
    const dir = dataDir()
    const server = await startServer(dir)
    children.push(server.child)
    // What the start-up log promises, and no more (docs/server.md: durability of the embedded database).
    expect(server.output()).toContain(
      'a commit survives a killed process, not a power loss or an operating-system crash',
    )
    const { acknowledged } = await burst(server.url, 8, () => server.child.kill('SIGKILL'))
    expect((await server.exited).signal).toBe('SIGKILL')

    await expectSignInsAfterRestart(dir, acknowledged)
  }, 360_000)
})
