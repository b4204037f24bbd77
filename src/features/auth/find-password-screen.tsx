import { Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { findPassword } from '@generated/api/account/account'
import { toaster } from '@/components/ui/toaster'
import { showApiError } from '@/components/form/show-api-error'
import { AuthCard } from './auth-card'
import { EmailCodeFields } from './email-code-fields'
import { NewPasswordFields } from './new-password-fields'
import { useEmailPasswordForm } from './use-email-password-form'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { Code } from '@generated/error-catalogue'

const EMAIL_ERRORS = { [Code.invalidEmail]: 'email', [Code.emailNotFound]: 'email' } as const

/** /account/findPassWord: captcha → e-mail code → new password → back to the login page. */
export function FindPasswordScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { form, captcha, code } = useEmailPasswordForm('findPassword', EMAIL_ERRORS)

  const onSubmit = form.handleSubmit(async ({ email, emailCode, password }) => {
    try {
      await findPassword({ email, emailCode, password })
      toaster.success({ title: t('auth.findPassword.done') })
      await navigate(paths.account.login, { replace: true })
    } catch (error) {
      showApiError(error, form.setError, { ...EMAIL_ERRORS, [Code.wrongEmailCode]: 'emailCode' })
    }
  })

  return (
    <AuthCard
      title={t('titles.findPassword')}
      description={t('auth.findPassword.description')}
      footer={
        <Link asChild variant="underline">
          <RouterLink to={paths.account.login}>{t('auth.findPassword.toLogin')}</RouterLink>
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <EmailCodeFields form={form} captcha={captcha} code={code} />
          <NewPasswordFields form={form} />
          <Text fontSize="sm" color="fg.muted">
            {t('auth.findPassword.factorsKept')}
          </Text>
          <SubmitButton
            label={t('auth.findPassword.submit')}
            pending={form.formState.isSubmitting}
            width="full"
          />
        </Stack>
      </form>
    </AuthCard>
  )
}
