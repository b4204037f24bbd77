import { Alert, Box, Link, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { staffSetupStart } from '@generated/api/staff/staff'
import type { StaffEnrolled, StaffSetup } from '@generated/model'
import { StaffSetupStartBody } from '@generated/zod/staff/staff.zod'
import { FormField } from '@/components/form/form-field'
import { useFormReady } from '@/components/form/use-form-ready'
import { PasswordInput } from '@/components/form/password-input'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { StepProgress } from '@/components/ui/step-progress'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api/api-client'
import { useTranslation } from '@/lib/i18n/i18n-core'
import '@/features/staff/staff-messages'
import { AuthenticatorStep } from './authenticator-step'
import { RecoveryCodesStep } from './recovery-codes-step'
import { StaffCard } from './staff-card'
import { staffPasswordResolver, type StaffPasswordValues } from './staff-forms'
import { Code } from '@generated/error-catalogue'

type SetupState =
  | { step: 'password' }
  | { step: 'authenticator'; setup: StaffSetup }
  | { step: 'recovery'; setup: StaffSetup; enrolled: StaffEnrolled }
  | { step: 'linkInvalid'; email?: string }

const STEP_INDEX = { password: 0, authenticator: 1, recovery: 2 } as const

/**
 * /staff/setup?token=…, the link `npm run admin -- staff add` (or `staff reset`) prints: a password,
 * then an authenticator proved with one of its codes, then the recovery codes, shown once. The
 * console opens only after that (the session staffSetupConfirm answered is stored then).
 */
export function StaffSetupScreen() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const token = search.get('token') ?? ''
  // A link cut short or mistyped: no need to ask the server to know it cannot work.
  const tokenWellFormed = StaffSetupStartBody.shape.setupToken.safeParse(token).success
  const [state, setState] = useState<SetupState>(
    tokenWellFormed ? { step: 'password' } : { step: 'linkInvalid' },
  )
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  useEffect(() => {
    // Each new step is announced and read from its heading; not on the page's first render.
    if (first.current) first.current = false
    else stepHeading.current?.focus()
  }, [state.step])

  if (state.step === 'linkInvalid') return <LinkInvalid email={state.email} />

  const names = [
    t('staff.setup.stepPassword'),
    t('staff.setup.stepAuthenticator'),
    t('staff.setup.stepRecovery'),
  ]
  const index = STEP_INDEX[state.step]
  return (
    <StaffCard title={t('staff.titles.setup')} description={t('staff.setup.description')}>
      <Stack gap="6">
        <StepProgress titles={names} current={index} label={t('staff.setup.steps')} />
        <Text
          as="h2"
          ref={stepHeading}
          tabIndex={-1}
          fontWeight="semibold"
          fontSize="lg"
          outline="none"
        >
          {t('staff.setup.stepOf', { step: index + 1, total: names.length, name: names[index] })}
        </Text>
        {state.step === 'password' && (
          <PasswordStep
            token={token}
            onDone={(setup) => setState({ step: 'authenticator', setup })}
            onLinkInvalid={() => setState({ step: 'linkInvalid' })}
          />
        )}
        {state.step === 'authenticator' && (
          <AuthenticatorStep
            token={token}
            setup={state.setup}
            onDone={(enrolled) => setState({ step: 'recovery', setup: state.setup, enrolled })}
            onLinkInvalid={() => setState({ step: 'linkInvalid', email: state.setup.email })}
          />
        )}
        {state.step === 'recovery' && (
          <RecoveryCodesStep email={state.setup.email} enrolled={state.enrolled} />
        )}
      </Stack>
    </StaffCard>
  )
}

function PasswordStep({
  token,
  onDone,
  onLinkInvalid,
}: {
  token: string
  onDone: (setup: StaffSetup) => void
  onLinkInvalid: () => void
}) {
  const { t } = useTranslation()
  const { register, handleSubmit, setError, formState } = useForm<StaffPasswordValues>({
    resolver: staffPasswordResolver,
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      onDone(await staffSetupStart({ setupToken: token, password }))
    } catch (error) {
      // setupLinkInvalid: the link is unknown, used or older than 72 hours.
      if (error instanceof ApiError && error.code === Code.setupLinkInvalid) onLinkInvalid()
      else showApiError(error, setError, {})
    }
  })

  const ready = useFormReady(formState)

  if (!ready) return null
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <FormField
          label={t('staff.setup.password')}
          error={errors.password?.message}
          helperText={t('validation.password')}
          required
        >
          <PasswordInput {...register('password')} autoComplete="new-password" />
        </FormField>
        <FormField
          label={t('staff.setup.confirmPassword')}
          error={errors.confirmPassword?.message}
          required
        >
          <PasswordInput {...register('confirmPassword')} autoComplete="new-password" />
        </FormField>
        <SubmitButton label={t('staff.setup.next')} pending={isSubmitting} width="full" />
      </Stack>
    </form>
  )
}

/** 30001 as a page of its own: nothing on this link can work any more, only a new link. */
function LinkInvalid({ email }: { email?: string }) {
  const { t } = useTranslation()
  const command = `npm run admin -- staff reset ${email ?? t('staff.setup.emailPlaceholder')}`
  return (
    <StaffCard
      title={t('staff.titles.setup')}
      footer={
        <Link asChild variant="underline">
          <RouterLink to={paths.staff.login}>{t('staff.setup.toLogin')}</RouterLink>
        </Link>
      }
    >
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('staff.setup.linkInvalidTitle')}</Alert.Title>
          <Alert.Description>
            <Stack gap="2">
              <Text>{t('staff.setup.linkInvalidText')}</Text>
              <Box
                as="code"
                display="block"
                fontFamily="mono"
                fontSize="sm"
                bg="bg.muted"
                color="fg"
                paddingX="2"
                paddingY="1"
                borderRadius="sm"
                wordBreak="break-all"
              >
                {command}
              </Box>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </StaffCard>
  )
}
