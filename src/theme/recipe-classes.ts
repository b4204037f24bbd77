import type {
  GlobalStyleObject,
  RecipeDefinition,
  SlotRecipeDefinition,
  SystemStyleObject,
} from '@chakra-ui/react'

/** The variant values a plain element may carry, by variant name (`{ size: ['md', 'lg'] }`). */
export type VariantValues = Record<string, readonly string[]>

type Styles = Record<string, SystemStyleObject | undefined>

/**
 * Every rule a recipe makes weighs nothing (`:where()`), as a recipe's styles sit in Chakra's
 * lowest cascade layer: the rules' order decides among them (base, then each combination), and
 * any class of a page's own (a layout's placement, `display: none` from a width on) overrides
 * them, as Chakra's style props override a recipe.
 */
const where = (selector: string) => `:where(${selector})`

/** `.name[data-palette=x]` sets the colour palette that a recipe's `colorPalette.*` tokens read. */
function paletteRules(name: string, palettes: readonly string[]): GlobalStyleObject {
  return Object.fromEntries(
    palettes.map((palette) => [
      where(`.${name}[data-palette="${palette}"]`),
      { colorPalette: palette },
    ]),
  )
}

function variantStyles(recipe: { variants?: object }, variant: string, value: string): Styles {
  const styles = (recipe.variants as Record<string, Record<string, Styles>> | undefined)?.[
    variant
  ]?.[value]
  if (!styles) throw new Error(`recipe has no ${variant}=${value}`)
  return styles
}

function noCompoundVariants(name: string, recipe: { compoundVariants?: unknown[] }) {
  // Not merged into the combinations below: no recipe in use has any.
  if (recipe.compoundVariants?.length) throw new Error(`${name}: compound variants not supported`)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Chakra's merge of a recipe's styles: later keys win, nested objects (conditions) merge. */
function merge(...styles: (object | undefined)[]): SystemStyleObject {
  const out: Record<string, unknown> = {}
  for (const style of styles) {
    for (const [key, value] of Object.entries(style ?? {})) {
      const before = out[key]
      out[key] = isObject(value) && isObject(before) ? merge(before, value) : value
    }
  }
  return out as SystemStyleObject
}

/** Every combination of the listed variant values: `[{ size: 'md', variant: 'outline' }, …]`. */
function combinations(variants: VariantValues): Record<string, string>[] {
  return Object.entries(variants).reduce<Record<string, string>[]>(
    (combos, [variant, values]) =>
      combos.flatMap((combo) => values.map((value) => ({ ...combo, [variant]: value }))),
    [{}],
  )
}

const attributes = (combo: Record<string, string>) =>
  Object.entries(combo)
    .map(([variant, value]) => `[data-${variant}="${value}"]`)
    .join('')

/**
 * A Chakra recipe as global classes, so that an element looks as Chakra's component would while
 * costing the render nothing to style (the stylesheet holds it; README, "Web performance").
 * `.name` takes the recipe's base; `.name[data-<variant>="<value>"]…`, one rule per combination
 * of the listed values, the base and those variants merged as Chakra merges them (so that a
 * variant's plain declaration never outweighs a condition of the base, as separate rules would).
 * The element names every variant as a data attribute (defaults are not implied). Made from the
 * recipe itself, never a copy of its values: a Chakra update restyles both alike.
 */
export function recipeClasses(
  name: string,
  recipe: RecipeDefinition,
  variants: VariantValues,
  palettes: readonly string[] = [],
): GlobalStyleObject {
  noCompoundVariants(name, recipe)
  const rules: GlobalStyleObject = { [where(`.${name}`)]: recipe.base ?? {} }
  for (const combo of combinations(variants)) {
    const styles = Object.entries(combo).map(([variant, value]) =>
      variantStyles(recipe, variant, value),
    )
    rules[where(`.${name}${attributes(combo)}`)] = merge(
      recipe.base,
      ...(styles as SystemStyleObject[]),
    )
  }
  return { ...rules, ...paletteRules(name, palettes) }
}

/**
 * A Chakra slot recipe as global classes: the root is `.name`, each other part `.name__<part>`
 * (in kebab case), each with its base alone, and per combination of the listed variant values
 * (data attributes on the root) each part's merged styles: `.name[data-size="md"] .name__header`.
 * A part takes its root's variants, so a plain component of this kind inside another of
 * different variants would mix them.
 */
export function slotRecipeClasses(
  name: string,
  recipe: SlotRecipeDefinition,
  parts: readonly string[],
  variants: VariantValues,
  palettes: readonly string[] = [],
): GlobalStyleObject {
  noCompoundVariants(name, recipe)
  // itemLabel → .data-list__item-label
  const partClass = (part: string) =>
    part === 'root' ? name : `${name}__${part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
  const base = (recipe.base ?? {}) as Styles
  const rules: GlobalStyleObject = {}
  for (const part of parts) rules[where(`.${partClass(part)}`)] = base[part] ?? {}
  for (const combo of combinations(variants)) {
    const styles = Object.entries(combo).map(([variant, value]) =>
      variantStyles(recipe, variant, value),
    )
    for (const part of parts) {
      const merged = merge(base[part], ...styles.map((style) => style[part]))
      if (Object.keys(merged).length === 0) continue
      const selector = `.${name}${attributes(combo)}${part === 'root' ? '' : ` .${partClass(part)}`}`
      rules[where(selector)] = merged
    }
  }
  return { ...rules, ...paletteRules(name, palettes) }
}
