import { Alert, Input, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router-dom'
import { staffLogin } from '@generated/api/staff/staff'
import { FormField } from '@/components/form/form-field'
import { useFormReady } from '@/components/form/use-form-ready'
import { PasswordInput } from '@/components/form/password-input'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { ApiError } from '@/lib/api/api-client'
import { useTranslation } from '@/lib/i18n/i18n-core'
import '@/features/staff/staff-messages'
import { StaffCard } from './staff-card'
import { staffLoginResolver, type StaffLoginValues } from './staff-forms'
import { startStaffSession, staffRedirectTarget, type StaffLoginState } from './staff-session'
import { Code } from '@generated/error-catalogue'

/** /staff/login: e-mail, password and the second factor (an authenticator or a recovery code). */
export function StaffLoginScreen() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const notice = (location.state as StaffLoginState | null)?.staffNotice
  const [blocked, setBlocked] = useState<typeof Code.staffDisabled | typeof Code.busy>()
  const { register, handleSubmit, setError, formState } = useForm<StaffLoginValues>({
    resolver: staffLoginResolver,
    defaultValues: { email: '', password: '', code: '' },
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async (values) => {
    setBlocked(undefined)
    try {
      const session = await staffLogin(values)
      startStaffSession(queryClient, session)
      await navigate(staffRedirectTarget(location.search), { replace: true })
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined
      // busy: too many attempts for this address or e-mail (or a busy database); wait, try again.
      if (code === Code.staffDisabled || code === Code.busy) setBlocked(code)
      else
        showApiError(error, setError, {
          [Code.wrongEmailOrPassword]: 'password',
          [Code.wrongStaffCode]: 'code',
        })
    }
  })

  const ready = useFormReady(formState)

  if (!ready) return null

  return (
    <StaffCard
      title={t('staff.titles.login')}
      description={t('staff.login.description')}
      footer={
        <Text fontSize="sm" color="fg.muted">
          {t('staff.login.noAccount')}
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {notice && (
            <Alert.Root status={notice === 'ended' ? 'warning' : 'info'} role="status">
              <Alert.Indicator />
              <Alert.Title>
                {t(notice === 'ended' ? 'staff.session.ended' : 'staff.session.signedOut')}
              </Alert.Title>
            </Alert.Root>
          )}
          {blocked && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {t(
                    blocked === Code.staffDisabled
                      ? 'staff.login.disabledTitle'
                      : 'staff.login.busyTitle',
                  )}
                </Alert.Title>
                <Alert.Description>
                  {t(
                    blocked === Code.staffDisabled
                      ? 'staff.login.disabledText'
                      : 'staff.login.busyText',
                  )}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <FormField label={t('staff.login.email')} error={errors.email?.message} required>
            <Input {...register('email')} type="email" autoComplete="username" inputMode="email" />
          </FormField>
          <FormField label={t('staff.login.password')} error={errors.password?.message} required>
            <PasswordInput {...register('password')} autoComplete="current-password" />
          </FormField>
          <FormField
            label={t('staff.login.code')}
            error={errors.code?.message}
            helperText={t('staff.login.codeHelp')}
            required
          >
            <Input
              {...register('code')}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={16}
            />
          </FormField>
          <SubmitButton label={t('staff.login.submit')} pending={isSubmitting} width="full" />
        </Stack>
      </form>
    </StaffCard>
  )
}
