import type {
  GlobalStyleObject,
  RecipeDefinition,
  SlotRecipeDefinition,
  SystemStyleObject,
} from '@chakra-ui/react'

/** The variant values a plain element may carry, by variant name (`{ size: ['md', 'lg'] }`). */
export type VariantValues = Record<string, readonly string[]>

type Styles = Record<string, SystemStyleObject | undefined>

/** `.name[data-palette=x]` sets the colour palette that a recipe's `colorPalette.*` tokens read. */
function paletteRules(name: string, palettes: readonly string[]): GlobalStyleObject {
  return Object.fromEntries(
    palettes.map((palette) => [`.${name}[data-palette="${palette}"]`, { colorPalette: palette }]),
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
  // Two data attributes cannot say "both at once" without a rule per pair: not needed so far.
  if (recipe.compoundVariants?.length) throw new Error(`${name}: compound variants not supported`)
}

/**
 * A Chakra recipe as global classes, so that an element looks as Chakra's component would while
 * costing the render nothing to style (the stylesheet holds it; README, "Web performance").
 * `.name` takes the recipe's base; `.name[data-<variant>=<value>]` each listed value, so the
 * element names its variants as data attributes, every one of them (defaults are not implied).
 * Made from the recipe itself, never a copy of its values: a Chakra update restyles both alike.
 */
export function recipeClasses(
  name: string,
  recipe: RecipeDefinition,
  variants: VariantValues,
  palettes: readonly string[] = [],
): GlobalStyleObject {
  noCompoundVariants(name, recipe)
  const rules: GlobalStyleObject = { [`.${name}`]: recipe.base ?? {} }
  for (const [variant, values] of Object.entries(variants)) {
    for (const value of values) {
      rules[`.${name}[data-${variant}="${value}"]`] = variantStyles(recipe, variant, value)
    }
  }
  return { ...rules, ...paletteRules(name, palettes) }
}

/**
 * A Chakra slot recipe as global classes: the root is `.name`, each other part `.name__<part>`
 * (in kebab case),
 * and variants are data attributes on the root (`.name[data-size=md] .name__header`). A part
 * takes its root's variants, so a plain component of this kind inside another of different
 * variants would mix them.
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
  const selector = (part: string) => (part === 'root' ? '' : ` .${partClass(part)}`)
  const base = (recipe.base ?? {}) as Styles
  const rules: GlobalStyleObject = {}
  for (const part of parts) {
    rules[`.${partClass(part)}`] = base[part] ?? {}
  }
  for (const [variant, values] of Object.entries(variants)) {
    for (const value of values) {
      const styles = variantStyles(recipe, variant, value)
      for (const part of parts) {
        if (styles[part])
          rules[`.${name}[data-${variant}="${value}"]${selector(part)}`] = styles[part]
      }
    }
  }
  return { ...rules, ...paletteRules(name, palettes) }
}
