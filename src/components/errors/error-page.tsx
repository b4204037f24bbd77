import { Box, Button, DataList, Heading, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { useDocumentTitle } from '@/hooks/use-document-title'
import type { ErrorDetails } from '@/components/errors/errors'

export interface ErrorPageProps {
  /** What went wrong; without it the page is the general error page (/error). */
  details?: ErrorDetails
}

/** The general error page, and what the error boundary shows for an unexpected error. */
export function ErrorPage({ details }: ErrorPageProps) {
  const { t } = useTranslation()
  const title = t('titles.error')
  useDocumentTitle(title)
  return (
    <Box as="section" aria-labelledby="error-title" role="alert">
      <Heading as="h1" id="error-title" size="2xl" mb="4">
        {title}
      </Heading>
      <Text mb="6">{t('errors.generalText')}</Text>
      {details && (
        <DataList.Root orientation="horizontal" mb="6">
          <DataList.Item>
            <DataList.ItemLabel>{t('errors.statusCode')}</DataList.ItemLabel>
            <DataList.ItemValue>{details.statusCode}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('errors.message')}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{details.message}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('errors.fatal')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {details.fatal ? t('errors.yes') : t('errors.no')}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      )}
      <HStack gap="3">
        {details?.fatal ? (
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        ) : (
          <Button asChild>
            <RouterLink to="/">{t('errors.backHome')}</RouterLink>
          </Button>
        )}
      </HStack>
    </Box>
  )
}
