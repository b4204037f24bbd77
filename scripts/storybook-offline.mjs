#!/usr/bin/env node
// Opens the built Storybook (storybook-static/, made by `npm run test:stories` or
// `npm run build-storybook`) in Chromium as a reader does, and fails if it asks for anything
// outside this machine: a composed Storybook (a dependency's `storybook` field,
// .storybook/main.ts), fonts, telemetry. Also fails if the sidebar reports a Storybook it could
// not load.
import { createServer } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.mjs'

const root = path.resolve(import.meta.dirname, '..', 'storybook-static')
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('[storybook-offline] no storybook-static/: run `npm run build-storybook` first')
  process.exit(1)
}

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

// The build as static files, on loopback only.
const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
  let file = path.join(root, pathname)
  if (!file.startsWith(root)) file = root
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html')
  if (!existsSync(file)) {
    response.writeHead(404).end()
    return
  }
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
  response.writeHead(200, { 'content-type': type }).end(readFileSync(file))
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
const address = server.address()
const port = typeof address === 'object' && address ? address.port : 0

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])
/** @type {string[]} */
const outside = []
const browser = await chromium.launch(chromiumLaunchOptions)
let failed = false
try {
  const context = await browser.newContext()
  // Every request of the manager, the preview iframe and their workers; one that leaves the
  // machine is recorded and refused (this network would refuse it anyway, more slowly).
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.protocol.startsWith('http') && !LOOPBACK.has(url.hostname)) {
      outside.push(url.href)
      await route.abort()
    } else {
      await route.continue()
    }
  })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${port}/`)
  // The sidebar lists the stories once the index has loaded; composed Storybooks are asked for
  // with it, and the first page (the introduction) renders in the preview.
  await page.locator('#storybook-explorer-menu a').first().waitFor({ timeout: 30_000 })
  await page
    .frameLocator('#storybook-preview-iframe')
    .locator('#storybook-docs h1, #storybook-root > *')
    .first()
    .waitFor({ timeout: 30_000 })
  await page.waitForTimeout(2000)
  const text = await page.locator('body').innerText()
  if (/something went wrong loading/i.test(text)) {
    console.error('[storybook-offline] the sidebar reports a Storybook it could not load')
    failed = true
  }
} finally {
  await browser.close()
  server.close()
}
if (outside.length > 0) {
  console.error('[storybook-offline] requests outside this machine:')
  for (const url of outside) console.error(`  ${url}`)
  failed = true
}
if (failed) process.exit(1)
console.log('[storybook-offline] the built Storybook made no request outside loopback')
