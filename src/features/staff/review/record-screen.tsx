import { Alert, Badge, Button, DataList, Link, Stack, Table, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Link as RouterLink, useParams } from 'react-router-dom'
import {
  getStaffQueueQueryKey,
  getStaffRecordQueryKey,
  staffDecide,
  useStaffMe,
  useStaffRecord,
} from '@generated/api/staff/staff'
import type { FieldDrift, StaffApplicant, StaffRecord } from '@generated/model'
import { LoadError } from '@/components/account/account-page'
import { ChangesTable, ChangeValue } from '@/components/account/changes-table'
import { ReviewStatusBadge } from '@/components/account/review-status-badge'
import { IdTypeName } from '@/components/identity/id-type-name'
import { SectionCard } from '@/components/ui/section-card'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { DecisionForm, type Decision } from './decision-form'
import { FreezeDialog } from './freeze-dialog'
import { IdentityReveal } from './identity-reveal'
import { Loading, StaffPage } from './staff-page'
import { Code } from '@generated/error-catalogue'

/** The id of `/staff/records/:id`: a positive whole number, or undefined. */
export function readRecordId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return undefined
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : undefined
}

/**
 * /staff/records/:id: one application as a reviewer sees it: the record, every change before and
 * after, the recovery proof, the ID numbers on demand, the decision, and the applicant's account
 * (which admins can freeze).
 */
export function RecordScreen() {
  const { t } = useTranslation()
  const id = readRecordId(useParams().id)
  return (
    <StaffPage
      title={
        id === undefined
          ? t('staffReview.record.application')
          : t('staffReview.record.title', { id })
      }
    >
      <Link asChild variant="underline" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={paths.staff.queue}>← {t('staffReview.record.back')}</RouterLink>
      </Link>
      {id === undefined ? <NotFound /> : <RecordView key={id} id={id} />}
    </StaffPage>
  )
}

function NotFound() {
  const { t } = useTranslation()
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{t('staffReview.record.notFound')}</Alert.Title>
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <RouterLink to={paths.staff.queue}>{t('staffReview.record.back')}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}

/** Why the last decision was not applied: said above the record until the page is left. */
type Refusal = 'decidedFirst' | 'driftRefused'

function RecordView({ id }: { id: number }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const queryKey = getStaffRecordQueryKey({ id })
  const {
    data: record,
    isPending,
    error,
    refetch,
  } = useStaffRecord({ id }, { query: { meta: { silent: true } } })
  // The console's guard has asked already (staleTime: Infinity there too): the role from the cache.
  const { data: me } = useStaffMe({ query: { staleTime: Infinity, meta: { silent: true } } })
  const [refusal, setRefusal] = useState<Refusal>()

  if (isPending) return <Loading />
  if (error) {
    if (error instanceof ApiError && error.code === Code.invalidParameter) return <NotFound />
    return (
      <LoadError
        title={t('staffReview.record.loadFailed')}
        retryLabel={t('staffReview.retry')}
        onRetry={() => void refetch()}
      />
    )
  }

  async function decide({ decision, comment }: Decision) {
    setRefusal(undefined)
    try {
      const decided = await staffDecide({ id, decision, ...(comment ? { comment } : {}) })
      queryClient.setQueryData(queryKey, decided)
      toaster.success({
        title: t(
          decision === 'approve' ? 'staffReview.record.approved' : 'staffReview.record.rejected',
        ),
      })
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined
      // 30003: someone decided first; 30004: the account changed since filing. Either way the
      // record is read again, so the reviewer sees who decided what, or what differs now.
      if (code === Code.alreadyDecided || code === Code.accountChangedSinceFiled) {
        setRefusal(code === Code.alreadyDecided ? 'decidedFirst' : 'driftRefused')
      } else toaster.error({ title: errorText(failure) })
      await refetch()
    }
    await queryClient.invalidateQueries({ queryKey: getStaffQueueQueryKey() })
  }

  const reviewing = record.status === 'reviewing'
  const hasIdNumbers =
    record.proof !== null || record.changes.some((change) => change.field === 'idNumber')
  return (
    <Stack gap="6">
      {refusal && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t(`staffReview.record.${refusal}`)}</Alert.Title>
        </Alert.Root>
      )}
      {reviewing && record.drift.length > 0 && <DriftAlert drift={record.drift} />}
      <SectionCard title={t('staffReview.record.application')}>
        <Stack gap="5">
          <ApplicationData record={record} />
          <ChangesTable changes={record.changes} />
        </Stack>
      </SectionCard>
      {record.proof && (
        <SectionCard title={t('staffReview.record.proof')}>
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
            <Item label={t('staffReview.record.proofName')}>{record.proof.name}</Item>
            <Item label={t('staffReview.record.proofIdType')}>
              <IdTypeName code={record.proof.idType} />
            </Item>
            <Item label={t('staffReview.record.proofIdNumber')}>{record.proof.idNumberMasked}</Item>
            <Item label={t('staffReview.record.proofPhone')}>{record.proof.phone}</Item>
          </DataList.Root>
        </SectionCard>
      )}
      {hasIdNumbers && (
        <SectionCard title={t('staffReview.record.identity')}>
          <IdentityReveal recordId={record.id} />
        </SectionCard>
      )}
      {reviewing && (
        <SectionCard title={t('staffReview.record.decision')}>
          <DecisionForm
            rejectOnly={record.drift.length > 0 || refusal === 'driftRefused'}
            decide={decide}
          />
        </SectionCard>
      )}
      <SectionCard title={t('staffReview.record.applicant')}>
        <Stack gap="5">
          <ApplicantData applicant={record.applicant} />
          {me?.role === 'admin' && (
            <FreezeDialog
              // A new dialog (reason emptied) once the account's state changed.
              key={record.applicant.status}
              applicant={record.applicant}
              onChanged={(applicant) =>
                queryClient.setQueryData(queryKey, (old: StaffRecord | undefined) =>
                  old ? { ...old, applicant } : old,
                )
              }
            />
          )}
        </Stack>
      </SectionCard>
    </Stack>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  )
}

function None() {
  const { t } = useTranslation()
  return (
    <Text as="span" color="fg.muted">
      {t('staffReview.none')}
    </Text>
  )
}

function ApplicationData({ record }: { record: StaffRecord }) {
  const { t } = useTranslation()
  const decided = record.reviewedAt !== null
  return (
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
      <Item label={t('staffReview.record.type')}>{t(`recordTypes.${record.type}`)}</Item>
      <Item label={t('staffReview.record.status')}>
        <ReviewStatusBadge status={record.status} />
      </Item>
      <Item label={t('staffReview.record.filedAt')}>{formatDateTime(record.createdAt)}</Item>
      <Item label={t('staffReview.record.reason')}>{record.reason ?? <None />}</Item>
      {decided && (
        <>
          <Item label={t('staffReview.record.reviewedBy')}>
            {record.reviewedBy ?? t('staffReview.commandLine')}
          </Item>
          <Item label={t('staffReview.record.reviewedAt')}>
            {formatDateTime(record.reviewedAt)}
          </Item>
          <Item label={t('staffReview.record.reviewComment')}>
            {record.reviewComment ?? <None />}
          </Item>
        </>
      )}
    </DataList.Root>
  )
}

function ApplicantData({ applicant }: { applicant: StaffApplicant }) {
  const { t } = useTranslation()
  const frozen = applicant.status === 'frozen'
  return (
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
      <Item label={t('staffReview.record.email')}>{applicant.email}</Item>
      <Item label={t('staffReview.record.accountState')}>
        <Badge variant="subtle" size="md" colorPalette={frozen ? 'red' : 'green'}>
          {t(`staffReview.record.accountStates.${applicant.status}`)}
        </Badge>
      </Item>
      <Item label={t('staffReview.record.profileStatus')}>
        <ReviewStatusBadge status={applicant.profileStatus} />
      </Item>
      <Item label={t('staffReview.record.developerType')}>
        {applicant.developerType
          ? t(`auth.developerType.${applicant.developerType}`)
          : t('staffReview.record.notSet')}
      </Item>
      <Item label={t('staffReview.record.since')}>{formatDateTime(applicant.createdAt)}</Item>
    </DataList.Root>
  )
}

/** What changed on the account since the application was filed: it can then only be rejected. */
function DriftAlert({ drift }: { drift: FieldDrift[] }) {
  const { t } = useTranslation()
  const value = (item: FieldDrift, raw: string | null) =>
    raw === null ? <None /> : <ChangeValue field={item.field} value={raw} />
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3" minWidth="0">
        <Alert.Title>{t('staffReview.record.driftTitle')}</Alert.Title>
        <Alert.Description>{t('staffReview.record.driftText')}</Alert.Description>
        <Table.ScrollArea borderWidth="1px" rounded="md" maxWidth="full" bg="bg">
          <Table.Root
            size="sm"
            tableLayout="fixed"
            width="full"
            css={{ '& th, & td': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
          >
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('staffReview.record.driftField')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('staffReview.record.driftFiled')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('staffReview.record.driftNow')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {drift.map((item) => (
                <Table.Row key={item.field}>
                  <Table.Cell as="th" scope="row" fontWeight="medium">
                    {t(`changes.fields.${item.field}`)}
                  </Table.Cell>
                  <Table.Cell>{value(item, item.filed)}</Table.Cell>
                  <Table.Cell>{value(item, item.now)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Alert.Content>
    </Alert.Root>
  )
}
