// `import { globalCssExtracted } from 'virtual:chakra-global-css'`: in a build, Chakra's global CSS
// (reset, global styles, every token as a CSS variable: about 44 KB) is made at build time
// (src/theme/global-css.ts) and shipped as a stylesheet; the app then gives Chakra's provider
// nothing to inject (providerSystem in src/theme/system.ts). On a phone
// that saves the first render emotion's work on it (serialising, hashing and parsing it, inserting
// a few hundred rules), about a fifth of the page's main-thread time before it can be used.
// The dev server and Vitest keep Chakra's own injection, so a theme change shows at once.
import type { Plugin } from 'vite'

const MODULE = 'virtual:chakra-global-css'
// Where createSystem computes the global CSS for the provider, eagerly (about a tenth of a second
// on a phone); builds ship it as a stylesheet, so in their copy of Chakra it is not computed at all.
const CHAKRA_SYSTEM = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const STYLESHEET = 'virtual:chakra-global.css'

export function chakraGlobalCssPlugin(): Plugin {
  let extract = false
  return {
    name: 'portal-chakra-global-css',
    configResolved(config) {
      extract = config.command === 'build'
    },
    resolveId(id) {
      if (id === MODULE) return `\0${MODULE}`
      // A path Vite's CSS pipeline recognises (it ends in .css); \0 keeps other plugins off it.
      if (id === STYLESHEET) return `\0${STYLESHEET}`
      return undefined
    },
    async load(id) {
      if (id === `\0${MODULE}`) {
        return extract
          ? `import ${JSON.stringify(STYLESHEET)}\nexport const globalCssExtracted = true\n`
          : 'export const globalCssExtracted = false\n'
      }
      if (id === `\0${STYLESHEET}`) {
        // Loaded here, not at the top: only builds pay for loading Chakra into Node.
        const { chakraGlobalCss } = await import('../../src/theme/global-css.ts')
        return chakraGlobalCss()
      }
      return undefined
    },
    transform(code, id) {
      if (!extract || !CHAKRA_SYSTEM.test(id)) return undefined
      if (!code.includes(EAGER_GLOBAL)) {
        // A Chakra update moved it: say so rather than ship the work twice without knowing.
        this.error(`${id} no longer holds "${EAGER_GLOBAL}": update scripts/theme-css`)
      }
      return { code: code.replace(EAGER_GLOBAL, 'const _global = [];'), map: null }
    },
  }
}
