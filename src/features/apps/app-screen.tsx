import { Alert, Box, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { useGetApp } from '@generated/api/apps/apps'
import { Code } from '@generated/error-catalogue'
import type { AppDetail } from '@generated/model'
import { AccountPage, LoadError } from '@/components/account/account-page'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api/api-client'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { AppImage } from './app-image'
import { appName, AppStatusBadge } from './app-labels'
import { ImagesSection } from './images-section'
import { InfoSection } from './info-section'
import { ListingSection } from './listing-section'
import { useAppId } from './use-app-id'
import { VersionsSection } from './versions-section'
import './apps-messages'

/**
 * /account/apps/info?id=: one app: its versions (newest first) and what each can do next, its
 * information and pinned certificate, its icon and screenshots, and its listing. Reading needs no
 * complete profile; each change does (a 11001 answer goes to the intercept page).
 */
export function AppScreen() {
  const { t } = useTranslation()
  const id = useAppId()
  if (id === 'missing' || id === 'malformed') {
    return (
      <AccountPage title={t('titles.app')}>
        <Unavailable text={t(id === 'missing' ? 'apps.missingId' : 'apps.malformedId')} back />
      </AccountPage>
    )
  }
  return <AppPage id={id} />
}

/** An app that cannot be shown, and (`back`) the way back to the list. */
function Unavailable({ text, back = false }: { text: string; back?: boolean }) {
  const { t } = useTranslation()
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{text}</Alert.Title>
        {back && (
          <Button asChild size="sm" variant="outline" alignSelf="flex-start">
            <RouterLink to={paths.account.apps}>{t('apps.backToList')}</RouterLink>
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  )
}

function AppPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation()
  const { data, isPending, error, refetch } = useGetApp(
    { id },
    { query: { meta: { silent: true } } },
  )
  // The page's heading is the app's name once it is known.
  const title = data ? appName(data.app, i18n.language) : t('titles.app')
  return (
    <AccountPage title={title}>
      <Link asChild variant="underline" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={paths.account.apps}>{t('apps.backToList')}</RouterLink>
      </Link>
      {isPending ? (
        <Stack gap="3" aria-busy="true">
          <Text>{t('app.loading')}</Text>
          <Skeleton height="24" />
          <Skeleton height="40" />
        </Stack>
      ) : error ? (
        // 441 appNotFound: not this account's app, or none (deleted meanwhile).
        error instanceof ApiError && error.code === Code.invalidParameter ? (
          <Unavailable text={t('apps.notFound')} />
        ) : (
          <LoadError
            title={t('apps.loadFailed')}
            retryLabel={t('apps.retry')}
            onRetry={() => void refetch()}
          />
        )
      ) : (
        <AppDetails detail={data} />
      )}
    </AccountPage>
  )
}

function AppDetails({ detail }: { detail: AppDetail }) {
  const { t } = useTranslation()
  const { app, versions } = detail
  // While a version is in review, the information is what the reviewer reads: it stays as it is.
  const locked = versions.some((version) => version.state === 'inReview')
  return (
    <>
      <HStack gap="4" alignItems="center" flexWrap="wrap">
        {app.icon ? (
          <AppImage id={app.icon.id} alt="" width="16" height="16" rounded="2xl" />
        ) : (
          <Box aria-hidden="true" width="16" height="16" rounded="2xl" bg="bg.muted" />
        )}
        <Stack gap="1" minWidth="0">
          <HStack gap="2" flexWrap="wrap">
            <AppStatusBadge status={app.status} />
            <Text fontSize="sm" color="fg.muted">
              {t(`apps.kind.${app.kind}`)} · {t(`apps.category.${app.category}`)}
            </Text>
          </HStack>
          <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {app.packageName}
          </Text>
        </Stack>
      </HStack>
      <VersionsSection app={app} versions={versions} />
      <InfoSection app={app} locked={locked} />
      <ImagesSection app={app} locked={locked} />
      <ListingSection app={app} />
    </>
  )
}
