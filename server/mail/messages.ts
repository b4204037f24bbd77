import type { CatalogueLanguage } from '../../generated/error-catalogue.ts'
import type { Mail } from './mailer.ts'

const purposeText = {
  register: { 'zh-CN': '注册开发者账号', en: 'registering your developer account' },
  findPassword: { 'zh-CN': '找回密码', en: 'resetting your password' },
  updateEmailOld: {
    'zh-CN': '更换登录邮箱（验证当前邮箱）',
    en: 'changing your e-mail (current address)',
  },
  updateEmailNew: {
    'zh-CN': '更换登录邮箱（验证新邮箱）',
    en: 'changing your e-mail (new address)',
  },
} as const

export type EmailPurpose = keyof typeof purposeText

export function codeMail(
  to: string,
  purpose: EmailPurpose,
  code: string,
  lang: CatalogueLanguage,
): Mail {
  const what = purposeText[purpose][lang]
  return lang === 'en'
    ? {
        to,
        subject: `Your verification code: ${code}`,
        text: `Your code for ${what} is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this mail.`,
      }
    : {
        to,
        subject: `您的验证码：${code}`,
        text: `您正在${what}，验证码为 ${code}，10 分钟内有效。如非本人操作，请忽略本邮件。`,
      }
}

export function smsText(code: string, lang: CatalogueLanguage) {
  return lang === 'en'
    ? `Your developer portal confirmation code is ${code}, valid for 10 minutes.`
    : `您的开发者平台确认码为 ${code}，10 分钟内有效。`
}

const typeText = {
  completeProfile: '完善账号信息 / Complete profile',
  accountInfo: '开发者类型变更 / Developer type change',
  legalPerson: '法人信息变更 / Legal person change',
  emailRecovery: '账号找回 / Account recovery',
} as const

/** Staff decisions go to the applicant in both languages: the CLI does not know theirs. */
export function decisionMail(
  to: string,
  record: { id: string | number; type: keyof typeof typeText },
  approved: boolean,
  comment: string,
): Mail {
  const zh = approved ? '已通过' : '未通过'
  const en = approved ? 'approved' : 'rejected'
  return {
    to,
    subject: `审核结果：${zh} / Review ${en} (#${record.id})`,
    text:
      `您的申请 #${record.id}（${typeText[record.type]}）${zh}。\n审核意见：${comment}\n\n` +
      `Your application #${record.id} (${typeText[record.type]}) was ${en}.\nComment: ${comment}\n`,
  }
}
