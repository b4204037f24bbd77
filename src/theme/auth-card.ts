import { defineGlobalStyles } from '@chakra-ui/react'
import { containerRecipe } from '@chakra-ui/react/theme'

/**
 * The frame of the sign-in, sign-up and recovery screens (src/features/auth/auth-card.tsx) as
 * global styles: Chakra's Container (lg wide) around the theme's card classes
 * (src/theme/plain.ts), its footer centred.
 */
export const authCardStyles = defineGlobalStyles({
  '.auth-card': {
    ...containerRecipe.base,
    maxWidth: 'lg',
    paddingY: { base: '6', md: '12' },
  },
  '.auth-card .card__footer': { justifyContent: 'center' },
})
