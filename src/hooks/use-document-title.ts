import { useEffect } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { formatDocumentTitle } from '@/lib/format/document-title'

/** Sets the tab title to "<page> - <portal name>" in the current language. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation()
  const appName = t('app.name')
  useEffect(() => {
    document.title = formatDocumentTitle(title, appName)
  }, [title, appName])
}
