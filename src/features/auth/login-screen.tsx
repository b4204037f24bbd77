import { Alert, HStack, Input, Link, Stack } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { accountLogin, verifyLoginCaptcha } from '@generated/api/login/login'
import { FormField } from '@/components/form/form-field'
import { formReady } from '@/components/form/form-ready'
import { ApiError } from '@/lib/api-client'
import { errorText } from '@/lib/error-text'
import { useCompleteSignIn } from '@/hooks/use-session'
import { showApiError } from '@/components/form/show-api-error'
import { AuthCard } from './auth-card'
import { CaptchaField, useCaptcha } from './captcha-field'
import { PasswordInput } from '@/components/form/password-input'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { lazyResolver } from '@/components/form/lazy-resolver'
import type { LoginValues } from './login-schema'

const { resolver, preload } = lazyResolver(() =>
  import('./login-schema').then((module) => module.loginResolver),
)

/** Codes after which the account's sign-in needs a passed captcha (design section 4). */
const CAPTCHA_NEEDED = new Set([99001, 10004])
const FROZEN = 10006

/** /account/login: e-mail and password; the captcha once the server asks for it (99001). */
export function LoginScreen() {
  const { t } = useTranslation()
  const completeSignIn = useCompleteSignIn()
  const [needsCaptcha, setNeedsCaptcha] = useState(false)
  const [notice, setNotice] = useState<string>()
  const [frozen, setFrozen] = useState(false)
  const captcha = useCaptcha('login', needsCaptcha)
  const { register, handleSubmit, setError, resetField, formState } = useForm<
    LoginValues,
    { needsCaptcha: boolean }
  >({
    resolver,
    context: { needsCaptcha },
    defaultValues: { email: '', password: '', captchaAnswer: '' },
  })
  const { errors, isSubmitting } = formState
  useEffect(preload, [])

  const onSubmit = handleSubmit(async ({ email, password, captchaAnswer }) => {
    setNotice(undefined)
    setFrozen(false)
    let ticket: string | undefined
    if (needsCaptcha) {
      // The answer's form was checked by the rules; without a captcha id there is nothing to verify.
      if (!captcha.captchaId) {
        setError('captchaAnswer', { message: 'validation.captcha' }, { shouldFocus: true })
        return
      }
      try {
        ticket = (await verifyLoginCaptcha({ captchaId: captcha.captchaId, answer: captchaAnswer }))
          .ticket
      } catch (error) {
        resetField('captchaAnswer')
        captcha.refresh()
        showApiError(error, setError, { 10002: 'captchaAnswer' })
        return
      }
    }
    try {
      const session = await accountLogin({ email, password, ticket })
      await completeSignIn({ token: session.token, fallback: paths.account.personal })
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined
      if (code !== undefined && CAPTCHA_NEEDED.has(code)) {
        setNeedsCaptcha(true)
        resetField('captchaAnswer')
        if (needsCaptcha) captcha.refresh()
        setNotice(errorText(error))
      } else if (code === FROZEN) {
        setFrozen(true)
      } else {
        showApiError(error, setError, { 10001: 'password', 10102: 'email' })
      }
    }
  })

  if (!formReady(formState)) return null

  return (
    <AuthCard
      title={t('titles.login')}
      description={t('auth.login.description')}
      footer={
        <HStack gap="4" wrap="wrap" justify="center">
          <Link asChild variant="underline">
            <RouterLink to={paths.account.register}>{t('auth.login.toRegister')}</RouterLink>
          </Link>
          <Link asChild variant="underline">
            <RouterLink to={paths.account.findPassword}>
              {t('auth.login.toFindPassword')}
            </RouterLink>
          </Link>
          <Link asChild variant="underline">
            <RouterLink to={paths.account.recovery}>{t('auth.login.toRecovery')}</RouterLink>
          </Link>
        </HStack>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {frozen && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('auth.login.frozenTitle')}</Alert.Title>
                <Alert.Description>
                  {t('auth.login.frozenText')}{' '}
                  <Link asChild variant="underline">
                    <RouterLink to={paths.contactUs}>{t('auth.login.contact')}</RouterLink>
                  </Link>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {notice && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          )}
          <FormField label={t('auth.fields.email')} error={errors.email?.message} required>
            <Input {...register('email')} type="email" autoComplete="username" inputMode="email" />
          </FormField>
          <FormField label={t('auth.fields.password')} error={errors.password?.message} required>
            <PasswordInput {...register('password')} autoComplete="current-password" />
          </FormField>
          {needsCaptcha && (
            <CaptchaField
              captcha={captcha}
              registration={register('captchaAnswer')}
              error={errors.captchaAnswer?.message}
            />
          )}
          <SubmitButton label={t('auth.login.submit')} pending={isSubmitting} width="full" />
        </Stack>
      </form>
    </AuthCard>
  )
}
