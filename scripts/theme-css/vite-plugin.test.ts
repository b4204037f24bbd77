import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { chakraGlobalCssPlugin } from './vite-plugin.ts'

const chakraSystem = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
)

/** The plugin as Vite runs it for `command` (build or serve). */
function pluginFor(command: 'build' | 'serve') {
  const plugin = chakraGlobalCssPlugin()
  ;(plugin.configResolved as (config: unknown) => void)({ command })
  const context = {
    error(message: string): never {
      throw new Error(message)
    },
  }
  const transform = (code: string, id: string) =>
    (plugin.transform as (this: unknown, code: string, id: string) => unknown).call(
      context,
      code,
      id,
    ) as { code: string } | undefined
  const load = (id: string) => (plugin.load as (id: string) => Promise<string>)(id)
  return { plugin: plugin as Plugin, transform, load }
}

describe('the Chakra global CSS plugin', () => {
  const source = readFileSync(chakraSystem, 'utf8')

  it('leaves the global CSS out of the browser’s createSystem in builds only', () => {
    const built = pluginFor('build').transform(source, chakraSystem)
    expect(built?.code).toContain('const _global = [];')
    expect(built?.code).not.toContain('getTokenCss()]')
    expect(pluginFor('serve').transform(source, chakraSystem)).toBeUndefined()
  })

  it('stops the build when Chakra no longer computes it where the plugin expects', () => {
    expect(() =>
      pluginFor('build').transform(source.replace('const _global', 'let _global'), chakraSystem),
    ).toThrow(/update scripts\/theme-css/)
  })

  it('tells the app whether the stylesheet is shipped', async () => {
    expect(await pluginFor('build').load('\0virtual:chakra-global-css')).toContain(
      'globalCssExtracted = true',
    )
    expect(await pluginFor('serve').load('\0virtual:chakra-global-css')).toContain(
      'globalCssExtracted = false',
    )
  })
})
