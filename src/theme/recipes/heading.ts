import { defineRecipe } from '@chakra-ui/react'

/**
 * Partial override, deep-merged by `createSystem` into Chakra's heading recipe: a heading the page
 * moves focus to (tabIndex -1, not reachable by Tab) draws no focus ring.
 */
export const headingRecipe = defineRecipe({
  base: {
    '&[tabindex="-1"]': { outline: 'none' },
  },
})
