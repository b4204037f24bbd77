import { defineSlotRecipe } from '@chakra-ui/react'

// A part inside a step (an item) whose `data-state` is current or complete.
const current = '[data-state=current] > &'
const complete = '[data-state=complete] > &'

/** The step indicator of a multi-step form (src/components/ui/step-progress.tsx). */
export const stepProgressSlotRecipe = defineSlotRecipe({
  slots: ['root', 'item', 'indicator', 'title', 'separator'],
  base: {
    root: {
      display: 'flex',
      width: 'full',
      alignItems: 'center',
      gap: '2',
    },
    item: {
      display: 'flex',
      minWidth: '0',
      alignItems: 'center',
      gap: '2',
      '&:not(:last-child)': { flex: '1' },
    },
    indicator: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '6',
      flexShrink: 0,
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'border',
      color: 'fg.muted',
      fontSize: 'xs',
      fontWeight: 'semibold',
      [current]: { borderColor: 'brand.solid', color: 'brand.fg' },
      [complete]: { borderColor: 'brand.solid', bg: 'brand.solid', color: 'brand.contrast' },
    },
    title: {
      fontSize: { base: 'xs', sm: 'sm' },
      fontWeight: 'medium',
      color: 'fg.muted',
      // On a phone only the current step's title: the form's heading names it too.
      display: { base: 'none', sm: 'block' },
      [current]: { color: 'fg', display: 'block' },
    },
    separator: {
      flex: '1',
      minWidth: '3',
      height: '2px',
      bg: 'border',
      [complete]: { bg: 'brand.solid' },
    },
  },
})
