import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { deleteApp, putAppBack, takeAppOffline } from '@generated/api/apps/apps'
import type { App } from '@generated/model'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SectionCard } from '@/components/ui/section-card'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { appName } from './app-labels'
import { CallError } from './call-error'
import { useAppAction } from './use-app-calls'

/**
 * Whether users can get the app: take a listed app offline, put an offline one back, delete one
 * that was never released (which frees its package name). What cannot be undone is asked first;
 * a refusal is shown here.
 */
export function ListingSection({ app }: { app: App }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { refresh, incompleteProfile, error, setError, run } = useAppAction(app.id)
  const [pending, setPending] = useState(false)
  const name = appName(app, i18n.language)

  async function putBack() {
    setPending(true)
    await run(() => putAppBack({ id: app.id }), t('apps.manage.putBackDone'))
    setPending(false)
  }

  async function remove() {
    setError(undefined)
    try {
      await deleteApp({ id: app.id })
    } catch (failure) {
      if (!incompleteProfile(failure)) setError(failure)
      await refresh()
      return
    }
    toaster.success({ title: t('apps.manage.deleted') })
    // Away first: the app's own query, no longer shown, is then not asked for again.
    await navigate(paths.account.apps, { replace: true })
    await refresh()
  }

  return (
    <SectionCard title={t('apps.manage.title')}>
      <Stack gap="4">
        <Text>{t(`apps.manage.${app.status}`)}</Text>
        <HStack gap="3" flexWrap="wrap">
          {app.status === 'listed' && (
            <ConfirmDialog
              triggerLabel={t('apps.manage.takeOffline')}
              title={t('apps.manage.offlineTitle', { name })}
              confirmLabel={t('apps.manage.offlineConfirm')}
              onConfirm={() =>
                run(() => takeAppOffline({ id: app.id }), t('apps.manage.offlineDone'))
              }
            >
              {t('apps.manage.offlineText')}
            </ConfirmDialog>
          )}
          {app.status === 'offline' && (
            <Button
              colorPalette="brand"
              loading={pending}
              loadingText={t('apps.manage.putBack')}
              onClick={() => void putBack()}
            >
              {t('apps.manage.putBack')}
            </Button>
          )}
          {app.status === 'draft' && (
            <ConfirmDialog
              triggerLabel={t('apps.manage.delete')}
              triggerProps={{ colorPalette: 'red' }}
              title={t('apps.manage.deleteTitle', { name })}
              confirmLabel={t('apps.manage.deleteConfirm')}
              onConfirm={remove}
            >
              {t('apps.manage.deleteText', { packageName: app.packageName })}
            </ConfirmDialog>
          )}
        </HStack>
        {error !== undefined && <CallError error={error} />}
      </Stack>
    </SectionCard>
  )
}
