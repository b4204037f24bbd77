import { defineGlobalStyles } from '@chakra-ui/react'

/**
 * The frame of the account pages (src/components/account/account-page.tsx) as global styles:
 * what Chakra's Container (4xl wide) and two Stacks gave it, on one plain element that costs
 * every account page's render nothing to style.
 */
export const accountPageStyles = defineGlobalStyles({
  '.account-page': {
    position: 'relative',
    width: '100%',
    maxWidth: '4xl',
    marginX: 'auto',
    paddingY: { base: '6', md: '10' },
    paddingX: { base: '4', md: '6' },
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
  },
})
