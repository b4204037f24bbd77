import { Badge } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'

/** A vendor's name in the page's language. */
export function vendorName(vendor: { nameZh: string; nameEn: string }, language: string): string {
  return language === 'en' ? vendor.nameEn : vendor.nameZh
}

/** "Development": the vendor the server runs on this machine (never in production), marked as a caution. */
export function DevelopmentBadge() {
  const { t } = useTranslation()
  return (
    <Badge variant="subtle" size="md" colorPalette="yellow">
      {t('vendors.development')}
    </Badge>
  )
}
