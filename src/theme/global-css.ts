import createCache from '@emotion/cache'
import { serializeStyles } from '@emotion/serialize'
import { getSystem } from './system.ts'

// Run by Node at build time (scripts/theme-css/vite-plugin.ts): relative imports name their files.

/**
 * The CSS that Chakra's provider would otherwise make in the browser on the first render: the
 * cascade layers' order, the reset, the global styles and every token as a CSS variable, made by
 * the same emotion functions (serialiser, stylis with emotion's plugins) the provider goes through.
 */
export function chakraGlobalCss(): string {
  const system = getSystem()
  const styles = [system._config.disableLayers ? '' : system.layers.atRule, system._global]
  const cache = createCache({ key: 'css' })
  // Emotion's browser build hands each rule to the sheet, its Node build returns them all.
  const rules: string[] = []
  const sheet = { insert: (rule: string) => void rules.push(rule) }
  const returned = cache.insert(
    '',
    serializeStyles(styles, cache.registered),
    sheet as unknown as typeof cache.sheet,
    false,
  )
  const css = typeof returned === 'string' ? returned : rules.join('')
  if (!css.includes('--chakra-colors-brand-700')) {
    throw new Error('chakraGlobalCss: emotion gave no token CSS')
  }
  return css
}
