#!/usr/bin/env node
// Build Storybook, serve the static build, run @storybook/test-runner against it, stop the server.
//
//   STORYBOOK_FRESH=1      skip `storybook build` (storybook-static/ is already up to date)
//   STORYBOOK_TEST_PORT    port to serve on (default 6007, bound to 127.0.0.1)
//   STORYBOOK_TEST_WORKERS browsers testing at once (default 2; see WORKERS)
//   Arguments are story file patterns (e.g. `node scripts/test-stories.mjs features/staff`); for
//   test-storybook's options, run it against a served storybook-static/ yourself.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import waitOn from 'wait-on'

const root = path.resolve(import.meta.dirname, '..')
/** @param {string} name */
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const host = '127.0.0.1'
const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6007)
const url = `http://${host}:${port}`
const outDir = 'storybook-static'
/**
 * A story's test waits on its browser (rendering, the play function's steps, the shot) more than
 * it computes, so two at once take about three quarters of the time of one, also on two cores;
 * four take no less than two.
 */
const WORKERS = Number(process.env.STORYBOOK_TEST_WORKERS ?? 2)

/**
 * @param {string} cmd
 * @param {string[]} args
 * @returns {Promise<number>}
 */
function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

function portIsFree() {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

const started = Date.now()

if (process.env.STORYBOOK_FRESH === '1' && existsSync(path.join(root, outDir, 'index.json'))) {
  console.log(`[test:stories] STORYBOOK_FRESH=1: reusing ${outDir}/`)
} else {
  const code = await run(bin('storybook'), ['build', '--quiet', '-o', outDir])
  if (code !== 0) {
    console.error(`[test:stories] storybook build failed (exit ${code})`)
    process.exit(code)
  }
}

if (!(await portIsFree())) {
  console.error(`[test:stories] ${host}:${port} is in use; set STORYBOOK_TEST_PORT to a free port`)
  process.exit(1)
}

const server = spawn(bin('http-server'), [outDir, '-a', host, '-p', String(port), '-s', '-c-1'], {
  cwd: root,
  stdio: 'ignore',
})
const stopServer = () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
}
process.on('exit', stopServer)
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    stopServer()
    process.exit(130)
  })
}

let exitCode = 1
try {
  await waitOn({ resources: [`http-get://${host}:${port}/index.json`], timeout: 30_000 })
  mkdirSync(path.join(root, 'test-results'), { recursive: true })
  exitCode = await run(bin('test-storybook'), [
    '--url',
    url,
    '--maxWorkers',
    String(WORKERS),
    // The runner reads `--outputFile` as a flag and hands Jest the file name among the arguments
    // it does not know, in order: story file patterns may follow it, further options may not.
    '--json',
    '--outputFile',
    'test-results/stories.json',
    ...process.argv.slice(2),
  ])
} catch (error) {
  console.error('[test:stories]', error instanceof Error ? error.message : error)
} finally {
  stopServer()
}
console.error(`[test:stories] done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(exitCode)
