import { defineGlobalStyles } from '@chakra-ui/react'

/**
 * The styles of ChoiceCards (src/components/form/choice-cards.tsx), as global styles that builds
 * ship in the stylesheet (scripts/theme-css): the look of Chakra's outline radio card, on native
 * radio buttons. A checked card is marked with `:has()`; where a browser lacks it, the radio button
 * itself still shows which card is chosen.
 */
export const choiceCardsStyles = defineGlobalStyles({
  '.choice-cards': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    minWidth: '0',
    margin: '0',
    padding: '0',
    border: '0',
    '& > legend': {
      padding: '0',
      marginBottom: '1.5',
      textStyle: 'sm',
      fontWeight: 'medium',
    },
    '& [data-part=options]': {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      gap: '3',
    },
    '& [data-part=card]': {
      flex: '1',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2.5',
      padding: '4',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      textStyle: 'sm',
      cursor: 'pointer',
      userSelect: 'none',
      transitionProperty: 'border-color, box-shadow',
      transitionDuration: 'fast',
    },
    '& [data-part=card]:has(input:checked)': {
      borderColor: 'brand.solid',
      boxShadow: '0 0 0 1px {colors.brand.solid}',
    },
    '& [data-part=card]:has(input:focus-visible)': {
      outline: '2px solid {colors.brand.focusRing}',
      outlineOffset: '2px',
    },
    '& [data-part=text]': {
      flex: '1',
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
    },
    '& [data-part=label]': { fontWeight: 'medium' },
    '& [data-part=description]': { color: 'fg.muted' },
    '& input': {
      flexShrink: 0,
      width: '4',
      height: '4',
      margin: '0',
      accentColor: 'brand.solid',
      cursor: 'pointer',
      // The card shows keyboard focus.
      outline: 'none',
    },
  },
})
