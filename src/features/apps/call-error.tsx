import { Alert, Link, List } from '@chakra-ui/react'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { findingsOf } from './findings'

/** The anchor of the app page's information section, where an incomplete app is completed. */
export const INFO_SECTION_ID = 'app-info'

/**
 * A refused action, where it was asked for: the server's words, and for an app whose information
 * is not complete enough for review (12103 `appIncomplete`) each missing field and the way there.
 */
export function CallError({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation()
  const missing = findingsOf(error)
    .filter((finding) => finding.reason === 'appIncomplete')
    .map((finding) => String(finding.detail?.field ?? ''))
    .filter(Boolean)
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{errorText(error)}</Alert.Title>
        {missing.length > 0 && (
          <Alert.Description>
            {t('apps.versions.incomplete')}
            <List.Root marginTop="1" marginStart="5">
              {missing.map((field) => (
                <List.Item key={field}>
                  {i18n.exists(`apps.field.${field}`) ? t(`apps.field.${field}`) : field}
                </List.Item>
              ))}
            </List.Root>
            <Link href={`#${INFO_SECTION_ID}`} variant="underline" marginTop="2">
              {t('apps.versions.toInfo')}
            </Link>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  )
}
