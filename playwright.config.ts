import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

// End-to-end: Debian's Chromium against `npm start` on a fresh embedded database, and the same
// journey once more with the API behind `prism proxy --errors` (contract violations fail it).
// Three ports from E2E_PORT_BASE (default 3100): the server, Prism, the split proxy. Another port
// base lets two checkouts run their suites on one machine at the same time.
const base = Number(process.env.E2E_PORT_BASE ?? 3100)
const [serverPort, prismPort, splitPort] = [base, base + 1, base + 2]
const server = `http://127.0.0.1:${serverPort}`
const split = `http://127.0.0.1:${splitPort}`
const dataDir = `node_modules/.tmp/e2e-data-${serverPort}`

export default defineConfig({
  testDir: 'e2e',
  // Not Playwright's default test-results/: it empties its folder, where the other suites' reports are.
  outputDir: 'test-results/e2e-artifacts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'real-api', use: { baseURL: server } },
    // The content walk calls no API of its own: once, against the real server, is enough.
    { name: 'contract-proxy', use: { baseURL: split }, testIgnore: /content-walk/ },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && npm start`,
      url: `${server}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: String(serverPort),
        DATA_DIR: dataDir,
        // The development conveniences the journey reads (outbox, fixed captcha) need DEV_MODE.
        DEV_MODE: '1',
        CAPTCHA_FIXED_ANSWER: 'AB12',
        RATE_LIMIT_TARGET_PER_MINUTE: '1000',
        RATE_LIMIT_CODE_PER_MINUTE: '1000',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_CAPTCHA_PER_MINUTE: '1000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `prism proxy openapi/openapi.yaml ${server} --errors -h 127.0.0.1 -p ${prismPort}`,
      port: prismPort,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'tsx e2e/support/contract-split.ts',
      port: splitPort,
      env: {
        SPLIT_PORT: String(splitPort),
        SERVER_URL: server,
        PRISM_URL: `http://127.0.0.1:${prismPort}`,
      },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
})
