import { defineSlotRecipe } from '@chakra-ui/react'

/**
 * Partial override, deep-merged by `createSystem` into Chakra's data list: a horizontal list puts
 * each value under its label below 480 px (sm), so that on a phone a value has the card's width
 * instead of the room left beside its label (where a credit code broke into 4-character lines).
 */
export const dataListSlotRecipe = defineSlotRecipe({
  slots: ['root', 'item', 'itemLabel', 'itemValue'],
  variants: {
    orientation: {
      horizontal: {
        item: {
          flexDirection: { base: 'column', sm: 'row' },
          alignItems: { base: 'flex-start', sm: 'center' },
          gap: { base: '0.5', sm: '4' },
        },
      },
    },
  },
})
