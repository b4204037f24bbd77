import { defineConfig } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

/**
 * Chakra's colour palettes the portal does not use (no colorPalette, no colour token names them).
 * Each palette is 11 colour tokens and 7 semantic ones that the theme builds on the phone's main
 * thread before the first render (and that the provider injects as CSS variables): leaving these
 * four out took about a third off building the theme. Using one of them? Take it out of this list.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink'])
const withoutUnusedPalettes = <T extends object>(colors: T | undefined) =>
  Object.fromEntries(
    Object.entries(colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name)),
  ) as T

/**
 * The portal has one colour mode, light: no page switches to dark (no `.dark` class, no colour
 * mode toggle). Chakra's semantic tokens hold a value per mode (`{ _light, _dark }`); this keeps
 * the light one as the token's value. The dark values were a second set of CSS variables under
 * `.dark` that the theme built on the phone's main thread before the first render and that every
 * page's HTML carried (about 6 KB of its inline CSS), with nothing to apply them.
 */
export function lightValues<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens
  const { value } = tokens as { value?: unknown }
  if (typeof value === 'object' && value !== null && '_light' in value) {
    return { ...tokens, value: (value as { _light: unknown })._light }
  }
  return Object.fromEntries(
    Object.entries(tokens).map(([name, nested]) => [name, lightValues(nested)]),
  ) as T
}

/**
 * Chakra's default theme minus the recipes of components the portal does not use: all ~90 recipes
 * cost about 25 KB of gzipped JavaScript on every page (spec size budget, docs/performance.md).
 * USING A CHAKRA COMPONENT FOR THE FIRST TIME? Add its recipe here (the name is in
 * `@chakra-ui/react/theme`, e.g. `selectSlotRecipe`); without it the component renders unstyled.
 * src/theme/system.test.ts fails for a component imported in src/ whose recipe is missing.
 */
export const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightValues({
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors),
    }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      code: codeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})
