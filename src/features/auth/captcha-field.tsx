import { Box, Button, HStack, Image, Input, Skeleton, Text } from '@chakra-ui/react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { useGetVerificationCode } from '@generated/api/captcha/captcha'
import type { CaptchaScene } from '@generated/model'
import { FormField } from '@/components/form/form-field'

/** An image captcha of one scene. Each captcha can be checked once: refresh it after every try. */
export function useCaptcha(scene: CaptchaScene, enabled = true) {
  const query = useGetVerificationCode(
    { scene },
    { query: { enabled, staleTime: Infinity, gcTime: 0, meta: { silent: true } } },
  )
  return {
    captchaId: query.data?.captchaId,
    image: query.data?.image,
    isLoading: query.isFetching,
    isError: query.isError,
    refresh: () => void query.refetch(),
  }
}

export type Captcha = ReturnType<typeof useCaptcha>

interface CaptchaFieldProps {
  captcha: Captcha
  registration: UseFormRegisterReturn
  error?: string
}

/** The answer input beside the captcha image and a button for a new image. */
export function CaptchaField({ captcha, registration, error }: CaptchaFieldProps) {
  const { t } = useTranslation()
  return (
    <FormField label={t('auth.captcha.label')} error={error} required>
      <HStack gap="2" width="full" align="center">
        <Input
          {...registration}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={6}
          flex="1"
        />
        <Box width="120px" height="40px" flexShrink={0}>
          {captcha.isLoading || (!captcha.image && !captcha.isError) ? (
            <Skeleton width="120px" height="40px" />
          ) : captcha.isError ? (
            <Text fontSize="sm" color="fg.error">
              {t('auth.captcha.failed')}
            </Text>
          ) : (
            <Image
              src={captcha.image}
              alt={t('auth.captcha.alt')}
              width="120px"
              height="40px"
              borderRadius="sm"
              borderWidth="1px"
            />
          )}
        </Box>
        <Button
          variant="outline"
          size="sm"
          onClick={captcha.refresh}
          loading={captcha.isLoading}
          aria-label={t('auth.captcha.refresh')}
        >
          ↻
        </Button>
      </HStack>
    </FormField>
  )
}
