import {
  Alert,
  Box,
  Button,
  HStack,
  Input,
  Link,
  List,
  Skeleton,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import * as z from 'zod/mini'
import {
  getGetAppQueryKey,
  getListAppsQueryKey,
  uploadVersion,
  useGetApp,
} from '@generated/api/apps/apps'
import { Code } from '@generated/error-catalogue'
import type { AppDetail, Finding } from '@generated/model'
import { UploadVersionBody, uploadVersionBodyReleaseNotesMax } from '@generated/zod/apps/apps.zod'
import { AccountPage, LoadError } from '@/components/account/account-page'
import { FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { useFormReady } from '@/components/form/use-form-ready'
import { emptyOr, formResolver } from '@/components/form/validation'
import { toaster } from '@/components/ui/toaster'
import { appPath, paths } from '@/config/paths'
import { useRequireCompleteProfile } from '@/hooks/use-require-complete-profile'
import { ApiError } from '@/lib/api/api-client'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { isIncompleteProfileError } from '@/lib/session/complete-profile'
import { appName, formatBytes, versionLabel } from './app-labels'
import { CallError } from './call-error'
import { FindingList } from './finding-list'
import { findingsOf, hasFindings } from './findings'
import { fetchWithUploadProgress, type UploadProgress } from './upload-transport'
import { useAppId } from './use-app-id'
import './apps-form-messages'
import './apps-messages'

const schema = z.object({
  // The file input's files: exactly one, which the contract takes as a binary part.
  package: z
    .custom<FileList | undefined>()
    .check(
      z.refine(
        (files) =>
          files?.length === 1 && UploadVersionBody.shape.package.safeParse(files[0]).success,
      ),
    ),
  releaseNotes: z.pipe(z.string().check(z.trim()), emptyOr(UploadVersionBody.shape.releaseNotes)),
})
type Values = z.infer<typeof schema>

/** Where an upload is: sending (with how much has gone), cancelled, refused with findings, failed. */
type Phase =
  | { kind: 'idle' }
  | ({ kind: 'sending' } & UploadProgress)
  | { kind: 'cancelled' }
  | { kind: 'refused'; findings: Finding[] }
  | { kind: 'failed'; error: unknown }

/**
 * /account/apps/upload?id=: upload a signed package for an app, with what it must be, a real
 * progress bar and a way to cancel. The server checks it before keeping anything; a refusal lists
 * every finding in plain words, where it is and what to do. An accepted package is a draft
 * version, shown on the app's page. Needs a complete profile (the route's loader, 11001).
 */
export function UploadScreen() {
  const { t } = useTranslation()
  const id = useAppId()
  if (id === 'missing' || id === 'malformed') {
    return (
      <AccountPage title={t('titles.appUpload')}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>{t(id === 'missing' ? 'apps.missingId' : 'apps.malformedId')}</Alert.Title>
            <Button asChild size="sm" variant="outline" alignSelf="flex-start">
              <RouterLink to={paths.account.apps}>{t('apps.backToList')}</RouterLink>
            </Button>
          </Alert.Content>
        </Alert.Root>
      </AccountPage>
    )
  }
  return <UploadPage appId={id} />
}

function UploadPage({ appId }: { appId: number }) {
  const { t } = useTranslation()
  const { data, isPending, error, refetch } = useGetApp(
    { id: appId },
    { query: { meta: { silent: true } } },
  )
  return (
    <AccountPage title={t('titles.appUpload')} description={t('apps.upload.description')}>
      <Link asChild variant="underline" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={appPath(appId)}>{t('apps.backToApp')}</RouterLink>
      </Link>
      {isPending ? (
        <Stack gap="3" aria-busy="true">
          <Text>{t('app.loading')}</Text>
          <Skeleton height="40" />
        </Stack>
      ) : error ? (
        error instanceof ApiError && error.code === Code.invalidParameter ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('apps.notFound')}</Alert.Title>
          </Alert.Root>
        ) : (
          <LoadError
            title={t('apps.loadFailed')}
            retryLabel={t('apps.retry')}
            onRetry={() => void refetch()}
          />
        )
      ) : (
        <>
          <Requirements detail={data} />
          <UploadForm detail={data} />
        </>
      )}
    </AccountPage>
  )
}

/** What the package must be for this app: its name, a greater versionCode, the pinned signer. */
function Requirements({ detail }: { detail: AppDetail }) {
  const { t, i18n } = useTranslation()
  const { app, versions } = detail
  const highest = Math.max(0, ...versions.map((version) => version.versionCode))
  return (
    <Box borderWidth="1px" rounded="md" padding="4" bg="bg.subtle">
      <Text fontWeight="semibold">
        {appName(app, i18n.language)} · {t('apps.upload.requirements')}
      </Text>
      <List.Root marginTop="2" marginStart="5" gap="1">
        <List.Item wordBreak="break-word">
          {t('apps.upload.rulePackage', { packageName: app.packageName })}
        </List.Item>
        <List.Item>
          {highest > 0
            ? t('apps.upload.ruleVersionCode', { highest })
            : t('apps.upload.ruleFirstVersionCode')}
        </List.Item>
        <List.Item>
          {app.certificateSha256 ? (
            <>
              {t('apps.upload.ruleCertificate')}{' '}
              <Text as="span" fontFamily="mono" fontSize="sm" wordBreak="break-all">
                {app.certificateSha256}
              </Text>
            </>
          ) : (
            t('apps.upload.ruleFirstCertificate')
          )}
        </List.Item>
        <List.Item>{t('apps.upload.ruleRelease')}</List.Item>
      </List.Root>
    </Box>
  )
}

function UploadForm({ detail }: { detail: AppDetail }) {
  const { t } = useTranslation()
  const appId = detail.app.id
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { onIncompleteProfile } = useRequireCompleteProfile()
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  // The upload on its way, for "cancel".
  const [upload, setUpload] = useState<AbortController>()
  const form = useForm<Values>({
    resolver: formResolver(schema),
    defaultValues: { package: undefined, releaseNotes: '' },
  })
  const { errors } = form.formState
  const files = useWatch({ control: form.control, name: 'package' })
  const chosen = files?.[0]
  const ready = useFormReady(form.formState)

  // Leaving the page cancels an upload on its way (aborting one that has ended does nothing).
  useEffect(() => () => upload?.abort(), [upload])

  const onSubmit = form.handleSubmit(async ({ package: picked, releaseNotes }) => {
    const file = picked![0]!
    const controller = new AbortController()
    setUpload(controller)
    setPhase({ kind: 'sending', loaded: 0, total: file.size })
    try {
      const version = await uploadVersion(
        { appId, package: file, ...(releaseNotes && { releaseNotes }) },
        {
          fetch: fetchWithUploadProgress((progress) => setPhase({ kind: 'sending', ...progress })),
        },
        controller.signal,
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetAppQueryKey({ id: appId }) }),
        queryClient.invalidateQueries({ queryKey: getListAppsQueryKey() }),
      ])
      toaster.success({ title: t('apps.upload.done', { version: versionLabel(t, version) }) })
      await navigate(appPath(appId))
    } catch (error) {
      if (controller.signal.aborted) setPhase({ kind: 'cancelled' })
      else if (isIncompleteProfileError(error)) onIncompleteProfile()
      // 12001 and 12010: every finding of the checks; nothing was kept.
      else if (hasFindings(error)) setPhase({ kind: 'refused', findings: findingsOf(error) })
      else setPhase({ kind: 'failed', error })
    } finally {
      setUpload(undefined)
    }
  })

  if (!ready) return null
  const sending = phase.kind === 'sending'
  return (
    <Stack gap="6">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormField
            label={t('apps.upload.file')}
            error={errors.package?.message}
            helperText={
              chosen
                ? t('apps.upload.fileChosen', { name: chosen.name, size: formatBytes(chosen.size) })
                : t('apps.upload.fileHelp')
            }
            required
          >
            <Input
              type="file"
              accept=".rpk,.rpks"
              padding="1"
              disabled={sending}
              {...form.register('package')}
            />
          </FormField>
          <FormField
            label={t('apps.upload.releaseNotes')}
            error={errors.releaseNotes?.message}
            helperText={t('apps.upload.releaseNotesHelp')}
          >
            <Textarea
              {...form.register('releaseNotes')}
              rows={3}
              maxLength={uploadVersionBodyReleaseNotesMax}
              disabled={sending}
            />
          </FormField>
          {!sending && (
            <SubmitButton
              label={t('apps.upload.submit')}
              pending={false}
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            />
          )}
        </Stack>
      </form>
      {phase.kind === 'sending' && <Sending progress={phase} onCancel={() => upload?.abort()} />}
      {phase.kind === 'cancelled' && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('apps.upload.cancelled')}</Alert.Title>
        </Alert.Root>
      )}
      {phase.kind === 'refused' && (
        <FindingList
          title={t('apps.upload.refusedTitle')}
          summary={
            phase.findings.length === 1
              ? t('apps.upload.refusedOne')
              : t('apps.upload.refusedCount', { count: phase.findings.length })
          }
          findings={phase.findings}
        />
      )}
      {phase.kind === 'failed' && <CallError error={phase.error} />}
    </Stack>
  )
}

/**
 * The upload's progress as a bar (how much of the file has gone, from the browser's own upload
 * events), then, once all of it has, that the server is checking it; cancelling works throughout.
 */
function Sending({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) {
  const { t } = useTranslation()
  const checking = progress.total > 0 && progress.loaded >= progress.total
  // Rounded, but never 100 before all of it has gone.
  const percent = checking
    ? 100
    : progress.total > 0
      ? Math.min(99, Math.round((progress.loaded / progress.total) * 100))
      : 0
  const text = t('apps.upload.progressText', {
    loaded: formatBytes(progress.loaded),
    total: formatBytes(progress.total),
    percent,
  })
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" padding="4">
      <Box
        role="progressbar"
        aria-label={t('apps.upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        height="3"
        rounded="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box height="full" width={`${percent}%`} bg="brand.solid" transition="width 0.2s" />
      </Box>
      <HStack gap="3" flexWrap="wrap" justifyContent="space-between">
        {checking ? (
          <HStack gap="2" role="status">
            <Spinner size="sm" />
            <Text>{t('apps.upload.checking')}</Text>
          </HStack>
        ) : (
          <Text>{text}</Text>
        )}
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t('apps.upload.cancel')}
        </Button>
      </HStack>
    </Stack>
  )
}
