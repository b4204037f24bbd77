import { defineSlotRecipe } from '@chakra-ui/react'
import { fieldSlotRecipe } from '@chakra-ui/react/theme'

/**
 * ChoiceCards (src/components/form/choice-cards.tsx): the look of Chakra's outline radio card, on
 * native radio buttons. A checked card is marked with `:has()`; where a browser lacks it, the radio
 * button itself still shows which card is chosen.
 */
export const choiceCardsSlotRecipe = defineSlotRecipe({
  slots: [
    'root',
    'legend',
    'options',
    'card',
    'text',
    'label',
    'description',
    'input',
    'errorText',
  ],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1.5',
      minWidth: '0',
      margin: '0',
      padding: '0',
      border: '0',
    },
    legend: {
      padding: '0',
      marginBottom: '1.5',
      textStyle: 'sm',
      fontWeight: 'medium',
    },
    options: {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      gap: '3',
    },
    card: {
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
      '&:has(input:checked)': {
        borderColor: 'brand.solid',
        boxShadow: '0 0 0 1px {colors.brand.solid}',
      },
      '&:has(input:focus-visible)': {
        outline: '2px solid {colors.brand.focusRing}',
        outlineOffset: '2px',
      },
    },
    text: {
      flex: '1',
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
    },
    label: { fontWeight: 'medium' },
    description: { color: 'fg.muted' },
    input: {
      flexShrink: 0,
      width: '4',
      height: '4',
      margin: '0',
      accentColor: 'brand.solid',
      cursor: 'pointer',
      // The card shows keyboard focus.
      outline: 'none',
    },
    // As a field's error text.
    errorText: fieldSlotRecipe.base?.errorText,
  },
})
