import { Box, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'

export interface PagePlaceholderProps {
  title: string
}

/** Stand-in for a page whose content is not built yet: its title and a "being prepared" notice. */
export function PagePlaceholder({ title }: PagePlaceholderProps) {
  const { t } = useTranslation()
  return (
    <Box as="section" aria-labelledby="page-title">
      <Heading as="h1" id="page-title" size="2xl" mb="4">
        {title}
      </Heading>
      <Box role="status" aria-live="polite" bg="brand.subtle" color="brand.fg" p="4" rounded="md">
        <Text>{t('placeholder.preparing')}</Text>
      </Box>
    </Box>
  )
}
