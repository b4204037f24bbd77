import { useEffect } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { toaster } from '@/components/ui/toaster'
import { settings } from '@/config/settings'
import { fetchVersionFile, startUpdatePoller } from '@/features/updates/update-poller'

/**
 * Polls the build's version file and offers a reload when a new build is deployed. Only in a
 * build: dev servers and Storybook have no version file and no build id.
 */
export function UpdateNotifier() {
  const { t } = useTranslation()
  useEffect(() => {
    if (!settings.buildId) return
    return startUpdatePoller({
      current: settings.buildId,
      fetchVersion: () => fetchVersionFile(),
      intervalMs: settings.updatePollMs,
      onUpdate: () => {
        toaster.info({
          title: t('update.available'),
          // Stays until acted on: a 3-second offer is easy to miss.
          duration: Infinity,
          closable: true,
          action: { label: t('update.reload'), onClick: () => window.location.reload() },
        })
      },
    })
  }, [t])
  return null
}
