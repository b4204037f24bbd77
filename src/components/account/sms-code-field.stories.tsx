import { Stack } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useForm } from 'react-hook-form'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import * as z from 'zod/mini'
import type { SmsPurpose } from '@generated/model'
import { CompleteAccountInfoBody } from '@generated/zod/account/account.zod'
import { answerData, answerFailure, answerNever } from '../../../mocks/handlers'
import { codeSentFixture } from '../../../mocks/fixtures'
import { lastParams, requestsTo } from '../../../mocks/request-log'
import { expectFieldError, expectToast } from '../../../mocks/story-helpers'
import { formResolver } from '@/components/form/validation'
import { SmsCodeField } from './sms-code-field'
import { useSmsCode } from './use-sms-code'
import { Code } from '@generated/error-catalogue'

const { phone, smsCode } = CompleteAccountInfoBody.def.options[0].shape
const schema = z.object({ phone, smsCode })

/** The field in a form, as a screen uses it, sending codes for `purpose`. */
function SmsForm({ purpose }: { purpose: SmsPurpose }) {
  const form = useForm({
    resolver: formResolver(schema),
    defaultValues: { phone: '', smsCode: '' },
  })
  const code = useSmsCode(form, purpose)
  return (
    <form noValidate>
      <Stack maxWidth="md">
        <SmsCodeField form={form} code={code} />
      </Stack>
    </form>
  )
}

const meta = {
  title: 'Account/SmsCodeField',
  component: SmsForm,
  args: { purpose: 'completeProfile' },
} satisfies Meta<typeof SmsForm>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const fields = (canvas: Canvas) => ({
  phone: canvas.getByRole('textbox', { name: '手机号码' }),
  code: canvas.getByRole('textbox', { name: '短信验证码' }),
  send: canvas.getByRole('button', { name: '发送验证码' }),
})

async function typePhoneAndSend(canvas: Canvas, phone = '13800138000') {
  const { phone: input, send } = fields(canvas)
  await userEvent.type(input, phone)
  await userEvent.click(send)
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { phone, code, send } = fields(within(canvasElement))
    await expect(phone).toHaveValue('')
    await expect(code).toHaveValue('')
    await expect(send).toBeEnabled()
  },
}

/** A malformed phone is refused on the phone field; nothing is sent. */
export const InvalidPhone: Story = {
  parameters: { msw: { handlers: [answerData('sendConfirmSms', codeSentFixture)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typePhoneAndSend(canvas, '1380013')
    await expectFieldError(fields(canvas).phone, '请输入 11 位手机号码')
    await expect(fields(canvas).phone).toHaveFocus()
    await expect(requestsTo('sendConfirmSms')).toHaveLength(0)
  },
}

export const CodeSent: Story = {
  parameters: { msw: { handlers: [answerData('sendConfirmSms', codeSentFixture)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typePhoneAndSend(canvas)
    await expectToast('验证码已发送至 13800138000，10 分钟内有效')
    await expect(lastParams('sendConfirmSms')).toEqual({
      phone: '13800138000',
      purpose: 'completeProfile',
    })
    await expect(await canvas.findByRole('button', { name: /秒后重发/ })).toBeDisabled()
  },
}

/** The contact change asks for codes of its own purpose. */
export const ContactPurposeEnglish: Story = {
  args: { purpose: 'contact' },
  globals: { locale: 'en' },
  parameters: { msw: { handlers: [answerData('sendConfirmSms', codeSentFixture)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), '13900139000')
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await expectToast('A code was sent to 13900139000; it is valid for 10 minutes')
    await expect(lastParams('sendConfirmSms')).toEqual({ phone: '13900139000', purpose: 'contact' })
    await expect(await canvas.findByRole('button', { name: /Again in/ })).toBeDisabled()
  },
}

export const SendPending: Story = {
  parameters: { msw: { handlers: [answerNever('sendConfirmSms')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const { send } = fields(canvas)
    await typePhoneAndSend(canvas)
    await waitFor(() => expect(send).toBeDisabled())
    await expect(send).toHaveAttribute('data-loading')
  },
}

/** 10104: a code for this number and purpose was sent less than 60 s ago. */
export const TooOften: Story = {
  parameters: { msw: { handlers: [answerFailure('sendConfirmSms', Code.sentTooOften)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typePhoneAndSend(canvas)
    await expectFieldError(fields(canvas).code, '发送过于频繁，请稍后再试')
    await expect(fields(canvas).send).toBeEnabled()
  },
}

/** 10105 (reason smsNotSent): the SMS gateway refused or did not answer. */
export const SendFailed: Story = {
  parameters: { msw: { handlers: [answerFailure('sendConfirmSms', Code.sendFailed)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typePhoneAndSend(canvas)
    await expectFieldError(fields(canvas).code, '短信发送失败，请稍后重试')
  },
}

/** 443: the server is busy (rate limit). */
export const Busy: Story = {
  parameters: { msw: { handlers: [answerFailure('sendConfirmSms', Code.busy)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typePhoneAndSend(canvas)
    await expectFieldError(fields(canvas).code, '网络繁忙，请稍后重新提交')
  },
}
