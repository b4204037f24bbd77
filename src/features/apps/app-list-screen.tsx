import { Box, Button, HStack, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router-dom'
import { useListApps } from '@generated/api/apps/apps'
import type { AppListItem } from '@generated/model'
import { AccountPage, EmptyNotice, LoadError } from '@/components/account/account-page'
import { Pager } from '@/components/ui/pager'
import { appPath, paths } from '@/config/paths'
import { urlFilters, useUrlFilters } from '@/hooks/use-url-filters'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { isProfileComplete } from '@/lib/session/complete-profile'
import { useSession } from '@/lib/session/use-session'
import { AppImage } from './app-image'
import { appName, AppStatusBadge, versionLabel, VersionStateBadge } from './app-labels'
import './apps-messages'

const PAGE_SIZE = 20

/** ?page= */
const listFilters = urlFilters<object>({})

/**
 * /account/apps: the developer's apps, the latest changed first: each with its icon, names,
 * package, status and its latest and live versions; a way to create one (once the profile is
 * complete: the server refuses with 11001 before).
 */
export function AppListScreen() {
  const { t } = useTranslation()
  const { filters, update } = useUrlFilters(listFilters)
  const { data, isPending, isError, isPlaceholderData, refetch } = useListApps(
    listFilters.request(filters, PAGE_SIZE),
    { query: { placeholderData: keepPreviousData, meta: { silent: true } } },
  )
  return (
    <AccountPage title={t('titles.apps')} description={t('apps.list.description')}>
      <CreateEntry />
      {isPending ? (
        <Stack gap="3" aria-busy="true">
          <Text>{t('app.loading')}</Text>
          <Skeleton height="24" />
          <Skeleton height="24" />
        </Stack>
      ) : isError ? (
        <LoadError
          title={t('apps.list.loadFailed')}
          retryLabel={t('apps.retry')}
          onRetry={() => void refetch()}
        />
      ) : data.list.length === 0 ? (
        <EmptyNotice title={t('apps.list.empty')} text={t('apps.list.emptyText')} />
      ) : (
        <Stack gap="4" aria-busy={isPlaceholderData}>
          <Text color="fg.muted" aria-live="polite">
            {t('apps.list.count', { count: data.total })}
          </Text>
          <List.Root variant="plain" gap="3">
            {data.list.map((app) => (
              <AppItem key={app.id} app={app} />
            ))}
          </List.Root>
          {data.total > PAGE_SIZE && (
            <Pager
              page={filters.page}
              pageSize={PAGE_SIZE}
              total={data.total}
              labels={{
                root: t('apps.list.pagination'),
                prev: t('apps.list.prevPage'),
                next: t('apps.list.nextPage'),
                page: (item) => t('apps.list.page', { page: item }),
              }}
              onChange={(next) => update({ page: next })}
            />
          )}
        </Stack>
      )}
    </AccountPage>
  )
}

/** "Create an app", or why it is not there yet and where to go instead. */
function CreateEntry() {
  const { t } = useTranslation()
  const { user } = useSession()
  if (!user || isProfileComplete(user)) {
    return (
      <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
        <RouterLink to={paths.account.appCreate}>{t('apps.list.create')}</RouterLink>
      </Button>
    )
  }
  return (
    <HStack gap="3" flexWrap="wrap" borderWidth="1px" rounded="md" padding="4" bg="bg.subtle">
      <Text flex="1" minWidth="60">
        {t('apps.list.needsComplete')}
      </Text>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={paths.account.data}>{t('apps.list.toComplete')}</RouterLink>
      </Button>
    </HStack>
  )
}

function AppItem({ app }: { app: AppListItem }) {
  const { t, i18n } = useTranslation()
  const name = appName(app, i18n.language)
  return (
    <List.Item borderWidth="1px" rounded="md" padding="4">
      <HStack gap="4" alignItems="flex-start" width="full">
        {app.iconId ? (
          <AppImage id={app.iconId} alt="" width="14" height="14" rounded="xl" flexShrink="0" />
        ) : (
          <Box
            aria-hidden="true"
            width="14"
            height="14"
            rounded="xl"
            flexShrink="0"
            bg="bg.muted"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontSize="xl"
            fontWeight="semibold"
            color="fg.muted"
          >
            {name.slice(0, 1)}
          </Box>
        )}
        <Stack gap="2" flex="1" minWidth="0">
          <HStack gap="3" flexWrap="wrap" justifyContent="space-between">
            <HStack gap="3" flexWrap="wrap">
              <Text fontWeight="semibold">{name}</Text>
              <AppStatusBadge status={app.status} />
            </HStack>
            <Link asChild variant="underline" colorPalette="brand">
              <RouterLink to={appPath(app.id)} aria-label={t('apps.list.manageApp', { name })}>
                {t('apps.list.manage')}
              </RouterLink>
            </Link>
          </HStack>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            <Text as="span">{t('apps.list.packageName')}</Text>{' '}
            <Text as="span" fontFamily="mono">
              {app.packageName}
            </Text>
            {' · '}
            {t(`apps.kind.${app.kind}`)} · {t(`apps.category.${app.category}`)}
          </Text>
          <HStack gap="2" flexWrap="wrap" fontSize="sm">
            <Text color="fg.muted">{t('apps.list.latest')}</Text>
            {app.latestVersion ? (
              <>
                <Text>{versionLabel(t, app.latestVersion)}</Text>
                <VersionStateBadge state={app.latestVersion.state} />
              </>
            ) : (
              <Text>{t('apps.list.noVersion')}</Text>
            )}
          </HStack>
          {app.releasedVersion && app.releasedVersion.id !== app.latestVersion?.id && (
            <HStack gap="2" flexWrap="wrap" fontSize="sm">
              <Text color="fg.muted">{t('apps.list.released')}</Text>
              <Text>{versionLabel(t, app.releasedVersion)}</Text>
              <VersionStateBadge state={app.releasedVersion.state} />
            </HStack>
          )}
        </Stack>
      </HStack>
    </List.Item>
  )
}
