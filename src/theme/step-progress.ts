import { defineGlobalStyles } from '@chakra-ui/react'

/**
 * The styles of the step indicator (src/components/ui/step-progress.tsx), as global styles: builds
 * ship them in the stylesheet (scripts/theme-css), so the indicator renders as plain elements and
 * costs its form nothing to style on a phone. Elements are named by their `data-part`.
 */
export const stepProgressStyles = defineGlobalStyles({
  '.step-progress': {
    display: 'flex',
    width: 'full',
    alignItems: 'center',
    gap: '2',
    '& [data-part=item]': {
      display: 'flex',
      minWidth: '0',
      alignItems: 'center',
      gap: '2',
    },
    '& [data-part=item]:not(:last-child)': { flex: '1' },
    '& [data-part=indicator]': {
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
    },
    '& [data-state=current] [data-part=indicator]': {
      borderColor: 'brand.solid',
      color: 'brand.fg',
    },
    '& [data-state=complete] [data-part=indicator]': {
      borderColor: 'brand.solid',
      bg: 'brand.solid',
      color: 'brand.contrast',
    },
    '& [data-part=title]': {
      fontSize: { base: 'xs', sm: 'sm' },
      fontWeight: 'medium',
      color: 'fg.muted',
      // On a phone only the current step's title: the form's heading names it too.
      display: { base: 'none', sm: 'block' },
    },
    '& [data-state=current] [data-part=title]': { color: 'fg', display: 'block' },
    '& [data-part=separator]': {
      flex: '1',
      minWidth: '3',
      height: '2px',
      bg: 'border',
    },
    '& [data-state=complete] [data-part=separator]': { bg: 'brand.solid' },
  },
})
