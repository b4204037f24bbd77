import { buttonRecipe } from './button'
import { toastSlotRecipe } from './toast'

export const recipes = {
  button: buttonRecipe,
}

export const slotRecipes = {
  toast: toastSlotRecipe,
}
