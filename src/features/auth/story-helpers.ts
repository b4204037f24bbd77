// What the auth screens' stories share: captcha handlers, and the waits and
// assertions a play function needs. Texts are the zh-CN ones the stories render in.
import { expect, userEvent, type within } from 'storybook/test'
import { captchaFixture, ticketFixture } from '@mocks/fixtures'
import { answerData } from '@mocks/handlers'

export type Canvas = ReturnType<typeof within>

/** A captcha to show, and the check of its answer (by default a success). */
export const captchaHandlers = (verify = answerData('verifyImgCaptcha', ticketFixture)) => [
  answerData('getVerificationCode', captchaFixture),
  verify,
]

/** The captcha image has loaded (every call that needs the captcha needs its id). */
export async function captchaShown(canvas: Canvas) {
  await expect(
    await canvas.findByRole('img', { name: '图形验证码，看不清可点击刷新' }),
  ).toBeVisible()
}

/** The fields of registration and password reset. */
export const emailPasswordFields = (canvas: Canvas) => ({
  email: canvas.getByRole('textbox', { name: '邮箱' }),
  captcha: canvas.getByRole('textbox', { name: '图形验证码' }),
  emailCode: canvas.getByRole('textbox', { name: '邮箱验证码' }),
  password: canvas.getByLabelText(/^新密码/),
  confirmPassword: canvas.getByLabelText(/^确认密码/),
})

/** E-mail and captcha, then "send code". */
export async function sendEmailCode(canvas: Canvas, email = 'dev@example.com') {
  await captchaShown(canvas)
  const fields = emailPasswordFields(canvas)
  await userEvent.type(fields.email, email)
  await userEvent.type(fields.captcha, 'A3b9')
  await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }))
}

/**
 * Fill in a complete registration or password-reset form and press `submit`; returns the submit
 * button, taken before the click (while loading, its label gives way to a spinner).
 */
export async function fillEmailPasswordForm(
  canvas: Canvas,
  submit: string,
  password: string,
  confirmPassword = password,
) {
  const button = canvas.getByRole('button', { name: submit })
  const fields = emailPasswordFields(canvas)
  await userEvent.type(fields.email, 'dev@example.com')
  await userEvent.type(fields.emailCode, '123456')
  await userEvent.type(fields.password, password)
  await userEvent.type(fields.confirmPassword, confirmPassword)
  await userEvent.click(button)
  return button
}
