import { defineRecipe } from '@chakra-ui/react'

/**
 * The skip link (src/app/layouts/skip-link.tsx): Chakra's skip link look, above the sticky header
 * (which would otherwise hide it), visually hidden until it has keyboard focus.
 */
export const skipLinkRecipe = defineRecipe({
  base: {
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
