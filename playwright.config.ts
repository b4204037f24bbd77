import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'
import {
  CAPTCHA,
  dataDir,
  ports,
  prismUrl,
  serverUrl as server,
  splitUrl as split,
} from './e2e/support/e2e-env'

// End-to-end: Debian's Chromium against `npm start` on a fresh embedded database. The journeys
// reach its API through `prism proxy --errors`, so that a contract violation fails them.
// Ports: E2E_PORT_BASE (default 3100) for the server, +1 Prism, +2 the split, +3 the development
// vendor (e2e/support/e2e-env.ts).

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
    // Pages straight from the server: what it serves (HTML, compression, headers) as a browser gets it.
    { name: 'pages', use: { baseURL: server }, testIgnore: /journey\.spec\.ts$/ },
    // The journeys run once, through the split: every API request and answer goes through Prism,
    // which checks it against the contract on its way to and from the real server; nothing is
    // mocked, so a journey here is also the journey on the real server.
    { name: 'journeys', use: { baseURL: split }, testMatch: /journey\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && npm start`,
      url: `${server}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: String(ports.server),
        // The journeys' address: the development vendor sends the browser back there after binding,
        // to the origin whose session started it.
        PUBLIC_URL: split,
        DEV_VENDOR_PORT: String(ports.vendor),
        DATA_DIR: dataDir,
        // The development conveniences the journey reads (outbox, fixed captcha) need DEV_MODE.
        DEV_MODE: '1',
        CAPTCHA_FIXED_ANSWER: CAPTCHA,
        RATE_LIMIT_TARGET_PER_MINUTE: '1000',
        RATE_LIMIT_CODE_PER_MINUTE: '1000',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_CAPTCHA_PER_MINUTE: '1000',
        LOG_LEVEL: 'warn',
        // Passkeys need a domain as the relying party's id: the passkey journey runs on localhost.
        WEBAUTHN_RP_ID: 'localhost',
        WEBAUTHN_ORIGINS: `http://localhost:${ports.server},http://localhost:${ports.split}`,
      },
    },
    {
      // Prism's upstream is the split, which sends on the bytes Prism re-encodes (contract-split.ts).
      command: `prism proxy openapi/openapi.yaml ${split} --errors -h 127.0.0.1 -p ${ports.prism}`,
      port: ports.prism,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'tsx e2e/support/contract-split.ts',
      port: ports.split,
      env: { SPLIT_PORT: String(ports.split), SERVER_URL: server, PRISM_URL: prismUrl },
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
})
