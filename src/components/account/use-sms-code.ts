import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { sendConfirmSms } from '@generated/api/account/account'
import type { SmsPurpose } from '@generated/model'
import { showApiError } from '@/components/form/show-api-error'
import { toaster } from '@/components/ui/toaster'
import { useCountdown } from '@/hooks/use-countdown'
import { Code } from '@generated/error-catalogue'

/** The form fields the SMS code flow reads and reports on. */
export interface SmsCodeValues extends FieldValues {
  phone: string
  smsCode: string
}

/**
 * Where sendConfirmSms's failures are shown: "too often" (10104), "could not be sent" (10105) and
 * "busy" (443) next to the button that asked, on the code field; a malformed phone on the phone.
 * Anything else (10005 included) goes to a toast.
 */
export const SMS_SEND_ERRORS = {
  [Code.invalidParameter]: 'phone',
  [Code.sentTooOften]: 'smsCode',
  [Code.sendFailed]: 'smsCode',
  [Code.busy]: 'smsCode',
} as const

/**
 * "Send code" for a phone: check the phone field, ask sendConfirmSms for the `purpose` the code
 * will prove (a code proves only its purpose), then count down the cooldown the server gives.
 */
export function useSmsCode<T extends SmsCodeValues, TOut extends FieldValues = T>(
  form: UseFormReturn<T, unknown, TOut>,
  purpose: SmsPurpose,
) {
  const { t } = useTranslation()
  const countdown = useCountdown()
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  const phoneField = 'phone' as Path<T>

  async function send() {
    if (!(await form.trigger(phoneField, { shouldFocus: true }))) return
    const phone = form.getValues(phoneField) as string
    setPending(true)
    try {
      const { cooldown } = await sendConfirmSms({ phone, purpose })
      form.clearErrors('smsCode' as Path<T>)
      setSent(true)
      countdown.start(cooldown)
      toaster.success({ title: t('sms.sent', { phone }) })
    } catch (error) {
      showApiError(error, form.setError, SMS_SEND_ERRORS as unknown as Record<number, Path<T>>)
    } finally {
      setPending(false)
    }
  }

  return { send, pending, sent, remaining: countdown.remaining }
}

export type SmsCode = ReturnType<typeof useSmsCode>
