import { Box, Button, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { useDocumentTitle } from '@/hooks/use-document-title'

export interface NotFoundPageProps {
  /** The error's message ("Page Not Found: <path>"), shown small for support requests. */
  message?: string
}

export function NotFoundPage({ message }: NotFoundPageProps) {
  const { t } = useTranslation()
  const title = t('titles.notFound')
  useDocumentTitle(title)
  return (
    <Box as="section" aria-labelledby="not-found-title">
      <Text fontSize="5xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" id="not-found-title" size="2xl" mb="4">
        {title}
      </Heading>
      <Text mb="2">{t('errors.notFoundText')}</Text>
      {message && (
        <Text fontSize="sm" color="fg.muted" mb="6" overflowWrap="anywhere">
          {message}
        </Text>
      )}
      <Button asChild>
        <RouterLink to="/">{t('errors.backHome')}</RouterLink>
      </Button>
    </Box>
  )
}
