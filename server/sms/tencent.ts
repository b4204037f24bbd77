import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms'
import type { TencentSmsSettings } from '../settings.ts'
import { shortReason, SmsSendError, type SmsProvider } from './sms.ts'

const { Client } = tencentcloud.sms.v20210111

/**
 * Tencent Cloud SMS (SendSms 2021-01-11): the application, sign name and template of the console;
 * the code is the template's one parameter (`{1}`). The SDK does not retry.
 */
export function tencentSms(config: TencentSmsSettings): SmsProvider {
  const endpoint = config.endpoint ? new URL(config.endpoint) : undefined
  const client = new Client({
    credential: { secretId: config.secretId, secretKey: config.secretKey },
    region: config.region,
    profile: {
      httpProfile: {
        // Unset: sms.tencentcloudapi.com over HTTPS.
        ...(endpoint && { endpoint: endpoint.host, protocol: `${endpoint.protocol}//` }),
        reqTimeout: Math.ceil(config.timeoutMs / 1000),
      },
    },
  })
  return {
    async send({ to, code }) {
      let status: { Code?: string; Message?: string } | undefined
      try {
        const answer = await client.SendSms({
          PhoneNumberSet: [`+86${to}`],
          SmsSdkAppId: config.sdkAppId,
          SignName: config.signName,
          TemplateId: config.templateId,
          TemplateParamSet: [code],
        })
        status = answer.SendStatusSet?.[0]
      } catch (error) {
        const tencentCode = (error as { code?: string }).code
        const reason = shortReason(error, code)
        throw new SmsSendError('tencent', tencentCode ? `${tencentCode}: ${reason}` : reason)
      }
      // A refused number (a limit, a wrong template…) is a success of the call with a status that is not Ok.
      if (status?.Code !== 'Ok') {
        const refusal = `${status?.Code ?? 'no status'}: ${status?.Message ?? ''}`
        throw new SmsSendError('tencent', shortReason(refusal, code))
      }
    },
  }
}
