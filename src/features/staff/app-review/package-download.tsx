import { Button, HStack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { staffAppPackage } from '@generated/api/staff/staff'
import type { AppVersion } from '@generated/model'
import { toaster } from '@/components/ui/toaster'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { formatSize } from './format-size'

// The package is read with the staff session's token (a plain link could not send it), as a Blob,
// then handed to the browser as a download through an object URL. A package can be 20 MB: the
// reviewer sees that it is coming and may cancel it.

/** How long an object URL outlives the click that started its download. */
const DOWNLOAD_URL_LIFETIME_MS = 60_000

/** What a download needs of a version: the alliance's review and a vendor's both have it. */
export type PackageVersion = Pick<
  AppVersion,
  'id' | 'versionName' | 'versionCode' | 'packageKind' | 'size'
>

/**
 * The contract's name for a package (`<package>-<versionName>-<versionCode>.rpk`, `.rpks` for a
 * bundle), for when the answer's Content-Disposition could not be read.
 */
export function packageFileName(packageName: string, version: PackageVersion): string {
  const parts = [packageName, version.versionName, String(version.versionCode)]
  return `${parts.filter((part) => part !== null).join('-')}.${version.packageKind}`
}

/**
 * Saves blobs as downloads; their object URLs are revoked a minute after the click (the browser
 * has the bytes by then) or when the page goes, whichever comes first.
 */
function useSaveBlob() {
  const urls = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const live = urls.current
    return () => {
      for (const [url, timer] of live) {
        clearTimeout(timer)
        URL.revokeObjectURL(url)
      }
      live.clear()
    }
  }, [])
  return (blob: Blob, fileName: string) => {
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    document.body.append(link)
    link.click()
    link.remove()
    const timer = setTimeout(() => {
      URL.revokeObjectURL(url)
      urls.current.delete(url)
    }, DOWNLOAD_URL_LIFETIME_MS)
    urls.current.set(url, timer)
  }
}

/** "Download the package (403.1 KB)", then a busy state with a cancel button until it is saved. */
export function PackageDownload({
  packageName,
  version,
}: {
  packageName: string
  version: PackageVersion
}) {
  const { t, i18n } = useTranslation()
  const [pending, setPending] = useState<AbortController>()
  const save = useSaveBlob()
  // A download left running when the page goes is of no use: it is stopped.
  useEffect(() => () => pending?.abort(), [pending])

  async function download() {
    const controller = new AbortController()
    setPending(controller)
    try {
      const blob = await staffAppPackage({ id: version.id }, undefined, controller.signal)
      if (!blob) throw new Error('no package bytes')
      // The mutator gives a File when the answer names it (Content-Disposition).
      const name = blob instanceof File && blob.name ? blob.name : undefined
      save(blob, name ?? packageFileName(packageName, version))
      toaster.success({ title: t('staffAppReview.package.downloaded') })
    } catch (error) {
      if (controller.signal.aborted) toaster.info({ title: t('staffAppReview.package.cancelled') })
      else toaster.error({ title: errorText(error) })
    } finally {
      setPending((current) => (current === controller ? undefined : current))
    }
  }

  const size = formatSize(version.size, i18n.language)
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button
        variant="outline"
        loading={pending !== undefined}
        loadingText={t('staffAppReview.package.downloading')}
        onClick={() => void download()}
      >
        {t('staffAppReview.package.download')}
        <Text as="span" color="fg.muted" fontWeight="normal">
          {size}
        </Text>
      </Button>
      {pending && (
        <Button variant="ghost" onClick={() => pending.abort()}>
          {t('staffAppReview.package.cancel')}
        </Button>
      )}
    </HStack>
  )
}
