import * as dysmsapi from '@alicloud/dysmsapi20170525'
import { $OpenApiUtil } from '@alicloud/openapi-core'
import type { AliyunSmsSettings } from '../settings.ts'
import { shortReason, SmsSendError, type SmsProvider } from './sms.ts'

// A CommonJS module with `exports.default`: Node's ESM import gives the whole exports object as
// `default`, TypeScript's types the class itself.
const Client =
  (dysmsapi.default as unknown as { default?: typeof dysmsapi.default }).default ?? dysmsapi.default

/**
 * Alibaba Cloud SMS (Dysmsapi SendSms): the sign name and template of the console; the template's
 * variable is `${code}`. The SDK does not retry (a retry could send a second message).
 */
export function aliyunSms(config: AliyunSmsSettings): SmsProvider {
  const endpoint = config.endpoint ? new URL(config.endpoint) : undefined
  const client = new Client(
    new $OpenApiUtil.Config({
      accessKeyId: config.accessKeyId,
      accessKeySecret: config.accessKeySecret,
      regionId: config.region,
      // Unset: the region's public endpoint over HTTPS.
      endpoint: endpoint?.host,
      protocol: endpoint?.protocol.replace(':', ''),
      connectTimeout: config.timeoutMs,
      readTimeout: config.timeoutMs,
    }),
  )
  return {
    async send({ to, code }) {
      let answer: { code?: string; message?: string } | undefined
      try {
        const response = await client.sendSms(
          new dysmsapi.SendSmsRequest({
            phoneNumbers: to,
            signName: config.signName,
            templateCode: config.templateId,
            templateParam: JSON.stringify({ code }),
          }),
        )
        answer = response.body
      } catch (error) {
        throw new SmsSendError('aliyun', shortReason(error, code))
      }
      // A refusal (a wrong template, the number's daily limit…) is HTTP 200 with a Code other than OK.
      if (answer?.code !== 'OK') {
        const refusal = `${answer?.code ?? 'no answer'}: ${answer?.message ?? ''}`
        throw new SmsSendError('aliyun', shortReason(refusal, code))
      }
    },
  }
}
