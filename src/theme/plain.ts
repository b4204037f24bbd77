import { defineConfig, defineGlobalStyles, mergeConfigs } from '@chakra-ui/react'
import {
  badgeRecipe,
  buttonRecipe as chakraButtonRecipe,
  cardSlotRecipe,
  dataListSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
} from '@chakra-ui/react/theme'
import { buttonRecipe } from './recipes/button.ts'
import { recipeClasses, slotRecipeClasses } from './recipe-classes.ts'

// The button as the theme has it: Chakra's recipe and the portal's override, merged as
// createSystem merges them (src/theme/system.ts).
const portalButton = mergeConfigs(
  defineConfig({ theme: { recipes: { button: chakraButtonRecipe } } }),
  defineConfig({ theme: { recipes: { button: buttonRecipe } } }),
).theme!.recipes!.button!

/** The colour palettes a plain badge can take (`data-palette`). */
export const BADGE_PALETTES = ['orange', 'green', 'red', 'gray', 'yellow'] as const
export type BadgePalette = (typeof BADGE_PALETTES)[number]

/**
 * Chakra's recipes, as classes for the plain elements of src/components/ui/plain.tsx and the
 * forms' fields (src/components/form: form-field, input): what every account page and form renders
 * (headings, section cards, data lists, status badges, links styled as buttons, labels, inputs,
 * error texts) looks as Chakra's components would, styled by the build's stylesheet instead of
 * resolved on the phone's main thread at each render. Each lists only the variants in use: using
 * another? Add it here (the component's story compares it with Chakra's own).
 */
export const plainStyles = defineGlobalStyles({
  ...recipeClasses('heading', headingRecipe, { size: ['md', 'lg', 'xl', '2xl'] }),
  // A heading the page moves focus to (tabIndex -1, not reachable by Tab): no focus ring.
  '.heading[tabindex="-1"]': { outline: 'none' },
  ...slotRecipeClasses('card', cardSlotRecipe, ['root', 'header', 'body', 'footer'], {
    variant: ['outline'],
    size: ['md'],
  }),
  ...slotRecipeClasses(
    'data-list',
    dataListSlotRecipe,
    ['root', 'item', 'itemLabel', 'itemValue'],
    {
      orientation: ['horizontal'],
      size: ['md'],
      variant: ['subtle'],
    },
  ),
  // The values the portal lists are e-mail addresses and ID numbers: they may break anywhere.
  '.data-list .data-list__item-value': { wordBreak: 'break-all' },
  ...recipeClasses('badge', badgeRecipe, { variant: ['subtle'], size: ['md'] }, BADGE_PALETTES),
  ...recipeClasses('button', portalButton, { variant: ['solid', 'outline'], size: ['sm', 'md'] }),
  ...recipeClasses('link', linkRecipe, { variant: ['underline'] }, ['brand']),
  ...slotRecipeClasses(
    'field',
    fieldSlotRecipe,
    ['root', 'label', 'requiredIndicator', 'helperText', 'errorText'],
    { orientation: ['vertical'] },
  ),
  ...recipeClasses('input', inputRecipe, { size: ['md'], variant: ['outline'] }),
  // PageIntro: a title and its description, as a Stack (gap 1) with muted text made them.
  '.page-intro': { display: 'flex', flexDirection: 'column', gap: '1' },
  '.page-intro__description': { color: 'fg.muted' },
})
