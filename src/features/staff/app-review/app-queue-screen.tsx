import { HStack, Link, List, Stack, Table, Text } from '@chakra-ui/react'
import { keepPreviousData } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router-dom'
import { useStaffAppQueue } from '@generated/api/staff/staff'
import type { StaffAppQueueItem } from '@generated/model'
import { LoadError } from '@/components/account/account-page'
import { paths } from '@/config/paths'
import { useBreakpointUp } from '@/hooks/use-breakpoint-up'
import { urlFilters, useUrlFilters } from '@/hooks/use-url-filters'
import { daysSince, formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { EmptyState, Loading, Pager, StaffPage } from '../review/staff-page'
import './app-review-messages'
import { ReleaseBadge, useVersionLabel } from './version-state-badge'
import { PackageName } from './package-name'

const QUEUE_PAGE_SIZE = 20

/**
 * ?page=: staffAppQueue takes no filter but the page (the contract's parameters), so the page is
 * all the URL keeps; the shared helper reads and writes it as the other staff lists do.
 */
const appQueueFilters = urlFilters<Record<never, never>>({})

/**
 * /staff/apps: the app versions in review, the oldest submission first, beside the account
 * applications' queue; a table that becomes a list on phones, paged in the URL.
 */
export function AppQueueScreen() {
  const { t } = useTranslation()
  const wide = useBreakpointUp('md')
  const { filters, update } = useUrlFilters(appQueueFilters)
  const { data, isPending, isError, isPlaceholderData, refetch } = useStaffAppQueue(
    appQueueFilters.request(filters, QUEUE_PAGE_SIZE),
    // The previous page stays while the next one loads (no jump to a skeleton).
    { query: { placeholderData: keepPreviousData, meta: { silent: true } } },
  )

  return (
    <StaffPage
      title={t('staffAppReview.queue.title')}
      description={t('staffAppReview.queue.description')}
    >
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError
          title={t('staffAppReview.queue.loadFailed')}
          retryLabel={t('staffAppReview.retry')}
          onRetry={() => void refetch()}
        />
      ) : data.total === 0 ? (
        <EmptyState>{t('staffAppReview.queue.empty')}</EmptyState>
      ) : (
        <Stack gap="4" aria-busy={isPlaceholderData}>
          <Text color="fg.muted" aria-live="polite">
            {t('staffAppReview.queue.count', { count: data.total })}
          </Text>
          {/* One of the two is rendered once the width is known (useBreakpointUp), not both. */}
          {wide !== false && <QueueTable items={data.list} />}
          {wide !== true && <QueueList items={data.list} />}
          {/* Also past the last page (a stale link), so that the way back is there. */}
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

/** The app's name, linking to the version's review (one version of an app is in review at once). */
function VersionLink({ item }: { item: StaffAppQueueItem }) {
  return (
    <Link asChild variant="underline" colorPalette="brand" fontWeight="medium">
      <RouterLink to={paths.staff.appVersion(item.versionId)}>{item.nameZh}</RouterLink>
    </Link>
  )
}

/** From tablet width: a table, one version a row. */
function QueueTable({ items }: { items: StaffAppQueueItem[] }) {
  const { t } = useTranslation()
  const versionLabel = useVersionLabel()
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" hideBelow="md" bg="bg">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('staffAppReview.queue.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('staffAppReview.queue.app')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffAppReview.queue.version')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffAppReview.queue.release')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffAppReview.queue.developer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffAppReview.queue.submittedAt')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('staffAppReview.queue.age')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={item.versionId}>
              <Table.Cell>
                <Stack gap="0.5">
                  <VersionLink item={item} />
                  <PackageName packageName={item.packageName} />
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0.5">
                  <Text>{versionLabel(item)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t(`staffAppReview.kinds.${item.kind}`)}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <ReleaseBadge firstRelease={item.firstRelease} />
              </Table.Cell>
              <Table.Cell wordBreak="break-all">{item.developerEmail}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(item.submittedAt)}</Table.Cell>
              <Table.Cell textAlign="end">{daysSince(item.submittedAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** On phones: a list, one version a card. */
function QueueList({ items }: { items: StaffAppQueueItem[] }) {
  const { t } = useTranslation()
  const versionLabel = useVersionLabel()
  return (
    <List.Root variant="plain" gap="3" hideFrom="md" aria-label={t('staffAppReview.queue.caption')}>
      {items.map((item) => (
        <List.Item key={item.versionId} borderWidth="1px" rounded="md" padding="4" bg="bg">
          <Stack gap="1" width="full" minWidth="0">
            <HStack gap="2" flexWrap="wrap" justifyContent="space-between">
              <VersionLink item={item} />
              <ReleaseBadge firstRelease={item.firstRelease} />
            </HStack>
            <PackageName packageName={item.packageName} />
            <Text>
              {versionLabel(item)} · {t(`staffAppReview.kinds.${item.kind}`)}
            </Text>
            <Text wordBreak="break-all">{item.developerEmail}</Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(item.submittedAt)} ·{' '}
              {t('staffAppReview.queue.ageShort', { days: daysSince(item.submittedAt) })}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  )
}
