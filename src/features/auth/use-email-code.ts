import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { verifyImgCaptcha } from '@generated/api/captcha/captcha'
import { sendEmailVerificationCode } from '@generated/api/account/account'
import type { EmailCodePurpose } from '@generated/model'
import { VerifyImgCaptchaBody } from '@generated/zod/captcha/captcha.zod'
import { toaster } from '@/components/ui/toaster'
import { showApiError } from '@/components/form/show-api-error'
import type { Captcha } from './captcha-field'
import { useCountdown } from '@/hooks/use-countdown'
import { Code } from '@generated/error-catalogue'

interface EmailCodeFields extends FieldValues {
  email: string
  captchaAnswer: string
}

/**
 * "Send code" for the public e-mail flows: check the captcha, send the code with the ticket it
 * yields, then count down. The captcha is single use, so a new one is shown after every try.
 */
export function useEmailCode<T extends EmailCodeFields>(
  form: UseFormReturn<T>,
  captcha: Captcha,
  purpose: Extract<EmailCodePurpose, 'register' | 'findPassword'>,
  fieldByCode: Partial<Record<number, Path<T>>>,
) {
  const { t } = useTranslation()
  const countdown = useCountdown()
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  const email = 'email' as Path<T>
  const captchaAnswer = 'captchaAnswer' as Path<T>

  async function send() {
    if (!(await form.trigger(email))) return
    // Submitting does not need the captcha, so the form's schema lets it be empty: not here.
    if (
      !VerifyImgCaptchaBody.shape.answer.safeParse(form.getValues(captchaAnswer)).success ||
      !captcha.captchaId
    ) {
      form.setError(captchaAnswer, { message: 'validation.captcha' }, { shouldFocus: true })
      return
    }
    setPending(true)
    try {
      const { ticket } = await verifyImgCaptcha({
        captchaId: captcha.captchaId,
        answer: form.getValues(captchaAnswer),
      })
      const { cooldown } = await sendEmailVerificationCode({
        email: form.getValues(email),
        purpose,
        ticket,
      })
      form.resetField(captchaAnswer)
      setSent(true)
      countdown.start(cooldown)
      toaster.success({ title: t('auth.code.sent', { email: form.getValues(email) }) })
    } catch (error) {
      // Reset before showing the error: resetting a field also clears its error (10002).
      form.resetField(captchaAnswer)
      showApiError(error, form.setError, {
        [Code.wrongVerificationCode]: captchaAnswer,
        ...fieldByCode,
      })
    } finally {
      captcha.refresh()
      setPending(false)
    }
  }

  return { send, pending, sent, remaining: countdown.remaining }
}
