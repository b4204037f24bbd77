import { Box, Button, chakra, DataList, Heading, HStack, List, Stack, Text } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import {
  downloadVersionPackage,
  releaseVersion,
  submitVersion,
  withdrawVersion,
} from '@generated/api/apps/apps'
import type { App, AppVersion, VersionEvent } from '@generated/model'
import { SectionCard } from '@/components/ui/section-card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { appUploadPath } from '@/config/paths'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { formatBytes, versionLabel, VersionStateBadge } from './app-labels'
import { CallError } from './call-error'
import { Distributions, VendorBindingHint } from './distributions'
import { saveFile } from './save-file'
import { useAppAction } from './use-app-calls'

/**
 * The app's versions, newest first, each with its state, what its package holds, its history with
 * the reviewers' comments, its state at each vendor, and what can be done with it now.
 */
export function VersionsSection({ app, versions }: { app: App; versions: AppVersion[] }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('apps.versions.title')}>
      <Stack gap="5">
        <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <RouterLink to={appUploadPath(app.id)}>{t('apps.versions.upload')}</RouterLink>
        </Button>
        <VendorBindingHint />
        {versions.length === 0 ? (
          <Text color="fg.muted">{t('apps.versions.none')}</Text>
        ) : (
          <List.Root variant="plain" gap="4">
            {versions.map((version) => (
              <VersionCard key={version.id} app={app} version={version} />
            ))}
          </List.Root>
        )}
      </Stack>
    </SectionCard>
  )
}

function VersionCard({ app, version }: { app: App; version: AppVersion }) {
  const { t } = useTranslation()
  const label = versionLabel(t, version)
  return (
    <List.Item
      display="block"
      borderWidth="1px"
      rounded="md"
      padding="4"
      aria-label={label}
      data-state={version.state}
    >
      <Stack gap="3">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h3" size="md">
            {label}
          </Heading>
          <VersionStateBadge state={version.state} />
          <Text fontSize="sm" color="fg.muted">
            {t('apps.versions.uploadedAt', { date: formatDateTime(version.createdAt) })}
          </Text>
        </HStack>
        <Text color="fg.muted">{t(`apps.versions.hint.${version.state}`)}</Text>
        {version.releaseNotes && (
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="medium">
              {t('apps.versions.releaseNotes')}
            </Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {version.releaseNotes}
            </Text>
          </Stack>
        )}
        <History events={version.history} />
        <Distributions app={app} version={version} label={label} />
        <PackageDetails version={version} />
        <VersionActions app={app} version={version} label={label} />
      </Stack>
    </List.Item>
  )
}

/** What the package holds, folded: sizes, digests, the manifest's features, permissions, pages. */
function PackageDetails({ version }: { version: AppVersion }) {
  const { t } = useTranslation()
  const names = (list: string[]) =>
    list.length === 0 ? (
      <Text as="span" color="fg.muted">
        {t('apps.versions.nothing')}
      </Text>
    ) : (
      <Text as="span" fontFamily="mono" wordBreak="break-word">
        {list.join(', ')}
      </Text>
    )
  const item = (label: string, value: ReactNode, code = false) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue
        fontFamily={code ? 'mono' : undefined}
        wordBreak={code ? 'break-all' : 'break-word'}
      >
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  )
  return (
    <chakra.details>
      <chakra.summary cursor="pointer" fontWeight="medium" width="fit-content">
        {t('apps.versions.details')}
      </chakra.summary>
      <DataList.Root orientation="horizontal" size="sm" marginTop="3">
        {item(t('apps.versions.size'), formatBytes(version.size))}
        {item(t('apps.versions.minPlatformVersion'), version.minPlatformVersion)}
        {item(t('apps.versions.sha256'), version.sha256, true)}
        {item(t('apps.versions.signer'), version.certificateSha256, true)}
        {item(t('apps.versions.features'), names(version.features))}
        {item(t('apps.versions.permissions'), names(version.permissions))}
        {item(t('apps.versions.pages'), names(version.pages))}
        {item(t('apps.versions.subpackages'), names(version.subpackages))}
      </DataList.Root>
    </chakra.details>
  )
}

/** The step an event is, in words: "uploaded", "sent for review", "listed again"… */
function eventKey(event: VersionEvent): string {
  if (event.from === null) return 'upload'
  if (event.from === 'offline' && event.to === 'released') return 'putBack'
  return event.to
}

/** Each step of the version, oldest first, with who took it and a reviewer's comment. */
function History({ events }: { events: VersionEvent[] }) {
  const { t } = useTranslation()
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium">
        {t('apps.versions.history')}
      </Text>
      <List.Root as="ol" variant="plain" gap="2" borderStartWidth="2px" paddingStart="3">
        {events.map((event, index) => (
          <List.Item key={`${event.at}-${index}`} display="block">
            <Text fontSize="sm">
              <Text as="span" fontWeight="medium">
                {t(`apps.versions.event.${eventKey(event)}`)}
              </Text>
              {' · '}
              {t(`apps.versions.actor.${event.actor}`)}
              {' · '}
              <Text as="span" color="fg.muted">
                {formatDateTime(event.at)}
              </Text>
            </Text>
            {event.comment && (
              <Box
                as="figure"
                marginTop="1"
                borderStartWidth="4px"
                borderColor={event.to === 'rejected' ? 'red.500' : 'green.500'}
                paddingStart="3"
              >
                <Text as="figcaption" fontSize="sm" color="fg.muted">
                  {t('apps.versions.reviewComment')}
                </Text>
                <Text as="blockquote" wordBreak="break-word">
                  {event.comment}
                </Text>
              </Box>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  )
}

/**
 * What the version's state allows: send a draft for review, withdraw one in review, release an
 * approved one (each that cannot be undone asked first), and download the package. A refusal is
 * shown here, under the buttons.
 */
function VersionActions({ app, version, label }: { app: App; version: AppVersion; label: string }) {
  const { t } = useTranslation()
  const { incompleteProfile, error, setError, run } = useAppAction(app.id)
  const [pending, setPending] = useState(false)

  async function submit() {
    setPending(true)
    await run(() => submitVersion({ id: version.id }), t('apps.versions.submitted'))
    setPending(false)
  }

  async function download() {
    setError(undefined)
    try {
      const blob = await downloadVersionPackage({ id: version.id })
      if (!blob) throw new Error('no package')
      // The server names the file (Content-Disposition); its pattern otherwise.
      const name =
        blob instanceof File && blob.name
          ? blob.name
          : `${app.packageName}-${version.versionName ?? ''}-${version.versionCode}.${version.packageKind}`
      saveFile(blob, name)
    } catch (failure) {
      if (!incompleteProfile(failure)) setError(failure)
    }
  }

  return (
    <Stack gap="3">
      <HStack gap="3" flexWrap="wrap">
        {version.state === 'draft' && (
          <Button
            colorPalette="brand"
            loading={pending}
            loadingText={t('apps.versions.submit')}
            onClick={() => void submit()}
          >
            {t('apps.versions.submit')}
          </Button>
        )}
        {version.state === 'inReview' && (
          <ConfirmDialog
            triggerLabel={t('apps.versions.withdraw')}
            title={t('apps.versions.withdrawTitle', { version: label })}
            confirmLabel={t('apps.versions.withdrawConfirm')}
            onConfirm={() =>
              run(() => withdrawVersion({ id: version.id }), t('apps.versions.withdrawn'))
            }
          >
            {t('apps.versions.withdrawText')}
          </ConfirmDialog>
        )}
        {version.state === 'approved' && (
          <ConfirmDialog
            triggerLabel={t('apps.versions.release')}
            triggerProps={{ variant: 'solid', colorPalette: 'brand' }}
            title={t('apps.versions.releaseTitle', { version: label })}
            confirmLabel={t('apps.versions.releaseConfirm')}
            onConfirm={() =>
              run(() => releaseVersion({ id: version.id }), t('apps.versions.released'))
            }
          >
            {t('apps.versions.releaseText')}
          </ConfirmDialog>
        )}
        <Button
          variant="outline"
          onClick={() => void download()}
          aria-label={t('apps.versions.downloadOf', { version: label })}
        >
          {t('apps.versions.download')}
        </Button>
      </HStack>
      {error !== undefined && <CallError error={error} />}
    </Stack>
  )
}
