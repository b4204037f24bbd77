import { Button } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import type { Language } from '@/config/settings'
import { setLanguage } from '@/lib/i18n/i18n-core'

/** Toggles zh-CN / en. Its label is the other language's name, written (and marked) in it. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const next: Language = i18n.language === 'en' ? 'zh-CN' : 'en'
  return (
    <Button
      size="sm"
      variant="ghost"
      colorPalette="brand"
      lang={next}
      title={t('language.label')}
      onClick={() => void setLanguage(next)}
    >
      {t('language.other')}
    </Button>
  )
}
