import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { visualizer } from 'rollup-plugin-visualizer'
import type { Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { defineConfig } from 'vitest/config'
import { contentPlugin } from './scripts/content/vite-plugin.ts'

/**
 * Writes `version.json` ({ version }) into the build and gives the app the same id as
 * import.meta.env.VITE_BUILD_ID; the app polls the file and offers a reload when they differ.
 * BUILD_ID (e.g. the commit from CI) wins over the build time.
 */
function versionFile(): Plugin {
  const version = process.env.BUILD_ID || `${Date.now().toString(36)}`
  return {
    name: 'portal-version-file',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version })}\n`,
      })
    },
  }
}

/**
 * A build is React's production build whatever NODE_ENV the shell has. Vite builds for the
 * NODE_ENV it finds: with NODE_ENV=development (say `NODE_ENV=development npm start`) the SSR
 * bundle called React's jsxDEV, which the production React that scripts/prerender.ts loads does
 * not export ("jsxDEV is not a function"), and the browser got React's development build. Vite
 * reads NODE_ENV after the plugins' config hooks (its isProduction, the bundles'
 * process.env.NODE_ENV, the JSX runtime the React plugin picks), so setting it here decides them.
 */
function productionBuild(): Plugin {
  return {
    name: 'portal-production-build',
    apply: 'build',
    enforce: 'pre',
    config() {
      process.env.NODE_ENV = 'production'
    },
  }
}

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: '@generated', replacement: fileURLToPath(new URL('./generated', import.meta.url)) },
  { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
]

/**
 * What every page runs before its first render, bundled as one chunk: one request instead of
 * several, compressed together (a few KB less than the same code in separate chunks). Only code
 * that is always loaded first: Chakra's components, which pages load when they need them, stay
 * with the pages.
 */
const FIRST_LOAD_LIBRARIES = [
  'react/',
  'react-dom/',
  'scheduler/',
  'react-router/',
  '@tanstack/',
  '@emotion/',
  'stylis/',
  'react-is/',
  'hoist-non-react-statics/',
  '@pandacss/',
  '@chakra-ui/react/dist/esm/styled-system/',
  '@chakra-ui/react/dist/esm/theme/',
  '@chakra-ui/react/dist/esm/preset-base.js',
].map((name) => `/node_modules/${name}`)

export default defineConfig(() => ({
  plugins: [
    productionBuild(),
    react(),
    versionFile(),
    contentPlugin(),
    // A .br and a .gz next to every compressible file of the build, served by the server with
    // Content-Encoding (server/plugins/static-spa.ts); index.html is rewritten per page and
    // compressed on the fly instead. A sibling that would not be smaller is not written.
    compression({
      include: /\.(js|mjs|css|svg|json|xml|txt|webmanifest|map)$/,
      algorithms: ['brotliCompress', 'gzip'],
    }),
    // ANALYZE=1 npm run build: dist/stats.html (treemap, gzipped sizes) and dist/stats.json.
    // Normal builds are unchanged.
    ...(process.env.ANALYZE === '1'
      ? [
          visualizer({ filename: 'dist/stats.html', gzipSize: true, template: 'treemap' }),
          visualizer({ filename: 'dist/stats.json', gzipSize: true, template: 'raw-data' }),
        ]
      : []),
  ],
  resolve: {
    alias,
  },
  // The dev server's dependency scan starts from the portal's page only: other HTML in the tree
  // (the rendered API reference, a built Storybook) is not the portal's.
  optimizeDeps: { entries: ['index.html'] },
  // dist/.vite/manifest.json: what `npm run size` reads to find each route's files.
  // The budget is enforced per route by `npm run size`; Rollup's per-chunk warning adds nothing.
  build: {
    manifest: true,
    // The entry's imports are preloaded from index.html; a page's code is not: Vite's helper added
    // a <link rel=modulepreload> per file of the page (up to 20) on the main thread as the page was
    // asked for, inside the router's first task. Without them a page's files arrive one round trip
    // later (the browser finds them in the page's chunk), and the phone's main thread is free
    // sooner: mobile Lighthouse TBT on /document 240-320 -> 75-100 ms, on the login page 330-650
    // -> 120-360 ms (docs/performance.md).
    modulePreload: {
      resolveDependencies: (_filename, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'first-load',
              test: (id) =>
                FIRST_LOAD_LIBRARIES.some((name) => id.replaceAll('\\', '/').includes(name)),
            },
            // The portal's own code that every page runs first (the entry's static imports), with
            // the entry: without this group Rolldown split it into 15 small chunks shared with the
            // pages, and a phone fetched 18 files before the first render instead of 3 (six at a
            // time over HTTP/1.1: two more round trips). The libraries above stay a chunk of their
            // own, which a new release of the portal's code leaves in the browser's cache.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010',
        changeOrigin: true,
      },
      // The mock's example panel (npm run mock): served under the portal's own origin so that the
      // cookies it sets travel with the portal's API calls.
      '/__mock': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010' },
      // The contract rendered by Redocly, from the mock or the real server behind the proxy.
      '/dev/api-reference': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4010' },
    },
  },
  test: {
    // `npm run test:unit` runs the `unit` and `dom` projects, `npm run test:server` the `server` one.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'rules/**/*.test.ts',
            'mocks/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Decides once whether PostgreSQL is there: a CI run without it fails.
          globalSetup: ['server/test/global-setup.ts'],
          // Each test builds an app on a fresh database (about 1-5 s on a busy 2-core machine).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at once even on two cores (Vitest's default there is one): a file spends much
          // of its time waiting on PostgreSQL, PGlite's thread and timers, so two take two thirds
          // of the time of one.
          maxWorkers: 2,
        },
      },
    ],
  },
}))
