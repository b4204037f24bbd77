// The reference page of `npm run bench:web` (bench/reference/): built by the portal's Vite with
// the plugins that decide what a browser gets (React's production build, the .br and .gz copies
// of vite.config.ts), and served by the portal's own plugins in a process of its own
// (scripts/bench-reference-server.ts).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { freePort, stopChild, waitUntilAnswering } from './local-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Builds bench/reference/ into `outDir`: a production build, as `npm run build` makes. */
export async function buildReference(outDir: string) {
  // Vite builds React's development code when NODE_ENV says development (see vite.config.ts).
  delete process.env.NODE_ENV
  await build({
    configFile: false,
    root: path.join(root, 'bench/reference'),
    mode: 'production',
    logLevel: 'warn',
    // The portal's compression settings (vite.config.ts), so the reference travels as its files do.
    plugins: [
      react(),
      compression({
        include: /\.(js|mjs|css|svg|json|xml|txt|webmanifest|map)$/,
        algorithms: ['brotliCompress', 'gzip'],
      }),
    ],
    build: { outDir, emptyOutDir: true },
  })
}

/** Serves a built reference on a free port; resolves with its address and a way to stop it. */
export async function serveReference(dir: string) {
  const port = await freePort()
  const server = spawn(process.execPath, [path.join(root, 'scripts/bench-reference-server.ts')], {
    env: { ...process.env, REFERENCE_DIR: dir, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  await waitUntilAnswering(`${base}/`, server, { what: 'the reference server', timeoutMs: 60_000 })
  return { base, stop: () => stopChild(server) }
}
