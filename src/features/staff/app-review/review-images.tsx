import { Box, Button, Image, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react'
import { useCallback } from 'react'
import { useStaffAppImage } from '@generated/api/staff/staff'
import { Code } from '@generated/error-catalogue'
import type { App, AppImage } from '@generated/model'
import { SectionCard } from '@/components/ui/section-card'
import { ApiError } from '@/lib/api/api-client'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { formatSize } from './format-size'

// The icon and the screenshots come from staffAppImage with the staff session's token (an <img
// src> could not send it): each is read as a Blob and shown through an object URL that lives as
// long as its <img>, revoked when the image leaves the page or is read again.

const FORMATS: Record<AppImage['contentType'], string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
}

/**
 * A ref for the <img> that shows `blob`: it makes the object URL when the element is attached
 * and revokes it when it is detached (React 19 ref clean-up), so none outlives the page.
 */
function useObjectUrlRef(blob: Blob | null | undefined) {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !blob) return
      const url = URL.createObjectURL(blob)
      img.src = url
      return () => URL.revokeObjectURL(url)
    },
    [blob],
  )
}

/** One image as the developer uploaded it, with its size and format under it. */
function ReviewImage({ image, alt, width }: { image: AppImage; alt: string; width: string }) {
  const { t, i18n } = useTranslation()
  const { data, isPending, error, refetch, isRefetching } = useStaffAppImage(
    { id: image.id },
    // An image never changes under its id: read once per visit.
    { query: { staleTime: Infinity, meta: { silent: true } } },
  )
  const attach = useObjectUrlRef(data)
  const ratio = image.width / image.height
  const failed = Boolean(error) || (!isPending && !data)
  return (
    <Stack as="figure" gap="1.5" width={width} margin="0">
      {isPending ? (
        <Box aria-busy="true">
          <Skeleton aspectRatio={ratio} width="full" rounded="md" />
          <Text srOnly>{t('staffAppReview.images.loading')}</Text>
        </Box>
      ) : failed ? (
        <Stack
          aspectRatio={ratio}
          width="full"
          rounded="md"
          borderWidth="1px"
          borderStyle="dashed"
          alignItems="center"
          justifyContent="center"
          gap="2"
          padding="2"
          textAlign="center"
          role="alert"
        >
          <Text fontSize="sm" color="fg.muted">
            {t(
              error instanceof ApiError && error.code === Code.imageNotFound
                ? 'staffAppReview.images.missing'
                : 'staffAppReview.images.failed',
            )}
          </Text>
          {!(error instanceof ApiError && error.code === Code.imageNotFound) && (
            <Button
              size="xs"
              variant="outline"
              loading={isRefetching}
              onClick={() => void refetch()}
            >
              {t('staffAppReview.retry')}
            </Button>
          )}
        </Stack>
      ) : (
        <Image
          ref={attach}
          alt={alt}
          width="full"
          aspectRatio={ratio}
          objectFit="cover"
          rounded="md"
          borderWidth="1px"
          bg="bg.muted"
        />
      )}
      <Text as="figcaption" fontSize="xs" color="fg.muted">
        {t('staffAppReview.images.details', {
          width: image.width,
          height: image.height,
          format: FORMATS[image.contentType],
          size: formatSize(image.size, i18n.language),
        })}
      </Text>
    </Stack>
  )
}

/** The app's icon and screenshots, in their order. */
export function ReviewImages({ app }: { app: App }) {
  const { t } = useTranslation()
  const total = app.screenshots.length
  return (
    <SectionCard title={t('staffAppReview.images.title')}>
      <Stack gap="5">
        <Stack gap="2">
          <Text as="h3" fontWeight="semibold">
            {t('staffAppReview.images.icon')}
          </Text>
          {app.icon ? (
            <ReviewImage
              image={app.icon}
              alt={t('staffAppReview.images.iconAlt', { name: app.nameZh })}
              width="24"
            />
          ) : (
            <Text color="fg.muted">{t('staffAppReview.images.noIcon')}</Text>
          )}
        </Stack>
        <Stack gap="2">
          <Text as="h3" fontWeight="semibold">
            {t('staffAppReview.images.screenshots')}
          </Text>
          {total === 0 ? (
            <Text color="fg.muted">{t('staffAppReview.images.noScreenshots')}</Text>
          ) : (
            <Box>
              <Wrap gap="4">
                {app.screenshots.map((image, index) => (
                  <ReviewImage
                    key={image.id}
                    image={image}
                    alt={t('staffAppReview.images.screenshotAlt', {
                      name: app.nameZh,
                      number: index + 1,
                      total,
                    })}
                    width="36"
                  />
                ))}
              </Wrap>
            </Box>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  )
}
