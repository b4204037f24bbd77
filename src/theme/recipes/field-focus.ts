import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react'

/**
 * A focused field is unmistakable (WCAG 2.2 focus appearance): a 2 px ring in the brand palette's
 * focus colour (brand.focusRing in system.ts) instead of Chakra's 1 px gray.400 ring. Partial
 * overrides, deep-merged by `createSystem` into Chakra's input, textarea and native select.
 */
const focus = { colorPalette: 'brand', focusRingWidth: '2px' } as const

export const inputRecipe = defineRecipe({ base: focus })

export const textareaRecipe = defineRecipe({ base: focus })

export const nativeSelectSlotRecipe = defineSlotRecipe({
  slots: ['root', 'field', 'indicator'],
  base: { field: focus },
})
