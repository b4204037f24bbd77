// Where the end-to-end run listens and keeps its data, shared by playwright.config.ts and the specs
// (the admin command must reach the server through the same DATA_DIR). E2E_PORT_BASE moves the four
// ports together (server, Prism, contract split, the development vendor), so several worktrees can
// run the suite at once.

const base = Number(process.env.E2E_PORT_BASE ?? 3100)
if (!Number.isInteger(base) || base < 1024 || base > 65533) {
  throw new Error(
    `E2E_PORT_BASE must be a port from 1024 to 65533, not ${process.env.E2E_PORT_BASE}`,
  )
}

export const ports = { server: base, prism: base + 1, split: base + 2, vendor: base + 3 }
export const serverUrl = `http://127.0.0.1:${ports.server}`
export const prismUrl = `http://127.0.0.1:${ports.prism}`
export const splitUrl = `http://127.0.0.1:${ports.split}`

/** The server's PGlite data directory, relative to the project root (Playwright's working directory). */
export const dataDir = `node_modules/.tmp/e2e-data-${ports.server}`

/** The server's CAPTCHA_FIXED_ANSWER (with DEV_MODE=1). */
export const CAPTCHA = 'AB12'
