import { Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react'
import { keepPreviousData } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { useStaffVendorBindings } from '@generated/api/staff/staff'
import type { StaffVendorBinding } from '@generated/model'
import { LoadError } from '@/components/account/account-page'
import { text, urlFilters, useUrlFilters } from '@/hooks/use-url-filters'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { None } from '../app-review/version-state-badge'
import { EmptyState, Loading, Pager, StaffPage } from '../review/staff-page'
import { useStaffMember } from '../session/staff-member-context'
import { vendorName } from '../session/staff-session'
import './vendor-review-messages'

const BINDINGS_PAGE_SIZE = 20
/** The contract's limit on the search (staffVendorBindings' `q`). */
const SEARCH_MAX_LENGTH = 100

/** ?q=&page=: the search and the page, so that a search can be linked and reloaded. */
const bindingFilters = urlFilters<{ q?: string }>({ q: { read: text(SEARCH_MAX_LENGTH) } })

/**
 * /staff/vendor/bindings: the developers bound at the operator's vendor, latest first, searched
 * by name, e-mail or vendor developer id, paged in the URL. Read only: developers bind and unbind
 * themselves.
 */
export function BindingsScreen() {
  const { t, i18n } = useTranslation()
  const member = useStaffMember()
  const { filters, filtered, update, clear } = useUrlFilters(bindingFilters)
  const { data, isPending, isError, isPlaceholderData, refetch } = useStaffVendorBindings(
    bindingFilters.request(filters, BINDINGS_PAGE_SIZE),
    { query: { placeholderData: keepPreviousData, meta: { silent: true } } },
  )
  const vendor = member.vendor ? vendorName(member.vendor, i18n.language) : ''

  return (
    <StaffPage
      title={t('staffVendorReview.bindings.title')}
      description={t('staffVendorReview.bindings.description', { vendor })}
    >
      <Stack as="section" role="search" aria-label={t('staffVendorReview.bindings.search')} gap="2">
        {/* Keyed by the search: "back" to another search shows that one in the box. */}
        <SearchBox key={filters.q ?? ''} q={filters.q} onSearch={(q) => update({ q })} />
        {filtered && (
          <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={clear}>
            {t('staffVendorReview.bindings.clear')}
          </Button>
        )}
      </Stack>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError
          title={t('staffVendorReview.bindings.loadFailed')}
          retryLabel={t('staffVendorReview.retry')}
          onRetry={() => void refetch()}
        />
      ) : data.list.length === 0 ? (
        <Stack gap="4">
          <EmptyState>
            {t(
              filtered
                ? 'staffVendorReview.bindings.emptyFiltered'
                : 'staffVendorReview.bindings.empty',
            )}
          </EmptyState>
          {filters.page > 1 && (
            <Pager
              page={filters.page}
              pageSize={BINDINGS_PAGE_SIZE}
              total={data.total}
              onChange={(page) => update({ page })}
            />
          )}
        </Stack>
      ) : (
        <Stack gap="4" aria-busy={isPlaceholderData}>
          <Text color="fg.muted" aria-live="polite">
            {t('staffVendorReview.bindings.count', { count: data.total })}
          </Text>
          <BindingsTable items={data.list} />
          {(data.total > BINDINGS_PAGE_SIZE || filters.page > 1) && (
            <Pager
              page={filters.page}
              pageSize={BINDINGS_PAGE_SIZE}
              total={data.total}
              onChange={(page) => update({ page })}
            />
          )}
        </Stack>
      )}
    </StaffPage>
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
    <HStack asChild alignItems="flex-end" gap="2" maxWidth="2xl">
      <form onSubmit={submit}>
        <Field.Root>
          <Field.Label>{t('staffVendorReview.bindings.search')}</Field.Label>
          <Input name="q" type="search" defaultValue={q ?? ''} maxLength={SEARCH_MAX_LENGTH} />
        </Field.Root>
        <Button type="submit" variant="outline">
          {t('staffVendorReview.bindings.searchButton')}
        </Button>
      </form>
    </HStack>
  )
}

/** The bindings, one a row; on a narrow screen the table scrolls inside its frame. */
function BindingsTable({ items }: { items: StaffVendorBinding[] }) {
  const { t } = useTranslation()
  return (
    // Focusable, so that a keyboard can scroll it on a narrow screen (it holds no control).
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      bg="bg"
      tabIndex={0}
      role="region"
      aria-label={t('staffVendorReview.bindings.caption')}
    >
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('staffVendorReview.bindings.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('staffVendorReview.bindings.developer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffVendorReview.bindings.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              {t('staffVendorReview.bindings.vendorDeveloperId')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              {t('staffVendorReview.bindings.vendorDeveloperName')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffVendorReview.bindings.boundAt')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={`${item.accountEmail}-${item.vendorDeveloperId}`}>
              <Table.Cell minWidth="32">{item.developerName ?? <None />}</Table.Cell>
              <Table.Cell wordBreak="break-all" minWidth="40">
                {item.accountEmail}
              </Table.Cell>
              <Table.Cell wordBreak="break-all" minWidth="32">
                {item.vendorDeveloperId}
              </Table.Cell>
              <Table.Cell minWidth="24">{item.vendorDeveloperName ?? <None />}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(item.boundAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
