import { defineRecipe, defineSlotRecipe } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { recipeClasses, slotRecipeClasses } from './recipe-classes'

const badge = defineRecipe({
  base: { display: 'inline-flex', _invalid: { borderColor: 'red' } },
  variants: {
    size: { sm: { px: '1' }, md: { px: '2' } },
    variant: { outline: { borderColor: 'gray', _invalid: { color: 'red' } } },
  },
})

const card = defineSlotRecipe({
  slots: ['root', 'header', 'itemLabel'],
  base: { root: { display: 'flex' }, header: { gap: '1' }, itemLabel: { color: 'fg' } },
  variants: { size: { md: { root: { p: '4' }, itemLabel: { minW: '120px' } } } },
})

describe('recipe classes (src/theme/plain.ts)', () => {
  it('gives the base to the class, and each combination of variants all it merges to', () => {
    expect(
      recipeClasses('badge', badge, { size: ['sm', 'md'], variant: ['outline'] }, ['green']),
    ).toEqual({
      ':where(.badge)': { display: 'inline-flex', _invalid: { borderColor: 'red' } },
      // One rule: the base's condition still comes after the variant's plain border colour.
      ':where(.badge[data-size="sm"][data-variant="outline"])': {
        display: 'inline-flex',
        _invalid: { borderColor: 'red', color: 'red' },
        px: '1',
        borderColor: 'gray',
      },
      ':where(.badge[data-size="md"][data-variant="outline"])': {
        display: 'inline-flex',
        _invalid: { borderColor: 'red', color: 'red' },
        px: '2',
        borderColor: 'gray',
      },
      ':where(.badge[data-palette="green"])': { colorPalette: 'green' },
    })
  })

  it('names a slot recipe’s parts in kebab case, their variants read from the root', () => {
    expect(
      slotRecipeClasses('card', card, ['root', 'header', 'itemLabel'], { size: ['md'] }),
    ).toEqual({
      ':where(.card)': { display: 'flex' },
      ':where(.card__header)': { gap: '1' },
      ':where(.card__item-label)': { color: 'fg' },
      ':where(.card[data-size="md"])': { display: 'flex', p: '4' },
      ':where(.card[data-size="md"] .card__header)': { gap: '1' },
      ':where(.card[data-size="md"] .card__item-label)': { color: 'fg', minW: '120px' },
    })
  })

  it('refuses a variant the recipe does not have, and compound variants', () => {
    expect(() => recipeClasses('badge', badge, { size: ['xl'] })).toThrow('size=xl')
    const compound = defineRecipe({ ...badge, compoundVariants: [{ size: 'sm', css: {} }] })
    expect(() => recipeClasses('badge', compound, {})).toThrow('compound variants')
  })
})
