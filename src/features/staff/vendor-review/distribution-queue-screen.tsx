import { Button, HStack, Link, List, Stack, Table, Text, Wrap } from '@chakra-ui/react'
import { keepPreviousData } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router-dom'
import { useStaffDistributionQueue } from '@generated/api/staff/staff'
import {
  DistributionState,
  type DistributionCounts,
  type StaffDistributionQueueItem,
} from '@generated/model'
import { LoadError } from '@/components/account/account-page'
import { paths } from '@/config/paths'
import { useBreakpointUp } from '@/hooks/use-breakpoint-up'
import { oneOf, urlFilters, useUrlFilters } from '@/hooks/use-url-filters'
import { daysSince, formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { useVersionLabel } from '../app-review/version-state-badge'
import { EmptyState, Loading, Pager, StaffPage } from '../review/staff-page'
import { useStaffMember } from '../session/staff-member-context'
import { vendorName } from '../session/staff-session'
import './vendor-review-messages'
import { PackageName } from '../app-review/package-name'

const QUEUE_PAGE_SIZE = 20

const states = Object.values(DistributionState)

interface QueueFilters {
  state: DistributionState
}

/** ?state=&page=; the default state (pending) is left out, as the server's default. */
const queueFilters = urlFilters<QueueFilters>({
  state: { read: oneOf(states), fallback: 'pending' },
})

/**
 * /staff/vendor: the versions the alliance approved for the operator's vendor, one state at a time
 * (pending first), each state with its count, the longest in their state first; a table that
 * becomes a list on phones, the state and the page kept in the URL.
 */
export function DistributionQueueScreen() {
  const { t, i18n } = useTranslation()
  const member = useStaffMember()
  const wide = useBreakpointUp('md')
  const { filters, update } = useUrlFilters(queueFilters)
  const { data, isPending, isError, isPlaceholderData, refetch } = useStaffDistributionQueue(
    queueFilters.request(filters, QUEUE_PAGE_SIZE),
    // The previous page stays while the next one loads (no jump to a skeleton).
    { query: { placeholderData: keepPreviousData, meta: { silent: true } } },
  )
  const vendor = member.vendor ? vendorName(member.vendor, i18n.language) : ''

  return (
    <StaffPage
      title={t('staffVendorReview.queue.title')}
      description={t('staffVendorReview.queue.description', { vendor })}
    >
      <StateChips
        state={filters.state}
        counts={data?.counts}
        onChange={(state) => update({ state })}
      />
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError
          title={t('staffVendorReview.queue.loadFailed')}
          retryLabel={t('staffVendorReview.retry')}
          onRetry={() => void refetch()}
        />
      ) : data.list.length === 0 ? (
        <Stack gap="4">
          <EmptyState>{t(`staffVendorReview.queue.empty.${filters.state}`)}</EmptyState>
          {/* A stale link past the last page: the way back. */}
          {filters.page > 1 && (
            <Pager
              page={filters.page}
              pageSize={QUEUE_PAGE_SIZE}
              total={data.total}
              onChange={(page) => update({ page })}
            />
          )}
        </Stack>
      ) : (
        <Stack gap="4" aria-busy={isPlaceholderData}>
          <Text color="fg.muted" aria-live="polite">
            {t('staffVendorReview.queue.count', { count: data.total })}
          </Text>
          {/* One of the two is rendered once the width is known (useBreakpointUp), not both. */}
          {wide !== false && <QueueTable items={data.list} pending={filters.state === 'pending'} />}
          {wide !== true && <QueueList items={data.list} pending={filters.state === 'pending'} />}
          {(data.total > QUEUE_PAGE_SIZE || filters.page > 1) && (
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

/** One button per state with its count: pressing one lists that state's distributions. */
function StateChips({
  state,
  counts,
  onChange,
}: {
  state: DistributionState
  counts: DistributionCounts | undefined
  onChange: (state: DistributionState) => void
}) {
  const { t } = useTranslation()
  return (
    <Stack gap="2">
      <Text id="distribution-states" fontSize="sm" fontWeight="medium">
        {t('staffVendorReview.queue.states')}
      </Text>
      <Wrap role="group" aria-labelledby="distribution-states" gap="2">
        {states.map((value) => {
          const pressed = value === state
          const label = t(`staffAppReview.distributionStates.${value}`)
          return (
            <Button
              key={value}
              size="sm"
              rounded="full"
              variant={pressed ? 'solid' : 'outline'}
              colorPalette={pressed ? 'brand' : 'gray'}
              aria-pressed={pressed}
              onClick={() => onChange(value)}
            >
              {counts
                ? t('staffVendorReview.queue.stateCount', { label, count: counts[value] })
                : label}
            </Button>
          )
        })}
      </Wrap>
    </Stack>
  )
}

/** The app's name, linking to the distribution. */
function DistributionLink({ item }: { item: StaffDistributionQueueItem }) {
  const { i18n } = useTranslation()
  const name = i18n.language === 'en' && item.app.nameEn ? item.app.nameEn : item.app.nameZh
  return (
    <Link asChild variant="underline" colorPalette="brand" fontWeight="medium">
      <RouterLink to={paths.staff.distribution(item.id)}>{name}</RouterLink>
    </Link>
  )
}

function DeveloperName({ item }: { item: StaffDistributionQueueItem }) {
  const { t } = useTranslation()
  return (
    item.developerName ?? (
      <Text as="span" color="fg.muted">
        {t('staffAppReview.none')}
      </Text>
    )
  )
}

/** From tablet width: a table, one distribution a row; how long it waited while pending. */
function QueueTable({ items, pending }: { items: StaffDistributionQueueItem[]; pending: boolean }) {
  const { t } = useTranslation()
  const versionLabel = useVersionLabel()
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" hideBelow="md" bg="bg">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('staffVendorReview.queue.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('staffVendorReview.queue.app')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffVendorReview.queue.version')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffVendorReview.queue.developer')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              {t('staffVendorReview.queue.vendorDeveloperId')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffVendorReview.queue.updatedAt')}</Table.ColumnHeader>
            {pending && (
              <Table.ColumnHeader textAlign="end">
                {t('staffVendorReview.queue.age')}
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={item.id}>
              <Table.Cell>
                <Stack gap="0.5">
                  <DistributionLink item={item} />
                  <PackageName packageName={item.app.packageName} />
                </Stack>
              </Table.Cell>
              <Table.Cell>{versionLabel(item)}</Table.Cell>
              <Table.Cell wordBreak="break-word">
                <DeveloperName item={item} />
              </Table.Cell>
              <Table.Cell wordBreak="break-all">{item.vendorDeveloperId}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(item.updatedAt)}</Table.Cell>
              {pending && <Table.Cell textAlign="end">{daysSince(item.updatedAt)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** On phones: a list, one distribution a card. */
function QueueList({ items, pending }: { items: StaffDistributionQueueItem[]; pending: boolean }) {
  const { t } = useTranslation()
  const versionLabel = useVersionLabel()
  return (
    <List.Root
      variant="plain"
      gap="3"
      hideFrom="md"
      aria-label={t('staffVendorReview.queue.caption')}
    >
      {items.map((item) => (
        <List.Item key={item.id} borderWidth="1px" rounded="md" padding="4" bg="bg">
          <Stack gap="1" width="full" minWidth="0">
            <HStack gap="2" flexWrap="wrap" justifyContent="space-between">
              <DistributionLink item={item} />
              <Text fontSize="sm">{versionLabel(item)}</Text>
            </HStack>
            <PackageName packageName={item.app.packageName} />
            <Text wordBreak="break-word">
              <DeveloperName item={item} />
            </Text>
            <Text fontSize="sm" wordBreak="break-all">
              {t('staffVendorReview.queue.vendorDeveloperIdValue', { id: item.vendorDeveloperId })}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(item.updatedAt)}
              {pending &&
                ` · ${t('staffVendorReview.queue.ageShort', { days: daysSince(item.updatedAt) })}`}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  )
}
