import { Alert, Button, DataList, Skeleton, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { App } from '@generated/model'
import { SectionCard } from '@/components/ui/section-card'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { INFO_SECTION_ID } from './call-error'

// The editor (its form library, rules and messages) loads when "edit" is pressed: most visits to
// an app's page only read it.
const InfoEditor = lazy(() => import('./info-editor'))

/**
 * The app's information and its pinned signing certificate; "edit" turns the information into a
 * form (not while a version is in review: the reviewer reads what is there).
 */
export function InfoSection({ app, locked }: { app: App; locked: boolean }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  return (
    // The anchor an incomplete app's "complete the information" link leads to.
    <div id={INFO_SECTION_ID}>
      <SectionCard title={t('apps.info.title')}>
        <Stack gap="5">
          {locked && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('apps.info.locked')}</Alert.Title>
            </Alert.Root>
          )}
          {editing && !locked ? (
            <Suspense fallback={<Skeleton height="40" />}>
              <InfoEditor app={app} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <>
              <InfoList app={app} />
              {!locked && (
                <Button
                  variant="outline"
                  alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                  onClick={() => setEditing(true)}
                >
                  {t('apps.info.edit')}
                </Button>
              )}
            </>
          )}
          <Certificate app={app} />
        </Stack>
      </SectionCard>
    </div>
  )
}

function InfoList({ app }: { app: App }) {
  const { t } = useTranslation()
  const value = (text: string | null) =>
    text ?? (
      <Text as="span" color="fg.muted">
        {t('apps.notGiven')}
      </Text>
    )
  const item = (label: string, content: ReactNode, code = false) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue
        fontFamily={code ? 'mono' : undefined}
        wordBreak={code ? 'break-all' : 'break-word'}
        whiteSpace="pre-wrap"
      >
        {content}
      </DataList.ItemValue>
    </DataList.Item>
  )
  return (
    <DataList.Root orientation="horizontal">
      {item(t('apps.info.packageName'), app.packageName, true)}
      {item(t('apps.field.kind'), t(`apps.kind.${app.kind}`))}
      {item(t('apps.field.category'), t(`apps.category.${app.category}`))}
      {item(t('apps.field.nameZh'), app.nameZh)}
      {item(t('apps.field.nameEn'), value(app.nameEn))}
      {item(t('apps.field.summaryZh'), value(app.summaryZh))}
      {item(t('apps.field.summaryEn'), value(app.summaryEn))}
      {item(t('apps.field.descriptionZh'), value(app.descriptionZh))}
      {item(t('apps.field.descriptionEn'), value(app.descriptionEn))}
      {item(t('apps.field.privacyPolicyUrl'), value(app.privacyPolicyUrl), true)}
      {item(t('apps.info.createdAt'), formatDateTime(app.createdAt))}
      {item(t('apps.info.updatedAt'), formatDateTime(app.updatedAt))}
    </DataList.Root>
  )
}

/** The certificate every upload must be signed with, once the first accepted upload pinned it. */
function Certificate({ app }: { app: App }) {
  const { t } = useTranslation()
  return (
    <Stack gap="2" borderTopWidth="1px" paddingTop="4">
      <Text fontWeight="semibold">{t('apps.info.certificate')}</Text>
      {app.certificateSha256 ? (
        <>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('apps.info.fingerprint')}</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
                {app.certificateSha256}
              </DataList.ItemValue>
            </DataList.Item>
            {app.certificateSubject && (
              <DataList.Item>
                <DataList.ItemLabel>{t('apps.info.subject')}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">
                  {app.certificateSubject}
                </DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('apps.info.certificatePinned')}
          </Text>
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('apps.info.certificateNone')}
        </Text>
      )}
    </Stack>
  )
}
