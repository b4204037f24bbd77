// The portal's API as the benchmarks and `measure:start` call it: form-encoded, as the forms send,
// against a server they started with DEV_MODE=1 (the outbox) and CAPTCHA_FIXED_ANSWER.

/** The captcha answer the scripts start their server with (CAPTCHA_FIXED_ANSWER). */
export const FIXED_CAPTCHA = 'AB12'

/** A resident ID whose check character is right, for the profiles the scripts file. */
const RESIDENT_ID = '11010519491231002X'

export function devApi(base: string) {
  /** One call; anything but code 0 throws. */
  async function call(url: string, form?: Record<string, string>, token?: string) {
    const res = await fetch(base + url, {
      method: form ? 'POST' : 'GET',
      headers: {
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(token ? { token } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    })
    const json = (await res.json()) as { code: number; data: Record<string, string> }
    if (json.code !== 0) throw new Error(`${url} answered ${JSON.stringify(json)}`)
    return json.data
  }

  /** The mail the server wrote to its outbox for `email`, newest first. */
  async function outbox(email: string) {
    const res = await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`)
    return (await res.json()) as { body: string }[]
  }

  /** Passes the captcha and asks for a sign-up code for `email`: it lands in the outbox. */
  async function sendSignUpCode(email: string) {
    const captcha = await call('/api/p/account/getVerificationCode?scene=register')
    const { ticket } = await call('/api/p/account/verifyImgCaptcha', {
      captchaId: captcha.captchaId!,
      answer: FIXED_CAPTCHA,
    })
    await call('/api/p/account/sendEmailVerificationCode', {
      email,
      purpose: 'register',
      ticket: ticket!,
    })
  }

  /** A new account, as the register page makes one; its session token. */
  async function signUp(email: string, password = 'Bench1234') {
    await sendSignUpCode(email)
    const code = /\b(\d{6})\b/.exec((await outbox(email))[0]!.body)![1]!
    const { token } = await call('/api/p/account/register', { email, emailCode: code, password })
    return token!
  }

  /**
   * Files an individual developer's profile, as the complete-profile page does, with the SMS code
   * sent to `phone`; the change record's id.
   */
  async function fileProfile(token: string, phone: string, extra: Record<string, string> = {}) {
    await call('/api/p/tool/sendConfirmSms', { phone, purpose: 'completeProfile' }, token)
    const smsCode = /\b(\d{6})\b/.exec((await outbox(phone))[0]!.body)![1]!
    const record = await call(
      '/api/p/account/completeAccountInfo',
      {
        developerType: 'individual',
        name: '韩梅梅',
        idType: 'RESIDENT_ID',
        idNumber: RESIDENT_ID,
        contactName: 'LiLei',
        phone,
        smsCode,
        ...extra,
      },
      token,
    )
    return Number(record.id)
  }

  return { call, outbox, sendSignUpCode, signUp, fileProfile }
}
