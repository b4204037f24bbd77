import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The layer rules of eslint.config.js, proved on code that breaks them: a rule that never fires
// would let the layers erode unnoticed.

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '') })

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message)
}

describe('layers', () => {
  // The first lint loads the whole configuration and its plugins (seconds on a busy machine): it
  // happens here, with time for it, so that each case times only its own lint.
  beforeAll(() => layerErrors('src/features/auth/probe.ts', 'export const probe = 1\n'), 60_000)

  it('refuses a feature importing another feature', async () => {
    const errors = await layerErrors(
      'src/features/auth/probe.ts',
      "import { RecordListScreen } from '@/features/records/record-list-screen'\nexport const probe = RecordListScreen\n",
    )
    expect(errors).toEqual([expect.stringContaining('A feature never imports another feature')])
  })

  it('lets a feature import its own files and shared code', async () => {
    const errors = await layerErrors(
      'src/features/auth/probe.ts',
      "import { SubmitButton } from './submit-button'\nimport { paths } from '@/config/paths'\nexport const probe = [SubmitButton, paths]\n",
    )
    expect(errors).toEqual([])
  })

  it('refuses shared code importing a feature or the app', async () => {
    const errors = await layerErrors(
      'src/lib/probe.ts',
      "import { AppProvider } from '@/app/provider'\nimport { RecordListScreen } from '@/features/records/record-list-screen'\nexport const probe = [AppProvider, RecordListScreen]\n",
    )
    expect(errors).toHaveLength(2)
  })

  it('refuses the server importing the browser code', async () => {
    const errors = await layerErrors(
      'server/probe.ts',
      "import { paths } from '../src/config/paths.ts'\nexport const probe = paths\n",
    )
    expect(errors).toEqual([expect.stringContaining('never import the browser code')])
  })

  describe('the server', () => {
    // One import per rule that each zone of the server refuses (eslint.config.js, serverZones).
    const refused: [file: string, imports: string, zone: string][] = [
      ['server/lib/probe.ts', '../repositories/accounts.ts', 'lib/ holds pure helpers'],
      ['server/lib/probe.ts', '../settings.ts', 'lib/ holds pure helpers'],
      ['server/lib/probe.ts', '../context.ts', 'lib/ holds pure helpers'],
      ['server/lib/probe.ts', '../db/database.ts', 'lib/ holds pure helpers'],
      ['server/db/probe.ts', '../repositories/accounts.ts', 'The database adapters'],
      ['server/repositories/probe.ts', '../services/transaction.ts', 'Repositories hold SQL'],
      ['server/repositories/probe.ts', '../mail/mailer.ts', 'Repositories hold SQL'],
      ['server/repositories/probe.ts', '../settings.ts', 'Repositories hold SQL'],
      ['server/services/probe.ts', '../handlers/index.ts', 'Services hold the rules'],
      ['server/services/probe.ts', '../pipeline/answer.ts', 'Services hold the rules'],
      ['server/handlers/probe.ts', '../repositories/accounts.ts', 'A handler turns the input'],
      ['server/handlers/probe.ts', '../db/database.ts', 'A handler turns the input'],
      ['server/pipeline/probe.ts', '../handlers/index.ts', 'The request pipeline runs handlers'],
      ['server/context.ts', './services/transaction.ts', 'The context holds infrastructure'],
      ['server/oauth/probe.ts', '../db/database.ts', 'The OAuth adapters'],
      ['server/oauth/probe.ts', '../repositories/vendors.ts', 'The OAuth adapters'],
      ['server/dev-vendor/probe.ts', '../services/transaction.ts', 'The OAuth adapters'],
      ['server/handlers/probe.ts', '../oauth/vendor-client.ts', 'A handler turns the input'],
      ['server/repositories/probe.ts', '../oauth/vendor-client.ts', 'Repositories hold SQL'],
      ['server/lib/probe.ts', '../dev-vendor/dev-vendor.ts', 'lib/ holds pure helpers'],
    ]
    it.each(refused)('refuses %s importing %s', async (file, imports, zone) => {
      const errors = await layerErrors(
        file,
        `import * as probe from '${imports}'\nexport { probe }\n`,
      )
      expect(errors).toEqual([expect.stringContaining(zone)])
    })

    it('lets each layer import the one below it', async () => {
      const allowed: [string, string][] = [
        ['server/handlers/probe.ts', '../services/transaction.ts'],
        ['server/services/probe.ts', '../repositories/accounts.ts'],
        ['server/repositories/probe.ts', '../db/database.ts'],
        ['server/repositories/probe.ts', '../lib/crypto.ts'],
        ['server/pipeline/probe.ts', '../repositories/accounts.ts'],
        ['server/services/probe.ts', '../oauth/vendor-client.ts'],
        ['server/oauth/probe.ts', '../settings.ts'],
      ]
      for (const [file, imports] of allowed) {
        const errors = await layerErrors(
          file,
          `import * as probe from '${imports}'\nexport { probe }\n`,
        )
        expect(errors, `${file} importing ${imports}`).toEqual([])
      }
    })
  })
})
