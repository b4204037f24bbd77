import { ChakraProvider } from '@chakra-ui/react'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chakraGlobalCss } from './global-css'
import { FONT_STACK, getSystem } from './system'

/** The rules of a stylesheet's text, one per entry, as the browser parses them. */
function rulesOf(css: string): string[] {
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
  const rules = [...style.sheet!.cssRules].map((rule) => rule.cssText)
  style.remove()
  return rules
}

describe('the build-time global CSS (scripts/theme-css/vite-plugin.ts)', () => {
  const css = chakraGlobalCss()

  it('is exactly what Chakra’s provider injects on the first render', () => {
    // What the provider writes when the app does not hand it the stylesheet (dev server, Vitest).
    const { unmount } = render(
      <ChakraProvider value={getSystem()}>
        <p>x</p>
      </ChakraProvider>,
    )
    const injected = [...document.querySelectorAll('style[data-emotion]')]
      .map((style) => style.textContent ?? '')
      .join('')
    unmount()
    expect(injected).toContain('--chakra-colors-brand-700')
    expect(rulesOf(css)).toEqual(rulesOf(injected))
  })

  it('declares the cascade layers first, then the reset, the global styles and the tokens', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true)
    expect(css).toMatch(/@layer reset\{/)
    expect(css).toMatch(/@layer base\{/)
    expect(css).toContain('--chakra-colors-brand-700:#1d4ed8')
    // The font stack with the Chinese system fonts, as the theme names it.
    const body = /--chakra-fonts-body:([^;}]*)/.exec(css)?.[1]
    expect(body?.replace(/\s/g, '')).toBe(FONT_STACK.replace(/\s/g, ''))
  })
})
