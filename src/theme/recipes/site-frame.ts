import { defineSlotRecipe } from '@chakra-ui/react'
import { linkRecipe } from '@chakra-ui/react/theme'

// A link as Chakra's Link (plain variant) draws it, before the frame's own adjustments.
const plainLink = { ...linkRecipe.base, ...linkRecipe.variants?.variant?.plain }

// The header's and the footer's bars: as wide as the page's content, centred.
const bar = {
  display: 'flex',
  maxWidth: '7xl',
  marginX: 'auto',
  paddingX: { base: '3', md: '6' },
} as const

/** The frame of every page but /document (src/app/layouts/default-layout.tsx). */
export const siteFrameSlotRecipe = defineSlotRecipe({
  slots: ['root', 'main'],
  base: {
    root: { display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
    main: {
      flex: '1',
      // At least a window high, so that the footer starts below the fold: a page whose content
      // arrives after the first paint then grows without moving anything in view (CLS).
      minHeight: '100dvh',
      width: 'full',
      minWidth: '0',
      maxWidth: '7xl',
      marginX: 'auto',
      paddingX: { base: '3', md: '6' },
      paddingY: '8',
      // Below the sticky header when the skip link (or a heading's focus) scrolls to it.
      scrollMarginTop: '20',
      outline: '0',
    },
  },
})

/** The site header (src/app/layouts/site-header.tsx). */
export const siteHeaderSlotRecipe = defineSlotRecipe({
  slots: ['root', 'bar', 'brand', 'spacer', 'account'],
  base: {
    root: {
      borderBottomWidth: '1px',
      bg: 'bg',
      position: 'sticky',
      top: '0',
      zIndex: 'sticky',
    },
    bar: { ...bar, minHeight: '16', paddingY: '2', alignItems: 'center', gap: '3' },
    brand: {
      ...plainLink,
      fontWeight: 'bold',
      fontSize: { base: 'md', md: 'lg' },
      color: 'brand.fg',
      minWidth: '0',
      lineClamp: 2,
      // Beside the section menus (lg to xl) the name takes two lines rather than being cut.
      flexShrink: { lg: 0, '2xl': 1 },
      maxWidth: { lg: '44', xl: 'none' },
    },
    spacer: { flex: '1', justifySelf: 'stretch', alignSelf: 'stretch' },
    account: { display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 },
  },
})

/** The site footer (src/app/layouts/site-footer.tsx). */
export const siteFooterSlotRecipe = defineSlotRecipe({
  slots: ['root', 'bar', 'nav', 'link', 'copyright'],
  base: {
    root: { borderTopWidth: '1px', bg: 'bg.subtle', marginTop: 'auto' },
    bar: {
      ...bar,
      paddingY: '6',
      gap: '4',
      flexDirection: { base: 'column', md: 'row' },
      justifyContent: 'space-between',
    },
    nav: { display: 'flex', gap: '4', flexWrap: 'wrap' },
    link: { ...plainLink, fontSize: 'sm', color: 'fg' },
    copyright: { fontSize: 'sm', color: 'fg.muted' },
  },
})
