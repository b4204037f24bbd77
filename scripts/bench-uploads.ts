// The upload scenario of `npm run bench:api`: packages of about 20 MB (bench-packages.ts) uploaded
// to the running server, each checked and stored as the first version of an app of its own: one
// alone (its time, upload to answer), then `count` at once (their times, and how much the server's
// RSS grows while they run, sampled every 20 ms).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { benchPackageName } from './bench-packages.ts'
import type { devApi } from './dev-api.ts'

export interface UploadResult {
  /** Bytes of each package. */
  size: number
  /** One upload alone, answered with its version. */
  aloneMs: number
  /** `count` at once. */
  count: number
  p50Ms: number
  maxMs: number
  rssBeforeMb: number
  rssPeakMb: number
  /** The first few failures. */
  errors: string[]
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

interface Developer {
  token: string
  appId: number
  address: string
}

/**
 * A developer whose profile the admin CLI approved (`npm run admin -- approve`, on the server's
 * database), with an app of the package `index` names.
 */
async function developer(
  api: ReturnType<typeof devApi>,
  index: number,
  adminEnv: NodeJS.ProcessEnv,
  root: string,
): Promise<Developer> {
  const email = `bench.upload.${index}@example.com`
  const token = await api.signUp(email)
  const phone = `138${String(index).padStart(8, '0')}`
  const recordId = await api.fileProfile(token, phone)
  execFileSync(
    process.execPath,
    ['server/admin.ts', 'approve', String(recordId), '--comment', 'bench'],
    { cwd: root, env: adminEnv, stdio: 'ignore' },
  )
  const app = (await api.call(
    '/api/p/apps/create',
    {
      packageName: benchPackageName(index),
      kind: 'quickApp',
      category: 'tools',
      nameZh: `基准 ${index}`,
    },
    token,
  )) as unknown as { app: { id: number } }
  return { token, appId: app.app.id, address: `10.250.0.${index + 1}` }
}

/** One upload: its time, or what went wrong. */
async function upload(base: string, dev: Developer, bytes: Buffer) {
  const form = new FormData()
  form.append('appId', String(dev.appId))
  form.append('package', new Blob([bytes]), 'bench.rpks')
  const started = performance.now()
  const res = await fetch(`${base}/api/p/apps/versions/upload`, {
    method: 'POST',
    headers: { token: dev.token, 'x-forwarded-for': dev.address },
    body: form,
  })
  const json = (await res.json()) as { code: number; data: unknown }
  const ms = performance.now() - started
  return {
    ms,
    failure: json.code === 0 ? undefined : `code ${json.code}: ${JSON.stringify(json.data)}`,
  }
}

export async function runUploads(options: {
  base: string
  pid: number
  api: ReturnType<typeof devApi>
  adminEnv: NodeJS.ProcessEnv
  root: string
  packages: Buffer[]
}): Promise<UploadResult> {
  const { base, pid, api, adminEnv, root, packages } = options
  const count = packages.length - 1
  const developers: Developer[] = []
  for (let i = 0; i < packages.length; i++) {
    developers.push(await developer(api, i, adminEnv, root))
  }
  const errors: string[] = []
  const alone = await upload(base, developers[0]!, packages[0]!)
  if (alone.failure) errors.push(alone.failure)

  const rssBeforeMb = rssMb(pid)
  let rssPeakMb = rssBeforeMb
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid))
  }, 20)
  const together = await Promise.all(
    developers.slice(1).map((dev, i) => upload(base, dev, packages[i + 1]!)),
  )
  clearInterval(sampler)
  rssPeakMb = Math.max(rssPeakMb, rssMb(pid))
  for (const one of together) if (one.failure && errors.length < 3) errors.push(one.failure)
  const times = together.map((one) => one.ms).sort((a, b) => a - b)
  return {
    size: packages[0]!.length,
    aloneMs: alone.ms,
    count,
    p50Ms: times[Math.ceil(times.length / 2) - 1]!,
    maxMs: times.at(-1)!,
    rssBeforeMb,
    rssPeakMb,
    errors,
  }
}
