import { Button, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import * as z from 'zod/mini'
import { sendEmailVerificationCode, updateEmail } from '@generated/api/account/account'
import type { Account } from '@generated/model'
import { UpdateEmailBody } from '@generated/zod/account/account.zod'
import { useFormReady } from '@/components/form/use-form-ready'
import { CodeInput } from '@/components/form/code-input'
import { FormField } from '@/components/form/form-field'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { useRequireCompleteProfile } from '@/hooks/use-require-complete-profile'
import { useSession } from '@/lib/session/use-session'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { sessionQueryOptions } from '@/lib/session/session'
import { formResolver, trimmed } from '@/components/form/validation'
import { AccountLoading } from './account-loading'
import { ChangePage } from './change-page'
import { Notice } from './notice'
import { useCodeSender } from './use-code-sender'
import { Code } from '@generated/error-catalogue'

const schema = z.object({
  oldEmailCode: UpdateEmailBody.shape.oldEmailCode,
  newEmail: trimmed(UpdateEmailBody.shape.newEmail),
  newEmailCode: UpdateEmailBody.shape.newEmailCode,
})
type Values = z.infer<typeof schema>

/** Codes of sendEmailVerificationCode(updateEmailNew) and updateEmail about the new address. */
const NEW_EMAIL_ERRORS = {
  [Code.emailRegistered]: 'newEmail',
  [Code.invalidEmail]: 'newEmail',
  [Code.sameEmail]: 'newEmail',
  [Code.newEmailRegistered]: 'newEmail',
} as const

/**
 * /account/personal/modifyEmail, in two steps: a code sent to the current address proves the
 * account holder, a code sent to the new address proves it is theirs; then updateEmail moves the
 * account and the session reloads the account to show the new address.
 */
export function ModifyEmailScreen() {
  const { t } = useTranslation()
  const { isChecking } = useSession()
  // The route's loader already sent a developer without a complete profile to the intercept page.
  const { user } = useRequireCompleteProfile()
  const [newEmail, setNewEmail] = useState<string>()
  return (
    <ChangePage title={t('titles.modifyEmail')} description={t('modify.email.description')}>
      {isChecking || !user ? (
        <AccountLoading />
      ) : newEmail ? (
        <Stack gap="5">
          <Notice status="success" title={t('modify.email.done')} focus>
            <Text>{t('modify.email.doneText', { email: newEmail })}</Text>
          </Notice>
          <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            <RouterLink to={paths.account.personal}>{t('modify.toCentre')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <EmailForm user={user} onDone={setNewEmail} />
      )}
    </ChangePage>
  )
}

function EmailForm({ user, onDone }: { user: Account; onDone: (email: string) => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<'old' | 'new'>('old')
  const [failed, setFailed] = useState<string>()
  const oldSender = useCodeSender()
  const newSender = useCodeSender()
  const form = useForm<Values>({
    resolver: formResolver(schema),
    defaultValues: { oldEmailCode: '', newEmail: '', newEmailCode: '' },
  })
  const { errors, isSubmitting } = form.formState

  async function sendOld() {
    try {
      await oldSender.send(() =>
        sendEmailVerificationCode({ email: user.email, purpose: 'updateEmailOld' }),
      )
      toaster.success({ title: t('auth.code.sent', { email: user.email }) })
      form.setFocus('oldEmailCode')
    } catch (error) {
      showApiError(error, form.setError, {
        [Code.sentTooOften]: 'oldEmailCode',
        [Code.sendFailed]: 'oldEmailCode',
      })
    }
  }

  async function sendNew() {
    if (!(await form.trigger('newEmail', { shouldFocus: true }))) return
    const email = form.getValues('newEmail').trim()
    try {
      await newSender.send(() => sendEmailVerificationCode({ email, purpose: 'updateEmailNew' }))
      toaster.success({ title: t('auth.code.sent', { email }) })
      form.setFocus('newEmailCode')
    } catch (error) {
      showApiError(error, form.setError, {
        ...NEW_EMAIL_ERRORS,
        [Code.sentTooOften]: 'newEmailCode',
        [Code.sendFailed]: 'newEmailCode',
      })
    }
  }

  async function next() {
    if (!(await form.trigger('oldEmailCode', { shouldFocus: true }))) return
    setStep('new')
    // The second step renders first, then takes the focus.
    setTimeout(() => form.setFocus('newEmail'))
  }

  // In the first step, submitting (Enter in the code field) moves to the second.
  const onNext = (event: FormEvent) => {
    event.preventDefault()
    void next()
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(undefined)
    try {
      await updateEmail(values)
    } catch (error) {
      // wrongEmailCode cannot say which of the two codes failed: both fields show it.
      if (error instanceof ApiError && error.code === Code.wrongEmailCode) {
        const message = { type: 'server', message: errorText(error) }
        form.setError('newEmailCode', message)
        form.setError('oldEmailCode', message, { shouldFocus: true })
      } else if (error instanceof ApiError && error.code === Code.emailChangeFailed) {
        // The change itself failed: nothing a field can fix.
        setFailed(errorText(error))
      } else {
        showApiError(error, form.setError, NEW_EMAIL_ERRORS)
      }
      return
    }
    // The account now signs in with the new address: load it again for every screen.
    await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
    toaster.success({ title: t('modify.email.done') })
    onDone(values.newEmail)
  })

  const ready = useFormReady(form.formState)

  if (!ready) return null

  return (
    <form onSubmit={step === 'old' ? onNext : onSubmit} noValidate>
      <Stack gap="6">
        {failed && <Notice status="error" title={failed} />}
        <Stack gap="4">
          <Heading as="h2" size="md">
            {t('modify.email.stepOld')}
          </Heading>
          <FormField label={t('modify.email.current')} helperText={t('modify.email.currentHelp')}>
            <Input value={user.email} readOnly />
          </FormField>
          <FormField
            label={t('modify.email.oldCode')}
            error={errors.oldEmailCode?.message}
            helperText={t('modify.email.codeHelp')}
            required
          >
            <CodeInput
              registration={form.register('oldEmailCode')}
              sender={oldSender}
              onSend={() => void sendOld()}
            />
          </FormField>
          {step === 'old' && (
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            >
              {t('modify.email.next')}
            </Button>
          )}
        </Stack>
        {step === 'new' && (
          <Stack gap="4">
            <Heading as="h2" size="md">
              {t('modify.email.stepNew')}
            </Heading>
            <FormField label={t('modify.email.newEmail')} error={errors.newEmail?.message} required>
              <Input
                {...form.register('newEmail')}
                type="email"
                inputMode="email"
                autoComplete="email"
              />
            </FormField>
            <FormField
              label={t('modify.email.newCode')}
              error={errors.newEmailCode?.message}
              helperText={t('modify.email.codeHelp')}
              required
            >
              <CodeInput
                registration={form.register('newEmailCode')}
                sender={newSender}
                onSend={() => void sendNew()}
              />
            </FormField>
            <SubmitButton
              label={t('modify.email.submit')}
              pending={isSubmitting}
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            />
          </Stack>
        )}
      </Stack>
    </form>
  )
}
