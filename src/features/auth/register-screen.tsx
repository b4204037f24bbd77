import { Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { register as registerAccount } from '@generated/api/account/account'
import { useCompleteSignIn } from '@/lib/session/use-session'
import { showApiError } from '@/components/form/show-api-error'
import { AuthCard } from './auth-card'
import { EmailCodeFields } from './email-code-fields'
import { NewPasswordFields } from './new-password-fields'
import { useEmailPasswordForm } from './use-email-password-form'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { Code } from '@generated/error-catalogue'

const EMAIL_ERRORS = { [Code.emailRegistered]: 'email', [Code.invalidEmail]: 'email' } as const

/** /account/register: captcha → e-mail code → password → signed in → complete the profile. */
export function RegisterScreen() {
  const { t } = useTranslation()
  const completeSignIn = useCompleteSignIn()
  const { form, captcha, code } = useEmailPasswordForm('register', EMAIL_ERRORS)

  const onSubmit = form.handleSubmit(async ({ email, emailCode, password }) => {
    try {
      const session = await registerAccount({ email, emailCode, password })
      await completeSignIn({ token: session.token, to: paths.account.data })
    } catch (error) {
      showApiError(error, form.setError, { ...EMAIL_ERRORS, [Code.wrongEmailCode]: 'emailCode' })
    }
  })

  return (
    <AuthCard
      title={t('titles.register')}
      description={t('auth.register.description')}
      footer={
        <Text>
          {t('auth.register.haveAccount')}{' '}
          <Link asChild variant="underline">
            <RouterLink to={paths.account.login}>{t('auth.register.toLogin')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <EmailCodeFields form={form} captcha={captcha} code={code} />
          <NewPasswordFields form={form} />
          <SubmitButton
            label={t('auth.register.submit')}
            pending={form.formState.isSubmitting}
            width="full"
          />
        </Stack>
      </form>
    </AuthCard>
  )
}
