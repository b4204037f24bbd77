import { Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { updateAccountInfo } from '@generated/api/change-record/change-record'
import type { ChangeRecordSummary, Identity } from '@generated/model'
import { emptyIdentityValues, type AnyIdentityValues } from '@/components/account/identity-fields'
import { useRequireCompleteProfile } from '@/hooks/use-require-complete-profile'
import { useSession } from '@/lib/session/use-session'
import { AccountLoading } from './account-loading'
import { ChangePage } from './change-page'
import { CurrentIdentity } from './current-identity'
import { IdentityChangeForm } from './identity-change-form'
import { Notice } from './notice'
import { ReviewFiled } from './review-filed'

/**
 * What the new type's form starts from: the same person, so the individual's name becomes the
 * legal person's and the other way round, with the same ID type. The ID number is only known
 * masked, and a company's own details are new.
 */
function startingValues(identity: Identity): AnyIdentityValues {
  if (identity.developerType === 'individual') {
    return { ...emptyIdentityValues, legalPersonName: identity.name, idType: identity.idType }
  }
  return { ...emptyIdentityValues, name: identity.legalPersonName, idType: identity.idType }
}

/**
 * /account/personal/modifyRole: apply to move the account to the other developer type (individual
 * ↔ company) with the identity that type needs and a reason, as an `accountInfo` record. Nothing
 * changes until staff approve.
 */
export function ModifyRoleScreen() {
  const { t } = useTranslation()
  const { isChecking } = useSession()
  const { user, onIncompleteProfile } = useRequireCompleteProfile()
  const [filed, setFiled] = useState<ChangeRecordSummary>()
  const identity = user?.identity

  if (isChecking || !user || !identity) {
    return (
      <ChangePage title={t('titles.modifyRole')}>
        <AccountLoading />
      </ChangePage>
    )
  }

  const current = identity.developerType
  const target = current === 'individual' ? 'company' : 'individual'
  const names = {
    current: t(`auth.developerType.${current}`),
    target: t(`auth.developerType.${target}`),
  }
  return (
    <ChangePage title={t('titles.modifyRole')} description={t('modify.role.description')}>
      {filed ? (
        <ReviewFiled record={filed} text={t('modify.role.filedText', names)} />
      ) : (
        <Stack gap="6">
          <Notice status="info" title={t('modify.role.direction', names)}>
            <Text>{t('modify.role.onApproval', names)}</Text>
          </Notice>
          <CurrentIdentity identity={identity} />
          <IdentityChangeForm
            // A new form when the type changes under it (approved in the meantime).
            key={target}
            developerType={target}
            defaultValues={startingValues(identity)}
            submitLabel={t('modify.review.submit')}
            file={(change) => updateAccountInfo(change)}
            onFiled={setFiled}
            onIncompleteProfile={onIncompleteProfile}
            intro={<Text color="fg.muted">{t(`modify.role.fields.${target}`)}</Text>}
          />
        </Stack>
      )}
    </ChangePage>
  )
}
