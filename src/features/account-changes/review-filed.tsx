import { Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import type { ChangeRecordSummary } from '@generated/model'
import { paths, recordInfoPath } from '@/config/paths'
import { Notice } from './notice'

/** A change filed for review: nothing changes until staff approve; the record follows it. */
export function ReviewFiled({ record, text }: { record: ChangeRecordSummary; text: string }) {
  const { t } = useTranslation()
  return (
    <Stack gap="5">
      <Notice
        status="success"
        title={t('modify.review.filed')}
        focus
        action={{ to: recordInfoPath(record.id), label: t('modify.review.toRecord') }}
      >
        <Text>{text}</Text>
      </Notice>
      <Button asChild variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
        <RouterLink to={paths.account.personal}>{t('modify.toCentre')}</RouterLink>
      </Button>
    </Stack>
  )
}
