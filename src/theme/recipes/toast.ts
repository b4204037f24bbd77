import { defineSlotRecipe } from '@chakra-ui/react'
import { toastAnatomy } from '@chakra-ui/react/anatomy'

/**
 * Partial override of Chakra's toast: its default success (green.600) and warning (orange.500)
 * backgrounds are below 4.5:1 with their text. The 700 shades with white pass WCAG AA; the
 * description is not dimmed for the same reason.
 */
export const toastSlotRecipe = defineSlotRecipe({
  slots: toastAnatomy.keys(),
  base: {
    root: {
      '&[data-type=success]': { bg: 'green.700', color: 'white' },
      '&[data-type=warning]': { bg: 'orange.700', color: 'white' },
      '&[data-type=error]': { bg: 'red.700', color: 'white' },
      '&[data-type=info]': { bg: 'brand.solid', color: 'brand.contrast' },
    },
    description: { opacity: '1' },
  },
})
