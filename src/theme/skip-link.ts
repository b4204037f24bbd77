import { defineGlobalStyles } from '@chakra-ui/react'

/**
 * The skip link's styles (src/app/layouts/skip-link.tsx), as global styles that builds ship in the
 * stylesheet (scripts/theme-css): Chakra's skip link recipe, above the sticky header (the recipe
 * gives it no z-index, and the header would hide it). Every page renders the link first; as a
 * plain element it costs that render nothing to style.
 */
export const skipLinkStyles = defineGlobalStyles({
  '.skip-link': {
    display: 'inline-flex',
    bg: 'bg.panel',
    color: 'brand.fg',
    padding: '2.5',
    borderRadius: 'l2',
    boxShadow: 'md',
    fontWeight: 'semibold',
    textStyle: 'sm',
    zIndex: 'skipNav',
    focusVisibleRing: 'outside',
    // Visually hidden until it has keyboard focus.
    userSelect: 'none',
    border: '0',
    height: '1px',
    width: '1px',
    margin: '-1px',
    overflow: 'hidden',
    position: 'absolute',
    clip: 'rect(0 0 0 0)',
    _focusVisible: {
      clip: 'auto',
      width: 'auto',
      height: 'auto',
      position: 'fixed',
      top: '6',
      insetStart: '6',
    },
  },
})
