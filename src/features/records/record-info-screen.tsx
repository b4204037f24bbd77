import { Alert, Button, DataList, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import {
  getQueryChangeRecordInfoQueryKey,
  getQueryChangeRecordPageQueryKey,
  revokeReview,
  useQueryChangeRecordInfo,
} from '@generated/api/change-record/change-record'
import type { ChangeRecord } from '@generated/model'
import { AccountPage, LoadError } from '@/components/account/account-page'
import { ChangesTable } from '@/components/account/changes-table'
import { ReviewStatusBadge } from '@/components/account/review-status-badge'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { positiveId } from '@/hooks/use-url-filters'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { formatDateTime } from '@/lib/format/format-date'
import { sessionQueryKey } from '@/lib/session/session'
import '@/lib/i18n/account-area-messages'
import { Code } from '@generated/error-catalogue'

/** The record of `?id=`: its id, or why there is none. */
function recordId(params: URLSearchParams): number | 'missing' | 'malformed' {
  const raw = params.get('id')
  if (!raw) return 'missing'
  return positiveId(raw) ?? 'malformed'
}

/**
 * /account/record/info?id=: one change record: what it changes (before and after), the
 * applicant's reason, the reviewer's comment, its dates, and withdrawal while it is under review.
 */
export function RecordInfoScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = recordId(params)
  return (
    <AccountPage title={t('titles.recordInfo')}>
      {id === 'missing' ? (
        <Unavailable text={t('records.missingId')} />
      ) : id === 'malformed' ? (
        <Unavailable text={t('records.malformedId')} />
      ) : (
        <RecordInfo id={id} />
      )}
    </AccountPage>
  )
}

/** A record that cannot be shown, and the way back to the list. */
function Unavailable({ text }: { text: string }) {
  const { t } = useTranslation()
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{text}</Alert.Title>
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <RouterLink to={paths.account.record}>{t('records.backToList')}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}

function RecordInfo({ id }: { id: number }) {
  const { t } = useTranslation()
  const { data, isPending, error, refetch } = useQueryChangeRecordInfo(
    { id },
    { query: { meta: { silent: true } } },
  )
  if (isPending)
    return (
      <Stack gap="3" aria-busy="true">
        <Text>{t('app.loading')}</Text>
        <Skeleton height="40" />
      </Stack>
    )
  if (error) {
    // 441 recordNotFound: no such record for this account (or an id the server refuses).
    if (error instanceof ApiError && error.code === Code.invalidParameter)
      return <Unavailable text={t('records.notFound')} />
    return (
      <LoadError
        title={t('records.loadFailed')}
        retryLabel={t('records.retry')}
        onRetry={() => void refetch()}
      />
    )
  }
  return <Record record={data} />
}

function Record({ record }: { record: ChangeRecord }) {
  const { t } = useTranslation()
  const none = (
    <Text as="span" color="fg.muted">
      {t('records.none')}
    </Text>
  )
  const item = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
    </DataList.Item>
  )
  return (
    <Stack gap="6">
      <DataList.Root orientation="horizontal">
        {item(t('records.type'), t(`recordTypes.${record.type}`))}
        {item(t('records.status'), <ReviewStatusBadge status={record.status} />)}
        {item(t('records.submittedAt'), formatDateTime(record.createdAt))}
        {item(t('records.updatedAt'), formatDateTime(record.updatedAt))}
        {item(
          t('records.reviewedAt'),
          record.reviewedAt ? formatDateTime(record.reviewedAt) : none,
        )}
        {item(t('records.reason'), record.reason ?? none)}
        {item(t('records.reviewComment'), record.reviewComment ?? none)}
      </DataList.Root>
      <ChangesTable changes={record.changes} />
      <HStack gap="3" flexWrap="wrap">
        {record.status === 'reviewing' &&
          (record.type === 'emailRecovery' ? (
            <Text color="fg.muted">{t('records.staffDecide')}</Text>
          ) : (
            <Revoke record={record} />
          ))}
        <Link asChild variant="underline" colorPalette="brand">
          <RouterLink to={paths.account.record}>{t('records.backToList')}</RouterLink>
        </Link>
      </HStack>
    </Stack>
  )
}

function Revoke({ record }: { record: ChangeRecord }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  async function revoke() {
    try {
      await revokeReview({ id: record.id })
      toaster.success({ title: t('records.revoked') })
    } catch (error) {
      // 21002 (no longer under review), 21004 (staff only), 441 (gone): the server's words, and
      // the record as it is now.
      toaster.error({ title: errorText(error) })
    }
    await queryClient.invalidateQueries({
      queryKey: getQueryChangeRecordInfoQueryKey({ id: record.id }),
    })
    await queryClient.invalidateQueries({ queryKey: getQueryChangeRecordPageQueryKey() })
    // A withdrawn profile completion changes the account's state.
    if (record.type === 'completeProfile')
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
  }
  return (
    <ConfirmDialog
      triggerLabel={t('records.revoke')}
      title={t('records.revokeTitle')}
      confirmLabel={t('records.revokeConfirm')}
      onConfirm={revoke}
    >
      {t('records.revokeText')}
    </ConfirmDialog>
  )
}
