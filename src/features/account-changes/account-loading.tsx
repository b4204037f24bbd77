import { HStack, Spinner, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'

/** While the signed-in account loads: the forms prefill from it, so they wait. */
export function AccountLoading() {
  const { t } = useTranslation()
  return (
    <HStack role="status" gap="3" paddingY="6" justifyContent="center">
      <Spinner size="sm" />
      <Text>{t('session.loading')}</Text>
    </HStack>
  )
}
