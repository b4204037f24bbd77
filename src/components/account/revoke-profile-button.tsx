import { useQueryClient } from '@tanstack/react-query'
import { revokeCompleteAccountInfo } from '@generated/api/account/account'
import { getQueryChangeRecordPageQueryKey } from '@generated/api/change-record/change-record'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import '@/lib/i18n/account-area-messages'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { sessionQueryKey } from '@/lib/session/session'

/**
 * "Withdraw the review" of a profile under review, confirmed first (the account centre and
 * /account/data). Either way the account and the records are read again: an 11004 means it was
 * decided meanwhile, and the page then shows what it is now.
 */
export function RevokeProfileButton() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()

  async function revoke() {
    try {
      await revokeCompleteAccountInfo()
      toaster.success({ title: t('revokeProfile.done') })
    } catch (error) {
      toaster.error({ title: errorText(error) })
    }
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    await queryClient.invalidateQueries({ queryKey: getQueryChangeRecordPageQueryKey() })
  }

  return (
    <ConfirmDialog
      triggerLabel={t('revokeProfile.action')}
      title={t('revokeProfile.title')}
      confirmLabel={t('revokeProfile.confirm')}
      onConfirm={revoke}
    >
      {t('revokeProfile.text')}
    </ConfirmDialog>
  )
}
