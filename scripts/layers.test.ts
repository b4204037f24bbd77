import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

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
  it('refuses a feature importing another feature', async () => {
    const errors = await layerErrors(
      'src/features/auth/probe.ts',
      "import { AccountMenu } from '@/features/session/account-menu'\nexport const probe = AccountMenu\n",
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
      "import { AppProvider } from '@/app/provider'\nimport { AccountMenu } from '@/features/session/account-menu'\nexport const probe = [AppProvider, AccountMenu]\n",
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
})
