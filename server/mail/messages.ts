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
        subject: 'Your verification code',
        text: `Your code for ${what} is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this mail.`,
      }
    : {
        to,
        subject: '您的验证码',
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
  /** Null: an approval without a comment (the console allows it; a rejection always has one). */
  comment: string | null,
  /** An approved account recovery removed two-step sign-in and passkeys the account had. */
  factorsRemoved = false,
): Mail {
  const zh = approved ? '已通过' : '未通过'
  const en = approved ? 'approved' : 'rejected'
  return {
    to,
    subject: `审核结果：${zh} / Review ${en} (#${record.id})`,
    text:
      `您的申请 #${record.id}（${typeText[record.type]}）${zh}。\n` +
      (comment === null ? '' : `审核意见：${comment}\n`) +
      (factorsRemoved
        ? '账号的两步验证（验证器和恢复码）和通行密钥已被移除，请登录后在账号安全页面重新设置。\n'
        : '') +
      `\nYour application #${record.id} (${typeText[record.type]}) was ${en}.\n` +
      (comment === null ? '' : `Comment: ${comment}\n`) +
      (factorsRemoved
        ? 'Two-step sign-in (the authenticator and recovery codes) and the passkeys were removed from the account: sign in and set them up again on the security page.\n'
        : ''),
  }
}

// Notices go to the account in both languages: the change may not have been made by its owner,
// and nothing tells which language they read.
const when = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ') + ' UTC'
const notSelf = {
  zh: '如非本人操作，请立即通过找回密码或账号找回保护账号，并联系我们。',
  en: 'If this was not you, reset your password or recover the account at once, and contact us.',
}

/**
 * A reviewer's decision on an app version, to its developer in both languages (the console does
 * not know theirs), with the comment the app's page shows too.
 */
export function versionDecisionMail(
  to: string,
  app: { package_name: string; name_zh: string },
  version: { version_code: number; version_name: string | null },
  approved: boolean,
  comment: string | undefined,
): Mail {
  const zh = approved ? '已通过审核' : '未通过审核'
  const en = approved ? 'was approved' : 'was rejected'
  const name = version.version_name ?? String(version.version_code)
  const what = `${app.name_zh} (${app.package_name}) ${name} (versionCode ${version.version_code})`
  return {
    to,
    subject: `版本审核结果：${zh} / App version ${en}: ${app.package_name} ${name}`,
    text:
      `您的应用版本 ${what} ${zh}。\n` +
      (comment ? `审核意见：${comment}\n` : '') +
      (approved ? '您现在可以在应用页面发布该版本。\n' : '') +
      `\nYour app version ${what} ${en}.\n` +
      (comment ? `Comment: ${comment}\n` : '') +
      (approved ? "You can now release it from the app's page.\n" : ''),
  }
}

export function passwordChangedMail(to: string, at: Date): Mail {
  return {
    to,
    subject: '您的密码已修改 / Your password was changed',
    text:
      `您的开发者账号密码已于 ${when(at)} 修改，其他登录状态已退出。\n${notSelf.zh}\n\n` +
      `The password of your developer account was changed at ${when(at)}; other sessions were ended.\n${notSelf.en}\n`,
  }
}

export function emailChangedMail(to: string, newEmailMasked: string, at: Date): Mail {
  return {
    to,
    subject: '您的登录邮箱已更换 / Your sign-in e-mail was changed',
    text:
      `您的开发者账号登录邮箱已于 ${when(at)} 更换为 ${newEmailMasked}，此邮箱不再用于登录。\n${notSelf.zh}\n\n` +
      `The sign-in e-mail of your developer account was changed to ${newEmailMasked} at ${when(at)}; this address no longer signs in.\n${notSelf.en}\n`,
  }
}

export function recoveryFiledMail(to: string, recordId: string | number, at: Date): Mail {
  return {
    to,
    subject: `账号找回申请已提交 / An account recovery was requested (#${recordId})`,
    text:
      `${when(at)} 有人为您的开发者账号提交了账号找回申请（#${recordId}），请求将登录邮箱更换为新地址，工作人员审核后生效。\n` +
      `如非本人操作，请联系我们，审核人员将拒绝该申请。\n\n` +
      `At ${when(at)} someone asked to move your developer account to a new e-mail (recovery application #${recordId}); staff review it before anything changes.\n` +
      `If this was not you, contact us and the reviewers will reject it.\n`,
  }
}

export interface SignInNotice {
  at: Date
  browser: string | null
  os: string | null
  /** Partly hidden (client-address.ts's maskAddress). */
  address: string
  /** The account's security page, where the session can be ended. */
  securityUrl: string
}

export function newDeviceSignInMail(to: string, notice: SignInNotice): Mail {
  const { at, browser, os, address, securityUrl } = notice
  const device = {
    zh: [browser ?? '未知浏览器', os ?? '未知系统'].join('，'),
    en: [browser ?? 'an unknown browser', os ?? 'an unknown system'].join(', '),
  }
  return {
    to,
    subject: '新设备登录提醒 / New sign-in to your developer account',
    text:
      `您的开发者账号于 ${when(at)} 在一台新设备上登录。\n` +
      `设备：${device.zh}\n地址：${address}\n` +
      `如是您本人，无需处理。如非本人操作，请在账号安全页面结束该登录并修改密码：\n${securityUrl}\n\n` +
      `Your developer account was signed in to from a new device at ${when(at)}.\n` +
      `Device: ${device.en}\nAddress: ${address}\n` +
      `If this was you, there is nothing to do. If it was not, end that session on the security page and change your password:\n${securityUrl}\n`,
  }
}

/** The second-factor changes a notice is mailed for (tag `security`). */
export type SecurityChange =
  | { kind: 'twoStepOn' }
  | { kind: 'twoStepOff' }
  | { kind: 'recoveryCodesRenewed' }
  | { kind: 'passkeyAdded'; name: string }
  | { kind: 'passkeyRemoved'; name: string }
  | { kind: 'recoveryCodeSignIn'; left: number }

function securityChangeText(change: SecurityChange) {
  switch (change.kind) {
    case 'twoStepOn':
      return {
        subject: '两步验证已开启 / Two-step sign-in was turned on',
        zh: '您的开发者账号已开启两步验证：用密码登录时还需输入验证器中的验证码。请妥善保存恢复码。',
        en: 'Two-step sign-in was turned on for your developer account: signing in with the password now also asks for a code from your authenticator. Keep your recovery codes safe.',
      }
    case 'twoStepOff':
      return {
        subject: '两步验证已关闭 / Two-step sign-in was turned off',
        zh: '您的开发者账号已关闭两步验证，验证器和恢复码均已失效；通行密钥仍可登录。',
        en: 'Two-step sign-in was turned off for your developer account: the authenticator and the recovery codes no longer work; passkeys still sign in.',
      }
    case 'recoveryCodesRenewed':
      return {
        subject: '恢复码已更换 / Your recovery codes were replaced',
        zh: '您的开发者账号已生成新的恢复码，旧的恢复码均已失效。',
        en: 'New recovery codes were made for your developer account; the old ones no longer work.',
      }
    case 'passkeyAdded':
      return {
        subject: '已添加通行密钥 / A passkey was added',
        zh: `您的开发者账号添加了通行密钥“${change.name}”，它可以直接登录账号。`,
        en: `The passkey "${change.name}" was added to your developer account; it signs in on its own.`,
      }
    case 'passkeyRemoved':
      return {
        subject: '已删除通行密钥 / A passkey was removed',
        zh: `您的开发者账号删除了通行密钥“${change.name}”，它不能再登录账号。`,
        en: `The passkey "${change.name}" was removed from your developer account; it no longer signs in.`,
      }
    case 'recoveryCodeSignIn':
      return {
        subject: '有人使用恢复码登录 / A recovery code was used to sign in',
        zh: `您的开发者账号使用恢复码完成了登录，剩余 ${change.left} 个恢复码。恢复码不多时，请在账号安全页面生成新的恢复码。`,
        en: `Your developer account was signed in to with a recovery code; ${change.left} ${change.left === 1 ? 'code is' : 'codes are'} left. When few are left, make new ones on the security page.`,
      }
  }
}

/** A notice of a change to the account's second factors, with a link to the security page. */
export function securityChangeMail(
  to: string,
  change: SecurityChange,
  at: Date,
  securityUrl: string,
): Mail {
  const text = securityChangeText(change)
  return {
    to,
    subject: text.subject,
    text:
      `${text.zh}\n时间：${when(at)}\n${notSelf.zh}\n${securityUrl}\n\n` +
      `${text.en}\nTime: ${when(at)}\n${notSelf.en}\n${securityUrl}\n`,
  }
}

/** A vendor's names and the vendor developer account a binding notice is about. */
export interface BindingNotice {
  vendor: { name_zh: string; name_en: string }
  vendorDeveloperId: string
  vendorDeveloperName: string | null
  at: Date
}

const vendorAccount = (notice: BindingNotice) =>
  notice.vendorDeveloperName
    ? `${notice.vendorDeveloperName} (${notice.vendorDeveloperId})`
    : notice.vendorDeveloperId

/**
 * A vendor developer account was bound to the account: from now on the versions the alliance
 * approves go to that vendor too (and the released ones went at once).
 */
export function vendorBoundMail(to: string, notice: BindingNotice): Mail {
  const { vendor, at } = notice
  const who = vendorAccount(notice)
  return {
    to,
    subject: `已绑定厂商开发者账号 / A vendor developer account was bound: ${vendor.name_en}`,
    text:
      `您的开发者账号已于 ${when(at)} 绑定${vendor.name_zh}的开发者账号 ${who}。此后联盟审核通过的应用版本也会提交给该厂商审核，已发布的版本已同时提交。\n${notSelf.zh}\n\n` +
      `The ${vendor.name_en} developer account ${who} was bound to your developer account at ${when(at)}. App versions the alliance approves now go to that vendor for its review too; the released ones went at once.\n${notSelf.en}\n`,
  }
}

/** The binding at a vendor was removed: new approvals no longer go there. */
export function vendorUnboundMail(to: string, notice: BindingNotice): Mail {
  const { vendor, at } = notice
  const who = vendorAccount(notice)
  return {
    to,
    subject: `已解除厂商开发者账号绑定 / A vendor developer account was unbound: ${vendor.name_en}`,
    text:
      `您的开发者账号已于 ${when(at)} 解除与${vendor.name_zh}开发者账号 ${who} 的绑定。此后审核通过的版本不再提交给该厂商，已提交的版本保持原状态。\n${notSelf.zh}\n\n` +
      `The ${vendor.name_en} developer account ${who} was unbound from your developer account at ${when(at)}. Versions approved from now on no longer go to that vendor; those it has keep their state.\n${notSelf.en}\n`,
  }
}

/** What a vendor did with a version it was given. */
export type DistributionStep = 'approved' | 'rejected' | 'released' | 'offline'

const distributionStepText: Record<DistributionStep, { zh: string; en: string }> = {
  approved: { zh: '已通过该厂商审核', en: 'was approved by' },
  rejected: { zh: '未通过该厂商审核', en: 'was rejected by' },
  released: { zh: '已在该厂商发布', en: 'was released at' },
  offline: { zh: '已在该厂商下架', en: 'was taken offline at' },
}

/**
 * A vendor's decision, release or take-offline of an app version, to its developer in both
 * languages, with the vendor's comment the version's page shows too.
 */
export function distributionMail(
  to: string,
  app: { package_name: string; name_zh: string },
  version: { version_code: number; version_name: string | null },
  vendor: { name_zh: string; name_en: string },
  step: DistributionStep,
  comment: string | null,
): Mail {
  const text = distributionStepText[step]
  const name = version.version_name ?? String(version.version_code)
  const what = `${app.name_zh} (${app.package_name}) ${name} (versionCode ${version.version_code})`
  return {
    to,
    subject: `${vendor.name_zh}：版本${text.zh} / App version ${text.en} ${vendor.name_en}: ${app.package_name} ${name}`,
    text:
      `您的应用版本 ${what} ${text.zh}（${vendor.name_zh}）。\n` +
      (comment ? `厂商意见：${comment}\n` : '') +
      (step === 'approved' ? '您现在可以在应用页面将该版本发布到该厂商。\n' : '') +
      `\nYour app version ${what} ${text.en} ${vendor.name_en}.\n` +
      (comment ? `The vendor's comment: ${comment}\n` : '') +
      (step === 'approved' ? "You can now release it at that vendor from the app's page.\n" : ''),
  }
}
