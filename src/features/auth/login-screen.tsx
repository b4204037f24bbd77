import { Alert, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { accountLogin, verifyLoginCaptcha } from '@generated/api/login/login'
import type { SecondStep } from '@generated/model'
import { FormField } from '@/components/form/form-field'
import { useFormReady } from '@/components/form/use-form-ready'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useCompleteSignIn } from '@/lib/session/use-session'
import { showApiError } from '@/components/form/show-api-error'
import { AuthCard } from './auth-card'
import { CaptchaField, useCaptcha } from './captcha-field'
import { PasswordInput } from '@/components/form/password-input'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { lazyResolver } from '@/components/form/lazy-resolver'
import { lazyAfterPage } from '@/components/ui/lazy-after-page'
import type { LoginValues } from './login-schema'
import { FrozenAlert } from './sign-in-message'
import { Code } from '@generated/error-catalogue'

const { resolver, preload } = lazyResolver(() =>
  import('./login-schema').then((module) => module.loginResolver),
)

/** Codes after which the account's sign-in needs a passed captcha (design section 4). */
const CAPTCHA_NEEDED = new Set<number>([Code.loginCaptchaRequired, Code.wrongPasswordCaptchaNeeded])
/** secondStepRequired: the password was right and two-step sign-in is on; data is the step. */
const isSecondStep = (data: unknown): data is SecondStep =>
  typeof data === 'object' && data !== null && 'stepToken' in data

// Neither is needed before the page is interactive: the second step only after a right password
// (its code is asked for with the first submit), the passkey button after the first paint.
const loadSecondStep = () => import('./second-step')
const SecondStepForm = lazy(loadSecondStep)
const PasskeySignIn = lazyAfterPage(() => import('./passkey-sign-in'))

/**
 * /account/login: e-mail and password; the captcha once the server asks for it (99001); the
 * second step when the account has two-step sign-in on (31001); or a passkey instead of all that.
 */
export function LoginScreen() {
  const { t } = useTranslation()
  const completeSignIn = useCompleteSignIn()
  const [needsCaptcha, setNeedsCaptcha] = useState(false)
  const [notice, setNotice] = useState<string>()
  const [frozen, setFrozen] = useState(false)
  const [secondStep, setSecondStep] = useState<{ email: string; step: SecondStep }>()
  const backFromSecondStep = useRef(false)
  const captcha = useCaptcha('login', needsCaptcha)
  const { register, handleSubmit, setError, resetField, setFocus, formState } = useForm<
    LoginValues,
    { needsCaptcha: boolean }
  >({
    resolver,
    context: { needsCaptcha },
    defaultValues: { email: '', password: '', captchaAnswer: '' },
  })
  const { errors, isSubmitting } = formState
  useEffect(preload, [])
  // Back from the second step, the password form is mounted again: the password is where to go on.
  useEffect(() => {
    if (secondStep || !backFromSecondStep.current) return
    backFromSecondStep.current = false
    setFocus('password')
  }, [secondStep, setFocus])

  function leaveSecondStep(message?: string) {
    backFromSecondStep.current = true
    setNotice(message)
    setSecondStep(undefined)
  }

  const onSubmit = handleSubmit(async ({ email, password, captchaAnswer }) => {
    setNotice(undefined)
    setFrozen(false)
    void loadSecondStep().catch(() => undefined)
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
        showApiError(error, setError, { [Code.wrongVerificationCode]: 'captchaAnswer' })
        return
      }
    }
    try {
      const answer = await accountLogin({ email, password, ticket })
      if (isSecondStep(answer)) setSecondStep({ email, step: answer })
      else await completeSignIn({ token: answer.token, fallback: paths.account.personal })
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined
      if (
        code === Code.secondStepRequired &&
        error instanceof ApiError &&
        isSecondStep(error.data)
      ) {
        setNeedsCaptcha(false)
        setSecondStep({ email, step: error.data })
      } else if (code !== undefined && CAPTCHA_NEEDED.has(code)) {
        setNeedsCaptcha(true)
        resetField('captchaAnswer')
        if (needsCaptcha) captcha.refresh()
        setNotice(errorText(error))
      } else if (code === Code.accountFrozen) {
        setFrozen(true)
      } else {
        showApiError(error, setError, {
          [Code.wrongEmailOrPassword]: 'password',
          [Code.invalidEmail]: 'email',
        })
      }
    }
  })

  const ready = useFormReady(formState)

  if (!ready) return null

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
      {secondStep ? (
        <Suspense
          fallback={
            <HStack role="status" gap="3" color="fg.muted">
              <Spinner size="sm" />
              <Text>{t('app.loading')}</Text>
            </HStack>
          }
        >
          <SecondStepForm
            email={secondStep.email}
            step={secondStep.step}
            onBack={() => leaveSecondStep()}
            onExpired={leaveSecondStep}
          />
        </Suspense>
      ) : (
        <Stack gap="5">
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="5">
              {frozen && <FrozenAlert />}
              {notice && (
                <Alert.Root status="warning" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{notice}</Alert.Title>
                </Alert.Root>
              )}
              <FormField label={t('auth.fields.email')} error={errors.email?.message} required>
                <Input
                  {...register('email')}
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                />
              </FormField>
              <FormField
                label={t('auth.fields.password')}
                error={errors.password?.message}
                required
              >
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
          <Suspense fallback={null}>
            <PasskeySignIn />
          </Suspense>
        </Stack>
      )}
    </AuthCard>
  )
}
