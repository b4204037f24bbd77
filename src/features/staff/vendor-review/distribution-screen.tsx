import { Alert, Button, Link, Skeleton, Stack } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { Link as RouterLink, useParams } from 'react-router-dom'
import {
  getStaffDistributionQueryKey,
  getStaffDistributionQueueQueryKey,
  staffDistributionDecide,
  staffDistributionOffline,
  staffDistributionRelease,
  useStaffDistribution,
} from '@generated/api/staff/staff'
import { Code } from '@generated/error-catalogue'
import type { StaffDistribution } from '@generated/model'
import { LoadError } from '@/components/account/account-page'
import { lazyAfterPage } from '@/components/ui/lazy-after-page'
import { SectionCard } from '@/components/ui/section-card'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { positiveId } from '@/hooks/use-url-filters'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { PackageDownload } from '../app-review/package-download'
import { ReviewImages } from '../app-review/review-images'
import { ManifestLists } from '../app-review/version-changes'
import { AppInformation, PackageSummary } from '../app-review/version-sections'
import type { Decision } from '../review/decision-form'
import { Loading, StaffPage } from '../review/staff-page'
import type { DistributionAction } from './distribution-actions'
import {
  DistributionHistory,
  DistributionOverview,
  DistributionSigner,
  FindingsSection,
} from './distribution-sections'
import './vendor-review-messages'

// What acts on the distribution comes after the page is painted: the decision's form
// (react-hook-form, the contract's schemas) and the release and offline dialogs are not needed to
// read it.
const DistributionActions = lazyAfterPage(() => import('./distribution-actions'))

/**
 * Why the last action was not applied, said above the distribution until the page is left:
 * another operator decided first (30003), it is no longer approved (12103) or released (12104),
 * it is another vendor's (21006), it is gone (441), or the member may not act here (21004).
 */
type Refusal =
  'decidedFirst' | 'notApproved' | 'notReleased' | 'otherVendor' | 'gone' | 'noPermission'

const refusals: Partial<Record<number, Refusal>> = {
  [Code.alreadyDecided]: 'decidedFirst',
  [Code.publishAppFailed]: 'notApproved',
  [Code.takeAppOfflineFailed]: 'notReleased',
  [Code.ownVendorDataOnly]: 'otherVendor',
  [Code.invalidParameter]: 'gone',
  [Code.noPermission]: 'noPermission',
}

const refusalOf = (failure: unknown): Refusal | undefined =>
  failure instanceof ApiError ? refusals[failure.code] : undefined

/**
 * /staff/vendor/distributions/:id: one version the alliance approved for the operator's vendor,
 * as the vendor reviews it: where it stands, the vendor's limits, the package, its manifest, the
 * signer, the icon and screenshots, the app, the history at the vendor, and what may be done in
 * its state (approve or reject, release, take offline).
 */
export function DistributionScreen() {
  const { t, i18n } = useTranslation()
  const id = positiveId(useParams().id ?? '')
  // The same query as the view's (one request): the title names the app and the version.
  const { data } = useStaffDistribution(
    { id: id ?? 0 },
    { query: { enabled: id !== undefined, meta: { silent: true } } },
  )
  const title = data
    ? t('staffVendorReview.distribution.title', {
        name: i18n.language === 'en' && data.app.nameEn ? data.app.nameEn : data.app.nameZh,
        version: data.version.versionName ?? `#${data.version.versionCode}`,
      })
    : t('staffVendorReview.distribution.titleLoading')
  return (
    <StaffPage title={title}>
      <Link asChild variant="underline" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={paths.staff.vendorQueue}>
          ← {t('staffVendorReview.distribution.back')}
        </RouterLink>
      </Link>
      {id === undefined ? <NotFound /> : <DistributionView key={id} id={id} />}
    </StaffPage>
  )
}

function NotFound({ text = 'staffVendorReview.distribution.notFound' }: { text?: string }) {
  const { t } = useTranslation()
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{t(text)}</Alert.Title>
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <RouterLink to={paths.staff.vendorQueue}>
            {t('staffVendorReview.distribution.back')}
          </RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}

function DistributionView({ id }: { id: number }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const queryKey = getStaffDistributionQueryKey({ id })
  const {
    data: distribution,
    isPending,
    error,
    refetch,
  } = useStaffDistribution({ id }, { query: { meta: { silent: true } } })
  const [refusal, setRefusal] = useState<Refusal>()

  /**
   * Runs an action and shows its outcome. Resolves to true when the action is over (done, or
   * refused with the distribution read again), false when it may be tried again (no answer).
   */
  async function run(call: () => Promise<StaffDistribution>, done: string): Promise<boolean> {
    setRefusal(undefined)
    let over = true
    try {
      queryClient.setQueryData(queryKey, await call())
      toaster.success({ title: t(done) })
    } catch (failure) {
      const why = refusalOf(failure)
      if (why) {
        // Nothing is done twice: the distribution is read again, as it stands now.
        setRefusal(why)
        await refetch()
      } else {
        toaster.error({ title: errorText(failure) })
        over = false
      }
    }
    await queryClient.invalidateQueries({ queryKey: getStaffDistributionQueueQueryKey() })
    return over
  }

  const act: DistributionAction = {
    decide: async ({ decision, comment }: Decision) => {
      await run(
        () => staffDistributionDecide({ id, decision, ...(comment ? { comment } : {}) }),
        decision === 'approve'
          ? 'staffVendorReview.actions.approved'
          : 'staffVendorReview.actions.rejected',
      )
    },
    release: () =>
      run(() => staffDistributionRelease({ id }), 'staffVendorReview.actions.released'),
    takeOffline: (comment: string) =>
      run(() => staffDistributionOffline({ id, comment }), 'staffVendorReview.actions.offlined'),
  }

  const alert = refusal && (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title>{t(`staffVendorReview.refusals.${refusal}`)}</Alert.Title>
    </Alert.Root>
  )
  if (isPending) return <Loading />
  if (error) {
    const code = error instanceof ApiError ? error.code : undefined
    return (
      <Stack gap="4">
        {alert}
        {code === Code.invalidParameter ? (
          <NotFound />
        ) : code === Code.ownVendorDataOnly ? (
          <NotFound text="staffVendorReview.distribution.otherVendor" />
        ) : (
          <LoadError
            title={t('staffVendorReview.distribution.loadFailed')}
            retryLabel={t('staffVendorReview.retry')}
            onRetry={() => void refetch()}
          />
        )}
      </Stack>
    )
  }

  const { app, version } = distribution
  return (
    <Stack gap="6">
      <DistributionOverview distribution={distribution} />
      {alert}
      <FindingsSection distribution={distribution} />
      <PackageSummary
        app={app}
        version={version}
        actions={<PackageDownload packageName={app.packageName} version={version} />}
      />
      <ManifestLists version={version} />
      <DistributionSigner distribution={distribution} />
      <ReviewImages app={app} />
      <AppInformation app={app} />
      <DistributionHistory distribution={distribution} />
      <SectionCard title={t('staffVendorReview.actions.title')}>
        <Suspense fallback={<Skeleton height="32" aria-busy="true" />}>
          {/* A new form once the state changed (a decision's comment does not carry over). */}
          <DistributionActions key={distribution.state} distribution={distribution} act={act} />
        </Suspense>
      </SectionCard>
    </Stack>
  )
}
