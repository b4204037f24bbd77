import { Button, chakra, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useRef, useState } from 'react'
import { addScreenshot, removeScreenshot, uploadIcon } from '@generated/api/apps/apps'
import type { App, AppImage as AppImageModel } from '@generated/model'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SectionCard } from '@/components/ui/section-card'
import { toaster } from '@/components/ui/toaster'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { AppImage } from './app-image'
import { appName, formatBytes } from './app-labels'
import { CallError } from './call-error'
import { findingsOf, hasFindings } from './findings'
import { useAppCalls } from './use-app-calls'

// What a refused image's findings say (and the words for them) loads when one is refused.
const FindingList = lazy(() =>
  import('./finding-list').then((module) => ({ default: module.FindingList })),
)

/** The formats the server takes (it reads the format from the content; this only filters the picker). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp'
const MAX_SCREENSHOTS = 5

/**
 * The icon and the screenshots: each upload checked by the server (format from the content,
 * sizes, shape), its findings shown here when it is refused; a screenshot removed once confirmed.
 * Nothing changes while a version is in review.
 */
export function ImagesSection({ app, locked }: { app: App; locked: boolean }) {
  const { t, i18n } = useTranslation()
  const name = appName(app, i18n.language)
  const icon = useImageUpload(app.id, 'icon')
  const screenshot = useImageUpload(app.id, 'screenshot')
  const count = app.screenshots.length
  return (
    <SectionCard title={t('apps.images.title')}>
      <Stack gap="6">
        {locked && <Text color="fg.muted">{t('apps.info.locked')}</Text>}
        <Stack gap="3">
          <Text fontWeight="semibold">{t('apps.images.icon')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('apps.images.iconRules')}
          </Text>
          <HStack gap="4" alignItems="center" flexWrap="wrap">
            {app.icon ? (
              <Stack gap="1">
                <AppImage
                  id={app.icon.id}
                  alt={t('apps.images.iconAlt', { name })}
                  width="24"
                  height="24"
                  rounded="2xl"
                />
                <Dimensions image={app.icon} />
              </Stack>
            ) : (
              <Text color="fg.muted">{t('apps.images.noIcon')}</Text>
            )}
            <FilePicker
              label={t(app.icon ? 'apps.images.replaceIcon' : 'apps.images.uploadIcon')}
              disabled={locked || icon.pending !== undefined}
              onFile={icon.upload}
            />
          </HStack>
          <UploadState state={icon} refusedTitle={t('apps.images.iconRefused')} />
        </Stack>
        <Stack gap="3">
          <Text fontWeight="semibold">{t('apps.images.screenshots')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('apps.images.screenshotRules')} {t('apps.images.screenshotCount', { count })}
          </Text>
          {count === 0 ? (
            <Text color="fg.muted">{t('apps.images.noScreenshots')}</Text>
          ) : (
            <SimpleGrid as="ol" columns={{ base: 2, sm: 3, md: 5 }} gap="4" listStyleType="none">
              {app.screenshots.map((image, index) => (
                <Screenshot
                  key={image.id}
                  appId={app.id}
                  image={image}
                  number={index + 1}
                  locked={locked}
                />
              ))}
            </SimpleGrid>
          )}
          {count < MAX_SCREENSHOTS && (
            <FilePicker
              label={t('apps.images.addScreenshot')}
              disabled={locked || screenshot.pending !== undefined}
              onFile={screenshot.upload}
            />
          )}
          <UploadState state={screenshot} refusedTitle={t('apps.images.screenshotRefused')} />
        </Stack>
      </Stack>
    </SectionCard>
  )
}

function Dimensions({ image }: { image: AppImageModel }) {
  const { t } = useTranslation()
  return (
    <Text fontSize="xs" color="fg.muted">
      {t('apps.images.dimensions', {
        width: image.width,
        height: image.height,
        size: formatBytes(image.size),
      })}
    </Text>
  )
}

function Screenshot({
  appId,
  image,
  number,
  locked,
}: {
  appId: number
  image: AppImageModel
  number: number
  locked: boolean
}) {
  const { t } = useTranslation()
  const { refresh, incompleteProfile } = useAppCalls(appId)
  const [error, setError] = useState<unknown>()
  async function remove() {
    setError(undefined)
    try {
      await removeScreenshot({ id: image.id })
      toaster.success({ title: t('apps.images.removed') })
    } catch (failure) {
      if (!incompleteProfile(failure)) setError(failure)
    }
    await refresh()
  }
  return (
    <Stack as="li" gap="2">
      <AppImage
        id={image.id}
        alt={t('apps.images.screenshotAlt', { number })}
        width="full"
        height="auto"
        aspectRatio={`${image.width} / ${image.height}`}
        rounded="md"
        borderWidth="1px"
      />
      <Dimensions image={image} />
      {!locked && (
        <ConfirmDialog
          triggerLabel={t('apps.images.remove', { number })}
          triggerProps={{ size: 'xs' }}
          title={t('apps.images.removeTitle', { number })}
          confirmLabel={t('apps.images.removeConfirm')}
          onConfirm={remove}
        >
          {t('apps.images.removeText')}
        </ConfirmDialog>
      )}
      {error !== undefined && <CallError error={error} />}
    </Stack>
  )
}

interface ImageUpload {
  /** The file being uploaded, while it is. */
  pending?: string
  /** The last upload's refusal. */
  error?: unknown
  upload: (file: File) => void
}

/** Sending an icon or a screenshot: its file name while it goes, its refusal once refused. */
function useImageUpload(appId: number, role: 'icon' | 'screenshot'): ImageUpload {
  const { t } = useTranslation()
  const { refresh, incompleteProfile } = useAppCalls(appId)
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState<unknown>()
  async function send(file: File) {
    setPending(file.name)
    setError(undefined)
    try {
      if (role === 'icon') await uploadIcon({ appId, file })
      else await addScreenshot({ appId, file })
      toaster.success({
        title: t(role === 'icon' ? 'apps.images.iconUploaded' : 'apps.images.screenshotAdded'),
      })
    } catch (failure) {
      if (!incompleteProfile(failure)) setError(failure)
    }
    await refresh()
    setPending(undefined)
  }
  return { pending, error, upload: (file) => void send(file) }
}

/** An upload on its way, or why the last one was refused (its findings where it has some). */
function UploadState({ state, refusedTitle }: { state: ImageUpload; refusedTitle: string }) {
  const { t } = useTranslation()
  if (state.pending !== undefined) {
    return (
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text>{t('apps.images.uploading', { name: state.pending })}</Text>
      </HStack>
    )
  }
  if (state.error === undefined) return null
  // A refusal of the image itself lists what is wrong with it; any other failure says why.
  if (hasFindings(state.error)) {
    return (
      <Suspense fallback={null}>
        <FindingList title={refusedTitle} findings={findingsOf(state.error)} />
      </Suspense>
    )
  }
  return <CallError error={state.error} />
}

/**
 * A button that opens the file picker: the input itself is hidden, the button is what keyboard
 * and screen-reader users reach (the input keeps the button's name, for tests and assistive tools
 * that look for it).
 */
function FilePicker({
  label,
  disabled,
  onFile,
}: {
  label: string
  disabled: boolean
  onFile: (file: File) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <chakra.input
        ref={input}
        type="file"
        accept={IMAGE_TYPES}
        aria-label={label}
        hidden
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </>
  )
}
