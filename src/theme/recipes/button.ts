import { defineRecipe } from '@chakra-ui/react'

/**
 * Partial override, deep-merged by `createSystem` into Chakra's built-in button recipe.
 * Buttons use the brand palette unless a `colorPalette` prop says otherwise.
 */
export const buttonRecipe = defineRecipe({
  base: {
    colorPalette: 'brand',
    fontWeight: 'semibold',
  },
})
