import { createRecipeContext, type HTMLChakraProps } from '@chakra-ui/react'
import type { MouseEvent } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'

// Styled by the theme's skipLink recipe (src/theme/recipes/skip-link.ts).
const SkipAnchor = createRecipeContext({ key: 'skipLink' }).withContext<
  HTMLAnchorElement,
  HTMLChakraProps<'a'>
>('a')

/** The main landmark's id: the skip link's target. */
export const MAIN_ID = 'main-content'

/**
 * "跳到主要内容" / "Skip to content": the first stop of the keyboard, shown when focused, above the
 * sticky header. It moves focus to the main landmark itself (not only the scroll position), and
 * the landmark's scroll margin keeps its top clear of the sticky header.
 */
export function SkipLink() {
  const { t } = useTranslation()
  const onClick = (event: MouseEvent) => {
    const main = document.getElementById(MAIN_ID)
    if (!main) return
    event.preventDefault()
    main.focus({ preventScroll: true })
    main.scrollIntoView({ block: 'start' })
  }
  return (
    <SkipAnchor href={`#${MAIN_ID}`} onClick={onClick}>
      {t('app.skipToContent')}
    </SkipAnchor>
  )
}
