import { readdirSync, readFileSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { parse } from 'yaml'

// The layers (docs/architecture.md, "Layers"): imports flow app → features → shared (components, hooks, lib,
// config, theme, locales) → generated. A feature never imports another feature: what two features
// share moves down into a shared folder, and the app composes features. The server and the shared
// rules never import the browser code.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const shared = ['components', 'hooks', 'lib', 'config', 'theme', 'locales'].map((d) => `./src/${d}`)

const layerZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what both need into a shared folder.',
  })),
  { target: './src/features', from: './src/app', message: 'Features never import the app layer.' },
  ...shared.map((target) => ({
    target,
    from: ['./src/features', './src/app'],
    message: 'Shared code never imports features or the app.',
  })),
  {
    target: ['./server', './rules', './mocks'],
    from: ['./src/app', './src/features'],
    message: 'Only the app composes features.',
  },
  {
    target: ['./server', './rules'],
    from: './src',
    message:
      'The server and the shared rules never import the browser code (put shared rules in rules/).',
  },
]

// The server's layers (docs/server.md, "Layers"): handlers (one per contract tag) → services (rules
// and transactions) → repositories (SQL) → db; lib/ is pure and imports none of them. The app,
// the plugins and the request pipeline compose them.
const server = (...names) => names.map((name) => `./server/${name}`)
const serverZones = [
  {
    target: './server/lib',
    from: server(
      'db',
      'repositories',
      'services',
      'handlers',
      'pipeline',
      'plugins',
      'mail',
      'sms',
      'storage',
      'oauth',
      'dev-vendor',
      'metrics',
      'settings',
      'settings.ts',
      'context.ts',
      'app.ts',
    ),
    message: 'lib/ holds pure helpers: no database, repository, service, context or settings.',
  },
  {
    target: './server/db',
    from: server('repositories', 'services', 'handlers', 'pipeline', 'plugins', 'context.ts'),
    message: 'The database adapters know nothing of the layers above them.',
  },
  {
    target: './server/repositories',
    from: server(
      'services',
      'handlers',
      'pipeline',
      'plugins',
      'mail',
      'sms',
      'storage',
      'oauth',
      'dev-vendor',
      'settings',
      'settings.ts',
      'context.ts',
      'app.ts',
    ),
    message:
      'Repositories hold SQL and row mapping: they import only db/, lib/ and generated types.',
  },
  {
    target: './server/services',
    from: server('handlers', 'pipeline', 'plugins', 'app.ts'),
    message: 'Services hold the rules: they never import handlers, the pipeline or plugins.',
  },
  {
    target: './server/handlers',
    from: server(
      'repositories',
      'db',
      'pipeline',
      'plugins',
      'mail',
      'sms',
      'storage',
      'oauth',
      'dev-vendor',
    ),
    message: 'A handler turns the input into a service call and its result into the answer.',
  },
  {
    target: './server/pipeline',
    from: server('handlers', 'plugins'),
    message: 'The request pipeline runs handlers it is given; it imports none.',
  },
  {
    // The binding service keeps what a binding needs between its two halves; the adapters talk to
    // vendors (oauth/) or are one (dev-vendor/), and the app registers the development vendor.
    target: ['./server/oauth', './server/dev-vendor'],
    from: server(
      'db',
      'repositories',
      'services',
      'handlers',
      'pipeline',
      'plugins',
      'context.ts',
      'app.ts',
    ),
    message: 'The OAuth adapters hold no database and no layer above them.',
  },
  {
    target: './server/context.ts',
    from: server('services', 'handlers', 'pipeline', 'plugins'),
    message: 'The context holds infrastructure, not services.',
  },
]

// Catalogue codes by name (docs/contract.md): `Code.sessionInvalid`, never a bare 10005. The names
// are the contract's (ResultCode's `x-names`). A 5-digit code is refused anywhere; 440 to 443 only
// where they stand for a code (a call's argument, a comparison with a `code`, a `code:` property, a
// case, a literal type), so that HTTP statuses, ports and sizes are left alone.
const resultCode = parse(readFileSync(new URL('./openapi/openapi.yaml', import.meta.url), 'utf8'))
  .components.schemas.ResultCode
const codeAsCode = (code) =>
  [
    `:matches(CallExpression, NewExpression) > Literal.arguments[raw="${code}"]`,
    `BinaryExpression:matches([left.name="code"], [left.property.name="code"], [right.name="code"], [right.property.name="code"]) > Literal[raw="${code}"]`,
    `Property[key.name="code"] > Literal.value[raw="${code}"]`,
    `SwitchCase > Literal.test[raw="${code}"]`,
    `TSLiteralType > Literal[raw="${code}"]`,
  ].join(', ')
const codeNameRules = resultCode.enum
  .filter((code) => code >= 10000 || [440, 441, 442, 443].includes(code))
  .map((code) => ({
    selector: code >= 10000 ? `Literal[raw="${code}"]` : codeAsCode(code),
    message: `Catalogue code ${code} by its name: Code.${resultCode['x-names'][code]} (generated/error-catalogue).`,
  }))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'storybook-static',
      'generated',
      'public/mockServiceWorker.js',
      'node_modules',
      'data',
      'test-results',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  reactHooks.configs.flat.recommended,
  {
    files: [
      'scripts/**',
      'server/**',
      'e2e/**',
      'mocks/prism-guard*.ts',
      'mocks/*.test.ts',
      '*.config.{js,ts}',
      '.storybook/main.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.app.json', 'tsconfig.node.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...serverZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests may write the wire format's numbers; spec-lists.ts transcribes the specification's.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'server/test/**', 'e2e/**', 'scripts/spec-lists.ts'],
    rules: { 'no-restricted-syntax': ['error', ...codeNameRules] },
  },
)
