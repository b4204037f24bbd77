// `npm start` builds the front end only when dist/ is missing or older than its sources.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
// The build's last step writes the index of the pages it rendered (scripts/prerender.ts).
const built = path.join(root, 'dist', 'prerendered', 'index.json')
const sources = [
  'src',
  'public',
  'generated',
  'content',
  'scripts/content',
  'scripts/prerender.ts',
  'server/lib/page-directory.ts',
  'rules',
  // The API reference (dist-reference/) is built from these.
  'openapi',
  'redocly.yaml',
  'index.html',
  'vite.config.ts',
  'package.json',
]

function newest(file: string): number {
  const stat = statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(file).reduce(
    (max, name) => Math.max(max, newest(path.join(file, name))),
    stat.mtimeMs,
  )
}

const sourceTime = Math.max(
  ...sources
    .map((s) => path.join(root, s))
    .filter(existsSync)
    .map(newest),
)
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('Building the front end (dist/ is missing or older than the sources)…')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
} else {
  console.log('dist/ is up to date.')
}
