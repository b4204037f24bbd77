import { buttonRecipe } from './button.ts'
import { choiceCardsSlotRecipe } from './choice-cards.ts'
import { dataListSlotRecipe } from './data-list.ts'
import { inputRecipe, nativeSelectSlotRecipe, textareaRecipe } from './field-focus.ts'
import { headingRecipe } from './heading.ts'
import { siteFooterSlotRecipe, siteFrameSlotRecipe, siteHeaderSlotRecipe } from './site-frame.ts'
import { skipLinkRecipe } from './skip-link.ts'
import { stepProgressSlotRecipe } from './step-progress.ts'
import { toastSlotRecipe } from './toast.ts'

/** Chakra's recipes the portal overrides (merged into Chakra's), and the portal's own. */
export const recipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  textarea: textareaRecipe,
  skipLink: skipLinkRecipe,
}

export const slotRecipes = {
  toast: toastSlotRecipe,
  dataList: dataListSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  choiceCards: choiceCardsSlotRecipe,
  siteFrame: siteFrameSlotRecipe,
  siteHeader: siteHeaderSlotRecipe,
  siteFooter: siteFooterSlotRecipe,
  stepProgress: stepProgressSlotRecipe,
}
