import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

// End-to-end: Debian's Chromium against `npm start` on a fresh embedded database, and the same
// journey once more with the API behind `prism proxy --errors` (contract violations fail it).
const server = 'http://127.0.0.1:3100'
const split = 'http://127.0.0.1:3102'
const dataDir = 'node_modules/.tmp/e2e-data'

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
    { name: 'contract-proxy', use: { baseURL: split } },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && npm start`,
      url: `${server}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: '3100',
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
      command: `prism proxy openapi/openapi.yaml ${server} --errors -h 127.0.0.1 -p 3101`,
      port: 3101,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'tsx e2e/support/contract-split.ts',
      port: 3102,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
})
