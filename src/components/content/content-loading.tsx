import { Box, HStack, Spinner, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { PageHeader } from './page-header'

/** What a page shows while its content chunk loads: its title, and a polite busy notice. */
export function ContentLoading({ title }: { title: string }) {
  const { t } = useTranslation()
  return (
    <Box aria-busy="true">
      <PageHeader title={title} />
      <HStack role="status" gap="3" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('app.loading')}</Text>
      </HStack>
    </Box>
  )
}
