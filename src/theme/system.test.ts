import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getSystem, Z_INDEX_BASE } from './system'

const system = getSystem()

/** The source of every component file in src/ (stories too when `withStories`). */
function componentSources({ withStories }: { withStories: boolean }): string[] {
  const root = new URL('..', import.meta.url).pathname
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.tsx') && (withStories || !file.endsWith('.stories.tsx')))
    .map((file) => readFileSync(join(root, file), 'utf8'))
}

describe('theme system', () => {
  it('defines the brand palette semantic tokens', () => {
    expect(system.token('colors.brand.solid')).toBeDefined()
    expect(system.token('colors.brand.contrast')).toBeDefined()
    expect(system.token('colors.brand.700')).toBe('#1d4ed8')
  })

  it('names the Chinese system fonts after the Latin ones and before the generic family', () => {
    for (const token of ['fonts.body', 'fonts.heading']) {
      const stack = String(system.token(token))
      const at = (name: string) => stack.indexOf(name)
      for (const font of [
        'PingFang SC',
        'Microsoft YaHei',
        'Noto Sans CJK SC',
        'WenQuanYi Micro Hei',
      ]) {
        expect(at(font)).toBeGreaterThan(at('Arial'))
        expect(at(font)).toBeLessThan(at('sans-serif'))
      }
    }
  })

  it('keeps the colour palettes the portal uses and leaves the others out', () => {
    for (const palette of ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'brand']) {
      expect(system.token(`colors.${palette}.500`), palette).toBeDefined()
      expect(system.token(`colors.${palette}.solid`), palette).toBeDefined()
    }
    expect(system.token('colors.teal.500')).toBeUndefined()
    expect(system.token('colors.pink.solid')).toBeUndefined()
  })

  it('has every colour palette that a component in src/ names', () => {
    const named = new Set<string>()
    for (const source of componentSources({ withStories: false })) {
      // A palette is named where a colorPalette is set, or as a value of a map of palettes by state.
      const places = [
        ...source.matchAll(/colorPalette(?:=|:\s*)(\{[^}]*\}|'[a-z]+'|"[a-z]+")/g),
        ...source.matchAll(/Palettes\b[^=]*=\s*(\{[^}]*\})/g),
      ]
      // The names compared with (`state === 'open' ? …`) are not palettes.
      for (const [, place] of places) {
        for (const [, name] of place!.matchAll(/(?<![=!]==\s*)['"]([a-z]+)['"]/g)) named.add(name!)
      }
    }
    expect(named).toContain('brand')
    const missing = [...named].filter((name) => system.token(`colors.${name}.solid`) === undefined)
    expect(missing).toEqual([])
  })

  it('has one colour mode: semantic tokens hold their light value, and no CSS is made for a dark one', () => {
    const conditions = new Set(
      system.tokens.allTokens.flatMap((token) => Object.keys(token.extensions.conditions ?? {})),
    )
    expect([...conditions]).toEqual(['base'])
    expect(JSON.stringify(system.getTokenCss())).toContain(
      '"--chakra-colors-fg-muted":"var(--chakra-colors-gray-600)"',
    )
    expect(JSON.stringify(system._global)).not.toMatch(/\.dark\b/)
  })

  it('puts floating layers at or above the z-index base', () => {
    expect(Number(system.token('zIndex.dropdown'))).toBe(Z_INDEX_BASE)
    expect(Number(system.token('zIndex.modal'))).toBeGreaterThan(Z_INDEX_BASE)
    expect(Number(system.token('zIndex.toast'))).toBeGreaterThan(Z_INDEX_BASE)
  })
})

describe('pruned recipes', () => {
  it('include the recipe of every Chakra component imported in src/', async () => {
    const { defaultConfig } = await import('@chakra-ui/react')
    const imported = new Set<string>()
    for (const source of componentSources({ withStories: true })) {
      for (const match of source.matchAll(/import \{([^}]*)\} from '@chakra-ui\/react'/g)) {
        match[1]!.split(',').forEach((name) => imported.add(name.trim()))
      }
    }
    const chakraRecipes = {
      ...defaultConfig.theme?.recipes,
      ...defaultConfig.theme?.slotRecipes,
    }
    const ours = { ...system._config.theme?.recipes, ...system._config.theme?.slotRecipes }
    const key = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)
    const needed = [...imported].map(key).filter((k) => k in chakraRecipes)
    expect(needed).toContain('menu')
    expect(needed.filter((k) => !(k in ours))).toEqual([])
  })
})
