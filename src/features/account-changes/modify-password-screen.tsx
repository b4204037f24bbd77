import { Button, Input, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import * as z from 'zod/mini'
import { updatePassword } from '@generated/api/account/account'
import { UpdatePasswordBody } from '@generated/zod/account/account.zod'
import { useFormReady } from '@/components/form/use-form-ready'
import { FormField } from '@/components/form/form-field'
import { PasswordInput } from '@/components/form/password-input'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/use-session'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { formResolver, passwordMismatch, passwordsMatch } from '@/components/form/validation'
import { ChangePage } from './change-page'
import { Notice } from './notice'
import { Code } from '@generated/error-catalogue'

/** updatePassword's body, the new password under the name the confirmation checks against. */
const schema = z
  .object({
    oldPassword: UpdatePasswordBody.shape.oldPassword,
    password: UpdatePasswordBody.shape.newPassword,
    confirmPassword: z.string(),
  })
  .check(z.refine(passwordsMatch, passwordMismatch))
type Values = z.infer<typeof schema>

/**
 * /account/personal/modifyPassWord: the current password, then the new one twice. The server ends
 * every other session of the account; this one stays signed in.
 */
export function ModifyPasswordScreen() {
  const { t } = useTranslation()
  const [done, setDone] = useState(false)
  const [blocked, setBlocked] = useState<string>()
  const { user } = useSession()
  const form = useForm<Values>({
    resolver: formResolver(schema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ oldPassword, password }) => {
    setBlocked(undefined)
    try {
      await updatePassword({ oldPassword, newPassword: password })
      toaster.success({ title: t('modify.password.done') })
      setDone(true)
    } catch (error) {
      // Old-password guesses are limited per account: the server answers busy once they run out.
      if (error instanceof ApiError && error.code === Code.busy) {
        setBlocked(errorText(error))
        return
      }
      showApiError(error, form.setError, {
        [Code.wrongAccountOrPassword]: 'oldPassword',
        [Code.samePassword]: 'password',
      })
    }
  })

  const ready = useFormReady(form.formState)

  if (!ready) return null

  return (
    <ChangePage title={t('titles.modifyPassword')} description={t('modify.password.description')}>
      {done ? (
        <Stack gap="5">
          <Notice status="success" title={t('modify.password.done')} focus>
            <Text>{t('modify.password.sessionsEnded')}</Text>
          </Notice>
          <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            <RouterLink to={paths.account.personal}>{t('modify.toCentre')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="5">
            {blocked && (
              <Notice status="error" title={t('modify.password.tooManyAttempts')}>
                <Text>{blocked}</Text>
              </Notice>
            )}
            {user && (
              // Whose password this is: password managers file the new one under this account.
              <FormField label={t('modify.password.account')}>
                <Input value={user.email} readOnly autoComplete="username" />
              </FormField>
            )}
            <FormField
              label={t('modify.password.oldPassword')}
              error={errors.oldPassword?.message}
              required
            >
              <PasswordInput {...form.register('oldPassword')} autoComplete="current-password" />
            </FormField>
            <FormField
              label={t('auth.fields.newPassword')}
              error={errors.password?.message}
              helperText={t('validation.password')}
              required
            >
              <PasswordInput {...form.register('password')} autoComplete="new-password" />
            </FormField>
            <FormField
              label={t('auth.fields.confirmPassword')}
              error={errors.confirmPassword?.message}
              required
            >
              <PasswordInput {...form.register('confirmPassword')} autoComplete="new-password" />
            </FormField>
            <Text color="fg.muted" fontSize="sm">
              {t('modify.password.otherSessions')}
            </Text>
            <SubmitButton
              label={t('modify.password.submit')}
              pending={isSubmitting}
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            />
          </Stack>
        </form>
      )}
    </ChangePage>
  )
}
