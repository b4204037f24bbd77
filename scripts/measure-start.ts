// `npm run measure:start`: what `npm start` costs at rest. Starts the server (as `npm start`
// does, on PGlite) on a new data directory and times it to the first answer of /api/health (the
// cold start: initdb, migrations), reads its resident memory after 10 s idle, writes a row, stops
// it, starts it again on the same directory (the warm start) and checks the row is still there.
// DEV_MODE=1 only for the outbox the persistence check reads; STATIC_DIR as npm start has it.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { devApi, FIXED_CAPTCHA } from './dev-api.ts'
import { freePort, sleep, stopChild, waitUntilAnswering } from './local-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const idleSeconds = Number(process.env.IDLE_SECONDS ?? 10)
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-start-')), 'data')

function status(pid: number, field: 'VmRSS' | 'VmHWM') {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024
}

/** CPU seconds of the process and of the children it waited for (initdb's child process). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100
}

async function start(): Promise<{ server: ChildProcess; seconds: number; cpu: number }> {
  const started = performance.now()
  const server = spawn(process.execPath, ['server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'development',
      DEV_MODE: '1',
      CAPTCHA_FIXED_ANSWER: FIXED_CAPTCHA,
      // The development vendor starts as with `npm start` (it is part of the cost), on any free
      // port: 3011 may be another server's.
      DEV_VENDOR_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitUntilAnswering(`${base}/api/health`, server, { what: 'the server' })
  return { server, seconds: (performance.now() - started) / 1000, cpu: cpuSeconds(server.pid!) }
}

const api = devApi(base)
const outboxFor = async (email: string) => (await api.outbox(email)).length

let server: ChildProcess | undefined
try {
  const cold = await start()
  server = cold.server
  await sleep(idleSeconds * 1000)
  const coldRss = status(server.pid!, 'VmRSS')
  const coldPeak = status(server.pid!, 'VmHWM')
  const email = 'start@example.com'
  await api.sendSignUpCode(email)
  if ((await outboxFor(email)) !== 1) throw new Error('the code mail is not in the outbox')
  await stopChild(server)

  const warm = await start()
  server = warm.server
  await sleep(idleSeconds * 1000)
  const warmRss = status(server.pid!, 'VmRSS')
  const kept = (await outboxFor(email)) === 1
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
  console.log(
    `cold start (new data directory): ${cold.seconds.toFixed(1)} s to the first answer ` +
      `(${cold.cpu.toFixed(1)} s of CPU; load average ${load})`,
  )
  console.log(
    `idle RSS ${idleSeconds} s after the cold start: ${coldRss.toFixed(0)} MB (peak ${coldPeak.toFixed(0)} MB)`,
  )
  console.log(
    `warm start (same directory): ${warm.seconds.toFixed(1)} s (${warm.cpu.toFixed(1)} s of CPU)`,
  )
  console.log(`idle RSS ${idleSeconds} s after the warm start: ${warmRss.toFixed(0)} MB`)
  console.log(`data kept across the restart: ${kept ? 'yes' : 'NO'}`)
  process.exitCode = kept && cold.seconds <= 10 && Math.max(coldRss, warmRss) <= 400 ? 0 : 1
} finally {
  if (server) await stopChild(server)
  rmSync(path.dirname(dataDir), { recursive: true, force: true })
}
