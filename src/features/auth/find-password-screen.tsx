import { Button, Link, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import * as z from 'zod/mini'
import { findPassword } from '@generated/api/account/account'
import { toaster } from '@/components/ui/toaster'
import {
  captchaRule,
  emailCodeRule,
  emailRule,
  passwordMismatch,
  passwordRule,
  passwordsMatch,
} from '@/lib/validation'
import { showApiError } from './api-errors'
import { AuthCard } from './auth-card'
import { useCaptcha } from './captcha-field'
import { EmailCodeFields } from './email-code-fields'
import { NewPasswordFields } from './new-password-fields'
import { useEmailCode } from './use-email-code'

const schema = z
  .object({
    email: emailRule,
    captchaAnswer: z.union([captchaRule, z.literal('')]),
    emailCode: emailCodeRule,
    password: passwordRule,
    confirmPassword: z.string(),
  })
  .check(z.refine(passwordsMatch, passwordMismatch))
type Values = z.infer<typeof schema>

const EMAIL_ERRORS = { 10102: 'email', 10103: 'email' } as const

/** /account/findPassWord: captcha → e-mail code → new password → back to the login page. */
export function FindPasswordScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const captcha = useCaptcha('findPassword')
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: '',
      captchaAnswer: '',
      emailCode: '',
      password: '',
      confirmPassword: '',
    },
  })
  const code = useEmailCode(form, captcha, 'findPassword', { ...EMAIL_ERRORS, 10104: 'emailCode' })

  const onSubmit = form.handleSubmit(async ({ email, emailCode, password }) => {
    try {
      await findPassword({ email, emailCode, password })
      toaster.success({ title: t('auth.findPassword.done') })
      await navigate('/account/login', { replace: true })
    } catch (error) {
      showApiError(error, form.setError, { ...EMAIL_ERRORS, 10003: 'emailCode' })
    }
  })

  return (
    <AuthCard
      title={t('titles.findPassword')}
      description={t('auth.findPassword.description')}
      footer={
        <Link asChild variant="underline">
          <RouterLink to="/account/login">{t('auth.findPassword.toLogin')}</RouterLink>
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <EmailCodeFields form={form} captcha={captcha} code={code} />
          <NewPasswordFields form={form} />
          <Button
            type="submit"
            colorPalette="brand"
            loading={form.formState.isSubmitting}
            width="full"
          >
            {t('auth.findPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
