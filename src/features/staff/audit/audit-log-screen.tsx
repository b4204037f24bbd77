import {
  Button,
  Field,
  Input,
  Link,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useStaffAuditLog } from '@generated/api/staff/staff'
import { AuditAction, type AuditEntry } from '@generated/model'
import { LoadError } from '@/components/account/account-page'
import { FormField } from '@/components/form/form-field'
import { paths } from '@/config/paths'
import { useBreakpointUp } from '@/hooks/use-breakpoint-up'
import { oneOf, positiveId, text, urlFilters, useUrlFilters } from '@/hooks/use-url-filters'
import { ApiError } from '@/lib/api/api-client'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { EmptyState, Loading, Pager, StaffPage } from '../review/staff-page'
import { Code } from '@generated/error-catalogue'

const AUDIT_PAGE_SIZE = 20
/** The contract's limit on the text filters (staffAuditLog's `staff` and `accountEmail`). */
const TEXT_MAX_LENGTH = 100

const auditActions = Object.values(AuditAction)

interface AuditFilters {
  action?: AuditAction
  staff?: string
  recordId?: number
  accountEmail?: string
}

/** ?action=&staff=&recordId=&account=&page= */
const auditFilters = urlFilters<AuditFilters>({
  action: { read: oneOf(auditActions) },
  staff: { read: text(TEXT_MAX_LENGTH) },
  recordId: { read: positiveId },
  accountEmail: { param: 'account', read: text(TEXT_MAX_LENGTH) },
})

/**
 * /staff/audit (admins): every staff action, newest first, filtered by action, staff member,
 * record and account (an app review's entries link to their version); the filters and the page
 * are kept in the URL query. Read only: nothing here (or anywhere) changes an entry.
 */
export function AuditLogScreen() {
  const { t } = useTranslation()
  const wide = useBreakpointUp('lg')
  const { filters, filtered, update, clear } = useUrlFilters(auditFilters)
  const { data, isPending, error, isPlaceholderData, refetch } = useStaffAuditLog(
    auditFilters.request(filters, AUDIT_PAGE_SIZE),
    { query: { placeholderData: keepPreviousData, meta: { silent: true } } },
  )

  return (
    <StaffPage
      title={t('staffReview.audit.title')}
      description={t('staffReview.audit.description')}
    >
      {/* Keyed by the text filters: "back" to other ones shows those in the fields. */}
      <AuditFilterForm
        key={[filters.staff, filters.recordId, filters.accountEmail].join('|')}
        filters={filters}
        onChange={update}
        onClear={filtered ? clear : undefined}
      />
      {isPending ? (
        <Loading />
      ) : error ? (
        <LoadError
          title={t(
            error instanceof ApiError && error.code === Code.noPermission
              ? 'staffReview.audit.adminsOnly'
              : 'staffReview.audit.loadFailed',
          )}
          retryLabel={t('staffReview.retry')}
          onRetry={() => void refetch()}
        />
      ) : data.list.length === 0 ? (
        <EmptyState>
          {t(filtered ? 'staffReview.audit.emptyFiltered' : 'staffReview.audit.empty')}
        </EmptyState>
      ) : (
        <Stack gap="4" aria-busy={isPlaceholderData}>
          <Text color="fg.muted" aria-live="polite">
            {t('staffReview.count', { count: data.total })}
          </Text>
          {/* One of the two is rendered once the width is known (useBreakpointUp), not both. */}
          {wide !== false && <AuditTable entries={data.list} />}
          {wide !== true && <AuditList entries={data.list} />}
          {data.total > AUDIT_PAGE_SIZE && (
            <Pager
              page={filters.page}
              pageSize={AUDIT_PAGE_SIZE}
              total={data.total}
              onChange={(page) => update({ page })}
            />
          )}
        </Stack>
      )}
    </StaffPage>
  )
}

/**
 * The action applies when chosen; the text filters when the form is sent (one request, not one
 * per key). A record id that is not a whole number is said at its field.
 */
function AuditFilterForm({
  filters,
  onChange,
  onClear,
}: {
  filters: AuditFilters
  onChange: (change: Partial<AuditFilters>) => void
  onClear?: () => void
}) {
  const { t } = useTranslation()
  const [recordIdError, setRecordIdError] = useState<string>()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined
    const rawId = value('recordId')
    const recordId = rawId === undefined ? undefined : positiveId(rawId)
    if (rawId !== undefined && recordId === undefined) {
      setRecordIdError('staffReview.audit.recordIdInvalid')
      return
    }
    setRecordIdError(undefined)
    onChange({ staff: value('staff'), recordId, accountEmail: value('accountEmail') })
  }
  return (
    <Stack asChild gap="4">
      <form role="search" aria-label={t('staffReview.audit.filters')} onSubmit={submit} noValidate>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="start">
          <Field.Root>
            <Field.Label>{t('staffReview.audit.action')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={filters.action ?? ''}
                onChange={(event) =>
                  onChange({
                    action: auditActions.find((action) => action === event.target.value),
                  })
                }
              >
                <option value="">{t('staffReview.audit.allActions')}</option>
                {auditActions.map((action) => (
                  <option key={action} value={action}>
                    {t(`staffReview.audit.actions.${action}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <FormField label={t('staffReview.audit.staff')}>
            <Input name="staff" defaultValue={filters.staff ?? ''} maxLength={TEXT_MAX_LENGTH} />
          </FormField>
          <FormField label={t('staffReview.audit.recordId')} error={recordIdError}>
            <Input
              name="recordId"
              inputMode="numeric"
              defaultValue={filters.recordId ?? ''}
              maxLength={16}
            />
          </FormField>
          <FormField label={t('staffReview.audit.accountEmail')}>
            <Input
              name="accountEmail"
              defaultValue={filters.accountEmail ?? ''}
              maxLength={TEXT_MAX_LENGTH}
            />
          </FormField>
        </SimpleGrid>
        <Stack direction="row" gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand">
            {t('staffReview.audit.apply')}
          </Button>
          {onClear && (
            <Button variant="ghost" onClick={onClear}>
              {t('staffReview.audit.clear')}
            </Button>
          )}
        </Stack>
      </form>
    </Stack>
  )
}

function useEntryText() {
  const { t } = useTranslation()
  return {
    who: (entry: AuditEntry) => entry.staffEmail ?? t('staffReview.commandLine'),
    action: (entry: AuditEntry) => t(`staffReview.audit.actions.${entry.action}`),
    none: t('staffReview.none'),
  }
}

/**
 * What an entry is about: an application or an app version (each a link), or an app; and the
 * vendor it concerns (a distribution's, a saved vendor's, a staff member's).
 */
function Subject({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const link = (to: string, text: string) => (
    <Link asChild variant="underline" colorPalette="brand">
      <RouterLink to={to}>{text}</RouterLink>
    </Link>
  )
  const vendor = entry.vendor ? t('staffReview.audit.vendor', { code: entry.vendor }) : null
  const withVendor = (subject: ReactNode) =>
    vendor ? (
      <>
        {subject} · {vendor}
      </>
    ) : (
      subject
    )
  if (entry.recordId !== null) {
    return link(
      paths.staff.record(entry.recordId),
      t('staffReview.audit.recordLink', { id: entry.recordId }),
    )
  }
  if (entry.versionId !== undefined && entry.versionId !== null) {
    return withVendor(
      link(
        paths.staff.appVersion(entry.versionId),
        t('staffReview.audit.versionLink', { id: entry.versionId }),
      ),
    )
  }
  if (entry.appId !== undefined && entry.appId !== null) {
    return withVendor(t('staffReview.audit.app', { id: entry.appId }))
  }
  return vendor
}

const hasSubject = (entry: AuditEntry) =>
  entry.recordId !== null ||
  (entry.versionId ?? null) !== null ||
  (entry.appId ?? null) !== null ||
  (entry.vendor ?? null) !== null

/** From wide screens: a table, one entry a row. */
function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation()
  const text = useEntryText()
  const muted = (value: string | null) =>
    value ?? (
      <Text as="span" color="fg.muted">
        {text.none}
      </Text>
    )
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" hideBelow="lg" bg="bg">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('staffReview.audit.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('staffReview.audit.when')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffReview.audit.who')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffReview.audit.what')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffReview.audit.record')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffReview.audit.account')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('staffReview.audit.detail')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.at)}</Table.Cell>
              <Table.Cell wordBreak="break-all">{text.who(entry)}</Table.Cell>
              <Table.Cell>{text.action(entry)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {hasSubject(entry) ? <Subject entry={entry} /> : muted(null)}
              </Table.Cell>
              <Table.Cell wordBreak="break-all">{muted(entry.accountEmail)}</Table.Cell>
              <Table.Cell whiteSpace="normal" wordBreak="break-word" minWidth="40">
                {muted(entry.detail)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** On phones and tablets: a list, one entry a card. */
function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation()
  const text = useEntryText()
  return (
    <List.Root variant="plain" gap="3" hideFrom="lg" aria-label={t('staffReview.audit.caption')}>
      {entries.map((entry) => (
        <List.Item key={entry.id} borderWidth="1px" rounded="md" padding="4" bg="bg">
          <Stack gap="1" width="full" minWidth="0">
            <Text fontWeight="semibold">{text.action(entry)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(entry.at)} · {text.who(entry)}
            </Text>
            {(hasSubject(entry) || entry.accountEmail) && (
              <Text wordBreak="break-all">
                <Subject entry={entry} />
                {hasSubject(entry) && entry.accountEmail && ' · '}
                {entry.accountEmail}
              </Text>
            )}
            {entry.detail && <Text wordBreak="break-word">{entry.detail}</Text>}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  )
}
