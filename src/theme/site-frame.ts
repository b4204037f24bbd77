import { defineGlobalStyles } from '@chakra-ui/react'
import { linkRecipe } from '@chakra-ui/react/theme'

// A link as Chakra's Link (plain variant) draws it, before the frame's own adjustments.
const plainLink = { ...linkRecipe.base, ...linkRecipe.variants?.variant?.plain }

/**
 * The frame of every page but /document (src/app/layouts: default-layout, site-header,
 * site-footer) as global styles: what Chakra's Box, Flex, Spacer, Link and Button gave it, on
 * plain elements that cost no page's render anything to style. The header's menu button takes
 * the theme's button classes (src/theme/plain.ts) and only adds its own placement here.
 */
export const siteFrameStyles = defineGlobalStyles({
  '.site-frame': { display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
  '.site-main': {
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
  '.site-header': {
    borderBottomWidth: '1px',
    bg: 'bg',
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
  },
  '.site-header__bar': {
    display: 'flex',
    maxWidth: '7xl',
    marginX: 'auto',
    paddingX: { base: '3', md: '6' },
    minHeight: '16',
    paddingY: '2',
    alignItems: 'center',
    gap: '3',
  },
  '.site-header__brand': {
    ...plainLink,
    fontWeight: 'bold',
    fontSize: { base: 'md', md: 'lg' },
    color: 'brand.fg',
    minWidth: '0',
    lineClamp: 2,
  },
  '.site-header__spacer': { flex: '1', justifySelf: 'stretch', alignSelf: 'stretch' },
  '.site-header .site-header__menu-button': { flexShrink: 0, hideFrom: '2xl' },
  '.site-header__account': { display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 },
  '.site-footer': { borderTopWidth: '1px', bg: 'bg.subtle', marginTop: 'auto' },
  '.site-footer__bar': {
    display: 'flex',
    maxWidth: '7xl',
    marginX: 'auto',
    paddingX: { base: '3', md: '6' },
    paddingY: '6',
    gap: '4',
    flexDirection: { base: 'column', md: 'row' },
    justifyContent: 'space-between',
  },
  '.site-footer__nav': { display: 'flex', gap: '4', flexWrap: 'wrap' },
  '.site-footer__nav a': { ...plainLink, fontSize: 'sm', color: 'fg' },
  '.site-footer__copyright': { fontSize: 'sm', color: 'fg.muted' },
})
