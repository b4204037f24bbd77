import { Alert, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useId, useState } from 'react'
import { Link as RouterLink, useParams } from 'react-router-dom'
import {
  getStaffAppQueueQueryKey,
  getStaffAppVersionQueryKey,
  staffAppDecide,
  useStaffAppVersion,
  useStaffMe,
} from '@generated/api/staff/staff'
import { Code } from '@generated/error-catalogue'
import type { App, StaffAppReview } from '@generated/model'
import { LoadError } from '@/components/account/account-page'
import { lazyAfterPage } from '@/components/ui/lazy-after-page'
import { SectionCard } from '@/components/ui/section-card'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { positiveId } from '@/hooks/use-url-filters'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import type { Decision } from '../review/decision-form'
import { Loading, StaffPage } from '../review/staff-page'
import './app-review-messages'
import { PackageDownload } from './package-download'
import { ReviewImages } from './review-images'
import { ManifestLists, VersionChanges } from './version-changes'
import { addedNames, isFirstRelease, versionDiff } from './version-diff'
import {
  AppInformation,
  DecisionResult,
  DeveloperSection,
  DistributionsSection,
  HistorySection,
  PackageSummary,
  SignerSection,
} from './version-sections'
import {
  Fact,
  Facts,
  ReleaseBadge,
  useVersionLabel,
  VersionStateBadge,
} from './version-state-badge'

// What acts on the version comes after the page is painted: the decision's form (react-hook-form,
// the contract's schemas, the confirmation dialog) and the admins' pin dialog are not needed to
// read it, and the page stays within the console's size budget (scripts/size-budget.mjs).
const VersionDecision = lazyAfterPage(() => import('./version-decision'))
const CertificatePinDialog = lazyAfterPage(() => import('./certificate-pin-dialog'))

/**
 * Why the last decision was not applied, said above the version until the page is left: another
 * reviewer decided first, the developer withdrew it (30003, told apart by the contract's reason),
 * or it is gone (441).
 */
type Refusal = 'decidedFirst' | 'withdrawnFirst' | 'noLongerInReview' | 'gone'

function refusalOf(failure: unknown): Refusal | undefined {
  if (!(failure instanceof ApiError)) return undefined
  if (failure.code === Code.alreadyDecided) {
    if (failure.reason === 'versionDecided') return 'decidedFirst'
    if (failure.reason === 'versionWithdrawn') return 'withdrawnFirst'
    return 'noLongerInReview'
  }
  if (failure.code === Code.invalidParameter) return 'gone'
  return undefined
}

/**
 * /staff/apps/versions/:id: one version as a reviewer sees it: the package, what changed since
 * the previous version, the whole manifest, the signer, the icon and screenshots, the app and its
 * developer, the history, and the decision (the pinned certificate's change, for admins).
 */
export function VersionReviewScreen() {
  const { t } = useTranslation()
  const id = positiveId(useParams().id ?? '')
  // The same query as the view's (one request): the title names the app and the version.
  const { data: review } = useStaffAppVersion(
    { id: id ?? 0 },
    { query: { enabled: id !== undefined, meta: { silent: true } } },
  )
  const title = review
    ? t('staffAppReview.version.title', {
        name: review.app.nameZh,
        version: review.version.versionName ?? `#${review.version.versionCode}`,
      })
    : t('staffAppReview.version.titleLoading')
  return (
    <StaffPage title={title}>
      <Link asChild variant="underline" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={paths.staff.appQueue}>← {t('staffAppReview.version.back')}</RouterLink>
      </Link>
      {id === undefined ? <NotFound /> : <VersionView key={id} id={id} />}
    </StaffPage>
  )
}

function NotFound() {
  const { t } = useTranslation()
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{t('staffAppReview.version.notFound')}</Alert.Title>
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <RouterLink to={paths.staff.appQueue}>{t('staffAppReview.version.back')}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}

function VersionView({ id }: { id: number }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const queryKey = getStaffAppVersionQueryKey({ id })
  const {
    data: review,
    isPending,
    error,
    refetch,
  } = useStaffAppVersion({ id }, { query: { meta: { silent: true } } })
  // The console's guard has asked already (staleTime: Infinity there too): the role from the cache.
  const { data: me } = useStaffMe({ query: { staleTime: Infinity, meta: { silent: true } } })
  const [refusal, setRefusal] = useState<Refusal>()

  async function decide({ decision, comment }: Decision) {
    setRefusal(undefined)
    try {
      const decided = await staffAppDecide({ id, decision, ...(comment ? { comment } : {}) })
      queryClient.setQueryData(queryKey, decided)
      toaster.success({
        title: t(
          decision === 'approve'
            ? 'staffAppReview.decision.approved'
            : 'staffAppReview.decision.rejected',
        ),
      })
    } catch (failure) {
      const why = refusalOf(failure)
      // Nothing is decided twice: the version is read again, so the reviewer sees who decided
      // what, that the developer took it back, or that it is gone.
      if (why) setRefusal(why)
      else toaster.error({ title: errorText(failure) })
      await refetch()
    }
    await queryClient.invalidateQueries({ queryKey: getStaffAppQueueQueryKey() })
  }

  const changeApp = (app: App) =>
    queryClient.setQueryData(queryKey, (old: StaffAppReview | undefined) =>
      old ? { ...old, app } : old,
    )

  const alert = refusal && (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title>{t(`staffAppReview.decision.${refusal}`)}</Alert.Title>
    </Alert.Root>
  )
  if (isPending) return <Loading />
  if (error) {
    const missing = error instanceof ApiError && error.code === Code.invalidParameter
    return (
      <Stack gap="4">
        {alert}
        {missing ? (
          <NotFound />
        ) : (
          <LoadError
            title={t('staffAppReview.version.loadFailed')}
            retryLabel={t('staffAppReview.retry')}
            onRetry={() => void refetch()}
          />
        )}
      </Stack>
    )
  }

  const diff = versionDiff(review)
  const inReview = review.version.state === 'inReview'
  return (
    <Stack gap="6">
      <Overview review={review} />
      {alert}
      <PackageSummary
        app={review.app}
        version={review.version}
        actions={<PackageDownload packageName={review.app.packageName} version={review.version} />}
      />
      <VersionChanges review={review} diff={diff} />
      <ManifestLists version={review.version} added={addedNames(diff)} />
      <SignerSection
        review={review}
        admin={
          me?.role === 'admin' && (
            <PinChange
              // A new dialog (fields emptied) once the pin changed.
              key={review.app.certificateSha256}
              app={review.app}
              onChanged={changeApp}
            />
          )
        }
      />
      <ReviewImages app={review.app} />
      <AppInformation app={review.app} />
      <DeveloperSection developer={review.developer} />
      <HistorySection review={review} />
      <DistributionsSection version={review.version} />
      <SectionCard title={t('staffAppReview.decision.title')}>
        {inReview ? (
          <Suspense fallback={<Skeleton height="40" aria-busy="true" />}>
            <VersionDecision decide={decide} />
          </Suspense>
        ) : (
          <DecisionResult review={review} />
        )}
      </SectionCard>
    </Stack>
  )
}

/**
 * The admins' change of the pinned certificate: a stand-in button until the dialog's code is
 * there; a click on it opens the dialog as soon as it arrives.
 */
function PinChange({ app, onChanged }: { app: App; onChanged: (app: App) => void }) {
  const { t } = useTranslation()
  const [requested, setRequested] = useState(false)
  const triggerId = useId()
  const standIn = (
    <Button
      id={triggerId}
      variant="outline"
      colorPalette="red"
      alignSelf="flex-start"
      aria-haspopup="dialog"
      onClick={() => setRequested(true)}
    >
      {t('staffAppReview.pin.open')}
    </Button>
  )
  return (
    <Suspense fallback={standIn}>
      <CertificatePinDialog
        app={app}
        onChanged={onChanged}
        defaultOpen={requested}
        triggerId={triggerId}
      />
    </Suspense>
  )
}

/** Where the version stands: its state, first release or update, when it was submitted. */
function Overview({ review }: { review: StaffAppReview }) {
  const { t } = useTranslation()
  const versionLabel = useVersionLabel()
  const submitted = review.version.history.findLast((event) => event.to === 'inReview')
  return (
    <Stack gap="2">
      <HStack gap="2" flexWrap="wrap">
        <VersionStateBadge state={review.version.state} />
        <ReleaseBadge firstRelease={isFirstRelease(review)} />
        <Text color="fg.muted">{versionLabel(review.version)}</Text>
      </HStack>
      <Facts>
        <Fact label={t('staffAppReview.version.submittedAt')}>
          {submitted ? formatDateTime(submitted.at) : t('staffAppReview.none')}
        </Fact>
      </Facts>
    </Stack>
  )
}
