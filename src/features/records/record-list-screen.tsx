import { Field, HStack, Link, List, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { useQueryChangeRecordPage } from '@generated/api/change-record/change-record'
import { ChangeRecordStatus, ChangeRecordType, type ChangeRecordSummary } from '@generated/model'
import { AccountPage, LoadError } from '@/components/account/account-page'
import { Pager } from '@/components/ui/pager'
import { ReviewStatusBadge } from '@/components/account/review-status-badge'
import { recordInfoPath } from '@/config/paths'
import { oneOf, urlFilters, useUrlFilters } from '@/hooks/use-url-filters'
import { formatDateTime } from '@/lib/format/format-date'
import '@/lib/i18n/account-area-messages'

const PAGE_SIZE = 10

const recordTypes = Object.values(ChangeRecordType)
const recordStatuses = Object.values(ChangeRecordStatus)

interface RecordFilters {
  type?: ChangeRecordType
  status?: ChangeRecordStatus
}

/** ?type=&status=&page= */
const recordFilters = urlFilters<RecordFilters>({
  type: { read: oneOf(recordTypes) },
  status: { read: oneOf(recordStatuses) },
})

/**
 * /account/record: the account's change records, newest first, ten a page, filtered by type and
 * status; the filters and the page are kept in the URL query.
 */
export function RecordListScreen() {
  const { t } = useTranslation()
  const { filters, filtered, update } = useUrlFilters(recordFilters)
  const { type, status, page } = filters
  const { data, isPending, isError, isPlaceholderData, refetch } = useQueryChangeRecordPage(
    recordFilters.request(filters, PAGE_SIZE),
    // The previous page stays while the next one loads (no jump to a skeleton).
    { query: { placeholderData: keepPreviousData, meta: { silent: true } } },
  )

  return (
    <AccountPage title={t('titles.record')}>
      <Stack
        role="search"
        aria-label={t('records.filters')}
        direction={{ base: 'column', sm: 'row' }}
        gap="4"
      >
        <FilterSelect
          label={t('records.type')}
          value={type ?? ''}
          options={recordTypes.map((value) => ({ value, label: t(`recordTypes.${value}`) }))}
          onChange={(value) => update({ type: value as RecordFilters['type'] })}
        />
        <FilterSelect
          label={t('records.status')}
          value={status ?? ''}
          options={recordStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(value) => update({ status: value as RecordFilters['status'] })}
        />
      </Stack>
      {isPending ? (
        <Stack gap="3" aria-busy="true">
          <Text>{t('app.loading')}</Text>
          <Skeleton height="20" />
          <Skeleton height="20" />
        </Stack>
      ) : isError ? (
        <LoadError
          title={t('records.loadFailed')}
          retryLabel={t('records.retry')}
          onRetry={() => void refetch()}
        />
      ) : data.list.length === 0 ? (
        <Text borderWidth="1px" rounded="md" padding="8" textAlign="center" color="fg.muted">
          {t(filtered ? 'records.empty' : 'records.emptyAll')}
        </Text>
      ) : (
        <Stack gap="4" aria-busy={isPlaceholderData}>
          <Text color="fg.muted" aria-live="polite">
            {t('records.count', { count: data.total })}
          </Text>
          <List.Root variant="plain" gap="3">
            {data.list.map((record) => (
              <RecordItem key={record.id} record={record} />
            ))}
          </List.Root>
          {data.total > PAGE_SIZE && (
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              labels={{
                root: t('records.pagination'),
                prev: t('records.prevPage'),
                next: t('records.nextPage'),
                page: (item) => t('records.page', { page: item }),
              }}
              onChange={(next) => update({ page: next })}
            />
          )}
        </Stack>
      )}
    </AccountPage>
  )
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Field.Root flex="1">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('records.all')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

function RecordItem({ record }: { record: ChangeRecordSummary }) {
  const { t } = useTranslation()
  const type = t(`recordTypes.${record.type}`)
  return (
    <List.Item borderWidth="1px" rounded="md" padding="4">
      <Stack gap="2" width="full">
        <HStack gap="3" flexWrap="wrap" justifyContent="space-between">
          <HStack gap="3" flexWrap="wrap">
            <Text fontWeight="semibold">{type}</Text>
            <ReviewStatusBadge status={record.status} />
          </HStack>
          <Link asChild variant="underline" colorPalette="brand">
            <RouterLink
              to={recordInfoPath(record.id)}
              aria-label={t('accountCentre.viewRecord', {
                type,
                date: formatDateTime(record.createdAt),
              })}
            >
              {t('records.details')}
            </RouterLink>
          </Link>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('records.submittedAt')} {formatDateTime(record.createdAt)} · {t('records.updatedAt')}{' '}
          {formatDateTime(record.updatedAt)}
        </Text>
        {record.reviewComment && (
          <Text fontSize="sm" wordBreak="break-word">
            {t('records.reviewComment')}：{record.reviewComment}
          </Text>
        )}
      </Stack>
    </List.Item>
  )
}
