import { fileURLToPath } from 'node:url'
import { resolveConfig } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'

// `npm run build` (and so `npm start`) makes React's production build whatever NODE_ENV the shell
// has: vite.config.ts's productionBuild() sets it before Vite reads it. With NODE_ENV=development
// the SSR bundle called jsxDEV, which the production React of scripts/prerender.ts lacks.

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url))
const before = process.env.NODE_ENV
afterEach(() => {
  process.env.NODE_ENV = before
})

describe("the build's NODE_ENV", () => {
  for (const shell of ['development', 'test', undefined]) {
    it(`is production for the client and the SSR build with NODE_ENV=${shell ?? '(unset)'}`, async () => {
      for (const ssr of [false, 'src/entry-server.tsx']) {
        if (shell === undefined) delete process.env.NODE_ENV
        else process.env.NODE_ENV = shell
        // As `vite build` resolves it: mode and default NODE_ENV production.
        const config = await resolveConfig(
          { configFile, logLevel: 'silent', build: { ssr } },
          'build',
          'production',
          'production',
        )
        // What the React plugin picks its JSX runtime by, and what the bundles' NODE_ENV becomes.
        expect(config.isProduction).toBe(true)
        expect(process.env.NODE_ENV).toBe('production')
      }
    })
  }

  it('leaves the dev server and the tests with theirs', async () => {
    process.env.NODE_ENV = 'development'
    const config = await resolveConfig({ configFile, logLevel: 'silent' }, 'serve')
    expect(config.isProduction).toBe(false)
  })
})
