// What the benchmarks and `measure:start` do with the servers they start on this machine: pick a
// free port, wait until one answers, stop it.
import type { ChildProcess } from 'node:child_process'
import net from 'node:net'

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A port no process listens on now, as the system hands them out. */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

/**
 * Resolves once `url` answers; fails when `child` (the process that is to answer) exits first, or
 * after `timeoutMs` (none: as long as it takes). Asks every 50 ms, so a start is timed closely.
 */
export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  { what, timeoutMs = Infinity }: { what: string; timeoutMs?: number },
) {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`)
    try {
      await fetch(url)
      return
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) throw new Error(`${what} did not start`)
    await sleep(50)
  }
}

/** Stops `child` (SIGTERM) and resolves once it has exited. */
export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
