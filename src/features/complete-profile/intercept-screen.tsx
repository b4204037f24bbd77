import { Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import type { ProfileStatus } from '@generated/model'
import { AccountPage, LoadError } from '@/components/account/account-page'
import { ReviewStatusBadge } from '@/components/account/review-status-badge'
import { paths } from '@/config/paths'
import { isPortalRoute, routeTable } from '@/config/route-table'
import { useFreshAccount } from '@/hooks/use-fresh-account'
import type { TitleKey } from '@/hooks/use-route-title'
import { interceptedFrom } from '@/lib/session/complete-profile'
import '@/lib/i18n/account-area-messages'

/** The pages that send developers here (those that need a complete profile), with their titles. */
const guardedPages = new Map<string, TitleKey>(
  routeTable
    .filter(isPortalRoute)
    .filter((entry) => entry.loader === 'complete-profile')
    .map((entry) => [entry.path, entry.title]),
)

const nextStep: Record<ProfileStatus, 'toComplete' | 'toProgress' | 'toResubmit' | null> = {
  incomplete: 'toComplete',
  reviewing: 'toProgress',
  rejected: 'toResubmit',
  complete: null,
}

/**
 * /account/accpuntIntercept: where a page that needs a complete profile sends a developer whose
 * profile is not complete (the route guard, or a call answering 11001). Says why, where the
 * profile stands, and the way forward; once the profile is complete, the way back.
 */
export function InterceptScreen() {
  const { t } = useTranslation()
  const { search } = useLocation()
  const from = interceptedFrom(search)
  const fromTitle = from ? guardedPages.get(from.split('?')[0]!) : undefined
  const page = fromTitle ? t(`titles.${fromTitle}`) : undefined
  const { data: user, isPending, isError, refetch } = useFreshAccount()

  return (
    <AccountPage
      title={t('titles.accountIntercept')}
      description={page ? t('intercept.why', { page }) : t('intercept.whyGeneric')}
    >
      {isPending ? (
        <Skeleton height="32" />
      ) : isError || !user ? (
        <LoadError
          title={t('accountCentre.loadFailed')}
          retryLabel={t('accountCentre.retry')}
          onRetry={() => void refetch()}
        />
      ) : (
        <Card.Root as="section" aria-label={t('intercept.state')}>
          <Card.Body>
            <Stack gap="4" alignItems="flex-start">
              <HStack gap="3" flexWrap="wrap">
                <Heading as="h2" size="md">
                  {t('intercept.state')}
                </Heading>
                <ReviewStatusBadge status={user.profileStatus} />
              </HStack>
              <Text>{t(`intercept.${user.profileStatus}`)}</Text>
              <HStack gap="3" flexWrap="wrap">
                {nextStep[user.profileStatus] ? (
                  <Button asChild colorPalette="brand">
                    <RouterLink to={paths.account.data}>
                      {t(`intercept.${nextStep[user.profileStatus]!}`)}
                    </RouterLink>
                  </Button>
                ) : (
                  from && (
                    <Button asChild colorPalette="brand">
                      <RouterLink to={from}>
                        {t('intercept.continue', { page: page ?? from })}
                      </RouterLink>
                    </Button>
                  )
                )}
                <Button asChild variant="outline">
                  <RouterLink to={paths.account.personal}>{t('intercept.toCentre')}</RouterLink>
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </AccountPage>
  )
}
