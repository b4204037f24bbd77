import { Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { updateLegalPersonInfo } from '@generated/api/change-record/change-record'
import type { ChangeRecordSummary, DeveloperType } from '@generated/model'
import { identityValuesOf } from '@/components/account/identity-fields'
import { paths } from '@/config/paths'
import { useRequireCompleteProfile } from '@/hooks/use-require-complete-profile'
import { useSession } from '@/lib/session/use-session'
import { AccountLoading } from './account-loading'
import { ChangePage } from './change-page'
import { CurrentIdentity } from './current-identity'
import { IdentityChangeForm } from './identity-change-form'
import { Notice } from './notice'
import { ReviewFiled } from './review-filed'

const pages = {
  individual: { title: 'titles.modifyLegalPerson', path: paths.account.modifyLegalPerson },
  company: {
    title: 'titles.modifyLegalPersonCompany',
    path: paths.account.modifyLegalPersonCompany,
  },
} as const

/**
 * modifylegalPerson (individual) and modifylegalPersonCompany (company): a `legalPerson` change
 * record with the new identity of the account's own developer type and a reason. Each page serves
 * one type; an account of the other type is told where its page is.
 */
export function LegalPersonChange({ developerType }: { developerType: DeveloperType }) {
  const { t } = useTranslation()
  const { isChecking } = useSession()
  const { user, onIncompleteProfile } = useRequireCompleteProfile()
  const [filed, setFiled] = useState<ChangeRecordSummary>()
  const page = pages[developerType]
  const identity = user?.identity
  const other = developerType === 'company' ? 'individual' : 'company'

  return (
    <ChangePage
      title={t(page.title)}
      description={t(`modify.legalPerson.description.${developerType}`)}
    >
      {isChecking || !user || !identity ? (
        <AccountLoading />
      ) : filed ? (
        <ReviewFiled record={filed} text={t('modify.legalPerson.filedText')} />
      ) : identity.developerType !== developerType ? (
        <Notice
          status="info"
          title={t(`modify.legalPerson.otherType.${other}`)}
          action={{ to: pages[other].path, label: t(pages[other].title) }}
        >
          <Text>{t('modify.legalPerson.otherTypeText')}</Text>
        </Notice>
      ) : (
        <Stack gap="6">
          <CurrentIdentity identity={identity} />
          <IdentityChangeForm
            developerType={developerType}
            defaultValues={identityValuesOf(identity)}
            retypeIdNumber
            submitLabel={t('modify.review.submit')}
            file={(change) => updateLegalPersonInfo(change)}
            onFiled={setFiled}
            onIncompleteProfile={onIncompleteProfile}
          />
        </Stack>
      )}
    </ChangePage>
  )
}
