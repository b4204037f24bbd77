import { buttonRecipe } from './button.ts'
import { toastSlotRecipe } from './toast.ts'

export const recipes = {
  button: buttonRecipe,
}

export const slotRecipes = {
  toast: toastSlotRecipe,
}
