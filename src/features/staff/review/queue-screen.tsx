import {
  Button,
  Field,
  HStack,
  Input,
  Link,
  List,
  NativeSelect,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react'
import { keepPreviousData } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useStaffQueue } from '@generated/api/staff/staff'
import {
  ChangeRecordStatus,
  ChangeRecordType,
  type QueueCounts,
  type QueueItem,
} from '@generated/model'
import { LoadError } from '@/components/account/account-page'
import { ReviewStatusBadge } from '@/components/account/review-status-badge'
import { paths } from '@/config/paths'
import { useBreakpointUp } from '@/hooks/use-breakpoint-up'
import { oneOf, text, urlFilters, useUrlFilters, wholeNumber } from '@/hooks/use-url-filters'
import { daysSince, formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { EmptyState, Loading, Pager, StaffPage } from './staff-page'

const QUEUE_PAGE_SIZE = 20
/** The contract's limits on the queue's `minAgeDays` and `q` (staffQueue's parameters). */
const MAX_AGE_DAYS = 3650
const SEARCH_MAX_LENGTH = 100
/** The ages the age filter offers, in days. */
const AGE_CHOICES = [1, 3, 7, 14, 30] as const

const queueTypes = Object.values(ChangeRecordType)
const queueStatuses = Object.values(ChangeRecordStatus)

interface QueueFilters {
  type?: ChangeRecordType
  status: ChangeRecordStatus
  minAgeDays?: number
  q?: string
}

/** ?type=&status=&minAge=&q=&page=; the default status (under review) is left out. */
const queueFilters = urlFilters<QueueFilters>({
  type: { read: oneOf(queueTypes) },
  status: { read: oneOf(queueStatuses), fallback: 'reviewing' },
  minAgeDays: { param: 'minAge', read: wholeNumber(0, MAX_AGE_DAYS) },
  q: { read: text(SEARCH_MAX_LENGTH) },
})

/**
 * /staff: the review queue, oldest first: counts per type (which filter by type), status, age and
 * a search by e-mail or company, all kept in the URL query; a table that becomes a list on phones.
 */
export function QueueScreen() {
  const { t } = useTranslation()
  const wide = useBreakpointUp('md')
  const { filters, filtered, update, clear } = useUrlFilters(queueFilters)
  const { data, isPending, isError, isPlaceholderData, refetch } = useStaffQueue(
    queueFilters.request(filters, QUEUE_PAGE_SIZE),
    // The previous page stays while the next one loads (no jump to a skeleton).
    { query: { placeholderData: keepPreviousData, meta: { silent: true } } },
  )

  return (
    <StaffPage
      title={t('staffReview.queue.title')}
      description={t('staffReview.queue.description')}
    >
      <Stack as="section" role="search" aria-label={t('staffReview.queue.filters')} gap="4">
        <TypeChips filters={filters} counts={data?.counts} onChange={(type) => update({ type })} />
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" alignItems={{ md: 'flex-end' }}>
          <Select
            label={t('staffReview.queue.status')}
            value={filters.status}
            options={queueStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
            onChange={(value) => update({ status: value as QueueFilters['status'] })}
          />
          <Select
            label={t('staffReview.queue.minAge')}
            value={filters.minAgeDays === undefined ? '' : String(filters.minAgeDays)}
            empty={t('staffReview.queue.anyAge')}
            options={ageChoices(filters.minAgeDays).map((days) => ({
              value: String(days),
              label: t('staffReview.queue.olderThan', { days }),
            }))}
            onChange={(value) => update({ minAgeDays: value === '' ? undefined : Number(value) })}
          />
          {/* Keyed by the search: "back" to another search shows that one in the box. */}
          <SearchBox key={filters.q ?? ''} q={filters.q} onSearch={(q) => update({ q })} />
        </Stack>
        {filtered && (
          <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={clear}>
            {t('staffReview.queue.clear')}
          </Button>
        )}
      </Stack>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError
          title={t('staffReview.queue.loadFailed')}
          retryLabel={t('staffReview.retry')}
          onRetry={() => void refetch()}
        />
      ) : data.list.length === 0 ? (
        <EmptyState>
          {t(filtered ? 'staffReview.queue.emptyFiltered' : 'staffReview.queue.empty')}
        </EmptyState>
      ) : (
        <Stack gap="4" aria-busy={isPlaceholderData}>
          <Text color="fg.muted" aria-live="polite">
            {t('staffReview.count', { count: data.total })}
          </Text>
          {/* One of the two is rendered once the width is known (useBreakpointUp), not both. */}
          {wide !== false && <QueueTable items={data.list} />}
          {wide !== true && <QueueList items={data.list} />}
          {data.total > QUEUE_PAGE_SIZE && (
            <Pager
              page={filters.page}
              pageSize={QUEUE_PAGE_SIZE}
              total={data.total}
              onChange={(page) => update({ page })}
            />
          )}
        </Stack>
      )}
    </StaffPage>
  )
}

/** The offered ages, and the one a shared link asked for when it is not among them. */
function ageChoices(current: number | undefined): number[] {
  const choices: number[] = [...AGE_CHOICES]
  if (current !== undefined && !choices.includes(current)) choices.push(current)
  return choices.sort((a, b) => a - b)
}

/** One button per type with its count in the asked status: pressing one shows only that type. */
function TypeChips({
  filters,
  counts,
  onChange,
}: {
  filters: QueueFilters
  counts: QueueCounts | undefined
  onChange: (type: QueueFilters['type']) => void
}) {
  const { t } = useTranslation()
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : t('staffReview.queue.typeCount', { label: text, count })
  const total = counts && Object.values(counts).reduce((sum, count) => sum + count, 0)
  const chip = (type: QueueFilters['type'], text: string) => {
    const pressed = filters.type === type
    return (
      <Button
        key={type ?? 'all'}
        size="sm"
        rounded="full"
        variant={pressed ? 'solid' : 'outline'}
        colorPalette={pressed ? 'brand' : 'gray'}
        aria-pressed={pressed}
        onClick={() => onChange(type)}
      >
        {text}
      </Button>
    )
  }
  return (
    <Stack gap="2">
      <Text id="queue-types" fontSize="sm" fontWeight="medium">
        {t('staffReview.queue.types')}
      </Text>
      <Wrap role="group" aria-labelledby="queue-types" gap="2">
        {chip(undefined, label(t('staffReview.queue.allTypes'), total))}
        {queueTypes.map((type) => chip(type, label(t(`recordTypes.${type}`), counts?.[type])))}
      </Wrap>
    </Stack>
  )
}

function Select({
  label,
  value,
  options,
  empty,
  onChange,
}: {
  label: string
  value: string
  options: { value: string; label: string }[]
  /** The label of the empty choice, if the filter may be left unset. */
  empty?: string
  onChange: (value: string) => void
}) {
  return (
    <Field.Root flex={{ md: '1' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {empty !== undefined && <option value="">{empty}</option>}
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

function SearchBox({ q, onSearch }: { q: string | undefined; onSearch: (q?: string) => void }) {
  const { t } = useTranslation()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    onSearch(value || undefined)
  }
  return (
    <HStack asChild alignItems="flex-end" gap="2" flex={{ md: '2' }}>
      <form onSubmit={submit}>
        <Field.Root>
          <Field.Label>{t('staffReview.queue.search')}</Field.Label>
          <Input name="q" type="search" defaultValue={q ?? ''} maxLength={SEARCH_MAX_LENGTH} />
        </Field.Root>
        <Button type="submit" variant="outline">
          {t('staffReview.queue.searchButton')}
        </Button>
      </form>
    </HStack>
  )
}

function RecordLink({ item }: { item: QueueItem }) {
  const { t } = useTranslation()
  return (
    <Link asChild variant="underline" colorPalette="brand" fontWeight="medium">
      <RouterLink to={paths.staff.record(item.id)}>{t(`recordTypes.${item.type}`)}</RouterLink>
    </Link>
  )
}

/** From tablet width: a table, one application a row; the type links to the application. */
function QueueTable({ items }: { items: QueueItem[] }) {
  const { t } = useTranslation()
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" hideBelow="md" bg="bg">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('staffReview.queue.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('staffReview.queue.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffReview.queue.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffReview.queue.company')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffReview.queue.filedAt')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('staffReview.queue.age')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={item.id}>
              <Table.Cell>
                <HStack gap="2" flexWrap="wrap">
                  <RecordLink item={item} />
                  {item.status !== 'reviewing' && <ReviewStatusBadge status={item.status} />}
                </HStack>
              </Table.Cell>
              <Table.Cell wordBreak="break-all">{item.email}</Table.Cell>
              <Table.Cell>{item.companyName ?? t('staffReview.none')}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(item.createdAt)}</Table.Cell>
              <Table.Cell textAlign="end">{daysSince(item.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** On phones: a list, one application a card. */
function QueueList({ items }: { items: QueueItem[] }) {
  const { t } = useTranslation()
  return (
    <List.Root variant="plain" gap="3" hideFrom="md" aria-label={t('staffReview.queue.caption')}>
      {items.map((item) => (
        <List.Item key={item.id} borderWidth="1px" rounded="md" padding="4" bg="bg">
          <Stack gap="1" width="full" minWidth="0">
            <HStack gap="2" flexWrap="wrap" justifyContent="space-between">
              <RecordLink item={item} />
              {item.status !== 'reviewing' && <ReviewStatusBadge status={item.status} />}
            </HStack>
            <Text wordBreak="break-all">{item.email}</Text>
            {item.companyName && <Text wordBreak="break-word">{item.companyName}</Text>}
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(item.createdAt)} ·{' '}
              {t('staffReview.queue.ageShort', { days: daysSince(item.createdAt) })}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  )
}
