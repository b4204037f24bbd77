import type { MouseEvent } from 'react'
import { useTranslation } from '@/lib/i18n-core'

/** The main landmark's id: the skip link's target. */
export const MAIN_ID = 'main-content'

/**
 * "跳到主要内容" / "Skip to content": the first stop of the keyboard, shown when focused, above the
 * sticky header. It moves focus to the main landmark itself (not only the scroll position), and
 * the landmark's scroll margin keeps its top clear of the sticky header. A plain link styled by
 * the stylesheet (src/theme/skip-link.ts): every page renders it first.
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
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      {t('app.skipToContent')}
    </a>
  )
}
