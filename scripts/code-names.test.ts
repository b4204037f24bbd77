import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The rule of eslint.config.js that asks for catalogue codes by name (`Code.sessionInvalid`, not
// 10005), proved on code that breaks it, and on ordinary numbers it must leave alone.

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '') })

async function codeErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message)
}

// The first lint loads the parser and the import resolver: seconds on a busy machine.
describe('catalogue codes by name', { timeout: 60_000 }, () => {
  it('refuses a bare 5-digit code anywhere, and names the code', async () => {
    const errors = await codeErrors(
      'server/routes/probe.ts',
      'declare class ApiError { constructor(code: number) }\nexport const a = new ApiError(10005)\nexport const b = [31002]\nexport type C = 31005\n',
    )
    expect(errors).toEqual([
      expect.stringContaining('Code.sessionInvalid'),
      expect.stringContaining('Code.wrongCode'),
      expect.stringContaining('Code.twoStepAlreadyOn'),
    ])
  })

  it('refuses 440 to 443 where they stand for a code', async () => {
    const errors = await codeErrors(
      'src/features/auth/probe.ts',
      [
        'declare const error: { code: number }',
        'declare function answerFailure(id: string, code: number): void',
        "answerFailure('accountLogin', 443)",
        'export const notFound = error.code === 441',
        'export const answer = { status: 400, code: 440 }',
        'switch (error.code) {\n  case 442:\n}',
        'export type Missing = 440',
      ].join('\n'),
    )
    expect(errors).toEqual([
      expect.stringContaining('Code.busy'),
      expect.stringContaining('Code.invalidParameter'),
      expect.stringContaining('Code.missingParameter'),
      expect.stringContaining('Code.networkError'),
      expect.stringContaining('Code.missingParameter'),
    ])
  })

  it('leaves HTTP statuses, ports, sizes and names alone', async () => {
    const errors = await codeErrors(
      'server/probe.ts',
      [
        "import { Code } from '../generated/error-catalogue.ts'",
        'declare const reply: { status(code: number): void }',
        'reply.status(400)',
        'reply.status(404)',
        'export const port = 443',
        'export const limits = { size: 441, timeoutMs: 30000, max: 10000 }',
        'export const named = Code.sessionInvalid === 10005 - 0 ? 200 : 500',
      ].join('\n'),
    )
    expect(errors).toEqual([expect.stringContaining('Code.sessionInvalid')])
  })

  it('lets tests write the wire format', async () => {
    const errors = await codeErrors(
      'server/probe.test.ts',
      'export const answer = { code: 10005 }\nexport const missing = { code: 440 }\n',
    )
    expect(errors).toEqual([])
  })
})
