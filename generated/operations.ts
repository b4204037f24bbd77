// Generated from openapi/openapi.yaml (x-codes and x-reasons of every operation) by scripts/generate-catalogue.ts.
// Do not edit: change the contract and run `npm run generate`.

/**
 * Each operation's tag, method and path, the codes it may answer (`x-codes`) and the reason a code
 * carries (`x-reasons`).
 */
export const operations = {
  queryAccountInfo: {
    tag: 'account',
    method: 'GET',
    path: '/api/p/account/queryAccountInfo',
    codes: [0, 10005],
    reasons: {},
  },
  getVerificationCode: {
    tag: 'captcha',
    method: 'GET',
    path: '/api/p/account/getVerificationCode',
    codes: [0, 440, 441, 443],
    reasons: {},
  },
  verifyImgCaptcha: {
    tag: 'captcha',
    method: 'POST',
    path: '/api/p/account/verifyImgCaptcha',
    codes: [0, 440, 441, 10002, 443],
    reasons: {
      '10002': 'captcha',
    },
  },
  sendEmailVerificationCode: {
    tag: 'account',
    method: 'POST',
    path: '/api/p/account/sendEmailVerificationCode',
    codes: [0, 440, 441, 10002, 10005, 10101, 10102, 10103, 10104, 10105, 10106, 10107, 443],
    reasons: {
      '10002': 'captcha',
    },
  },
  findPassword: {
    tag: 'account',
    method: 'POST',
    path: '/api/p/account/findPassword',
    codes: [0, 440, 441, 10003, 10102, 10103, 11005, 443],
    reasons: {},
  },
  queryAccountByEmail: {
    tag: 'account',
    method: 'POST',
    path: '/api/p/account/queryAccountByEmail',
    codes: [0, 440, 441, 10002, 10102, 10103, 443],
    reasons: {
      '10002': 'captcha',
    },
  },
  register: {
    tag: 'account',
    method: 'POST',
    path: '/api/p/account/register',
    codes: [0, 440, 441, 10003, 10101, 10102, 11003, 443],
    reasons: {},
  },
  updatePassword: {
    tag: 'account',
    method: 'POST',
    path: '/api/p/account/updatePassword',
    codes: [0, 440, 441, 10005, 10010, 10011, 11006, 443],
    reasons: {},
  },
  queryChangeRecordPage: {
    tag: 'changeRecord',
    method: 'GET',
    path: '/api/p/accountChangeRecord/queryPage',
    codes: [0, 441, 10005],
    reasons: {},
  },
  revokeReview: {
    tag: 'changeRecord',
    method: 'POST',
    path: '/api/p/accountChangeRecord/revokeReview',
    codes: [0, 440, 441, 10005, 21002, 21004],
    reasons: {
      '441': 'recordNotFound',
      '21002': 'notReviewing',
      '21004': 'notRevocable',
    },
  },
  queryChangeRecordInfo: {
    tag: 'changeRecord',
    method: 'GET',
    path: '/api/p/accountChangeRecord/queryInfo',
    codes: [0, 440, 441, 10005],
    reasons: {
      '441': 'recordNotFound',
    },
  },
  updateEmail: {
    tag: 'account',
    method: 'POST',
    path: '/api/p/account/updateEmail',
    codes: [0, 440, 441, 10003, 10005, 10102, 10106, 10107, 11007, 443],
    reasons: {},
  },
  updateEmailApply: {
    tag: 'account',
    method: 'POST',
    path: '/api/p/account/updateEmailApply',
    codes: [0, 440, 441, 10002, 10102, 10106, 10107, 11007, 443],
    reasons: {
      '10002': 'recoveryTicket',
      '11007': 'alreadyReviewing',
    },
  },
  sendConfirmSms: {
    tag: 'account',
    method: 'POST',
    path: '/api/p/tool/sendConfirmSms',
    codes: [0, 440, 441, 10005, 10104, 10105, 443],
    reasons: {
      '10105': 'smsNotSent',
    },
  },
  updateContactInfo: {
    tag: 'account',
    method: 'POST',
    path: '/api/p/account/updateContactInfo',
    codes: [0, 440, 441, 10002, 10005, 11001, 443],
    reasons: {
      '10002': 'smsCode',
    },
  },
  updateAccountInfo: {
    tag: 'changeRecord',
    method: 'POST',
    path: '/api/p/accountChangeRecord/updateAccountInfo',
    codes: [0, 440, 441, 10005, 11001, 21002],
    reasons: {
      '441': 'sameDeveloperType',
      '21002': 'alreadyReviewing',
    },
  },
  updateLegalPersonInfo: {
    tag: 'changeRecord',
    method: 'POST',
    path: '/api/p/accountChangeRecord/updateLegalPersonInfo',
    codes: [0, 440, 441, 10005, 11001, 21002],
    reasons: {
      '441': 'developerTypeMismatch',
      '21002': 'alreadyReviewing',
    },
  },
  queryIdTypes: {
    tag: 'reference',
    method: 'POST',
    path: '/api/p/filings/enum/queryFzrZjlx',
    codes: [0],
    reasons: {},
  },
  revokeCompleteAccountInfo: {
    tag: 'account',
    method: 'POST',
    path: '/api/p/account/revokeCompleteAccountInfo',
    codes: [0, 10005, 11004],
    reasons: {
      '11004': 'notReviewing',
    },
  },
  completeAccountInfo: {
    tag: 'account',
    method: 'POST',
    path: '/api/p/account/completeAccountInfo',
    codes: [0, 440, 441, 10002, 10005, 11002, 11004, 443],
    reasons: {
      '10002': 'smsCode',
      '11004': 'alreadyReviewing',
    },
  },
  accountLogin: {
    tag: 'login',
    method: 'POST',
    path: '/api/login/accountLogin',
    codes: [0, 440, 441, 10001, 10004, 10006, 31001, 99001, 443],
    reasons: {},
  },
  verifyLoginCaptcha: {
    tag: 'login',
    method: 'POST',
    path: '/api/login/verifyImgCaptcha',
    codes: [0, 440, 441, 10002, 443],
    reasons: {
      '10002': 'captcha',
    },
  },
  logout: {
    tag: 'login',
    method: 'POST',
    path: '/api/login/logout',
    codes: [0, 10005],
    reasons: {},
  },
  listSessions: {
    tag: 'security',
    method: 'GET',
    path: '/api/p/account/sessions',
    codes: [0, 10005],
    reasons: {},
  },
  endSession: {
    tag: 'security',
    method: 'POST',
    path: '/api/p/account/sessions/end',
    codes: [0, 440, 441, 10005],
    reasons: {
      '441': 'sessionNotFound',
    },
  },
  endOtherSessions: {
    tag: 'security',
    method: 'POST',
    path: '/api/p/account/sessions/endOthers',
    codes: [0, 10005],
    reasons: {},
  },
  getAccountSecurity: {
    tag: 'security',
    method: 'GET',
    path: '/api/p/account/security',
    codes: [0, 10005],
    reasons: {},
  },
  verifyIdentity: {
    tag: 'security',
    method: 'POST',
    path: '/api/p/account/security/verify',
    codes: [0, 440, 441, 10005, 10010, 31002, 31004, 31007, 443],
    reasons: {},
  },
  startTwoStep: {
    tag: 'security',
    method: 'POST',
    path: '/api/p/account/security/twoStep/start',
    codes: [0, 10005, 31005, 31008],
    reasons: {},
  },
  confirmTwoStep: {
    tag: 'security',
    method: 'POST',
    path: '/api/p/account/security/twoStep/confirm',
    codes: [0, 440, 441, 10005, 31002, 31004, 31005],
    reasons: {
      '441': 'twoStepNotStarted',
    },
  },
  disableTwoStep: {
    tag: 'security',
    method: 'POST',
    path: '/api/p/account/security/twoStep/disable',
    codes: [0, 440, 441, 10005, 10010, 31002, 31004, 31006],
    reasons: {},
  },
  renewRecoveryCodes: {
    tag: 'security',
    method: 'POST',
    path: '/api/p/account/security/twoStep/recoveryCodes',
    codes: [0, 10005, 31006, 31008],
    reasons: {},
  },
  passkeyRegistrationOptions: {
    tag: 'security',
    method: 'POST',
    path: '/api/p/account/security/passkeys/options',
    codes: [0, 441, 10005, 31008],
    reasons: {
      '441': 'passkeyLimit',
    },
  },
  registerPasskey: {
    tag: 'security',
    method: 'POST',
    path: '/api/p/account/security/passkeys/register',
    codes: [0, 440, 441, 10005, 31007, 31008],
    reasons: {
      '441': 'passkeyLimit',
    },
  },
  removePasskey: {
    tag: 'security',
    method: 'POST',
    path: '/api/p/account/security/passkeys/remove',
    codes: [0, 440, 441, 10005, 31008],
    reasons: {
      '441': 'passkeyNotFound',
    },
  },
  accountLoginSecondStep: {
    tag: 'security',
    method: 'POST',
    path: '/api/login/secondStep',
    codes: [0, 440, 441, 10006, 31002, 31003, 31004, 31007, 443],
    reasons: {},
  },
  passkeyLoginOptions: {
    tag: 'security',
    method: 'POST',
    path: '/api/login/passkeyOptions',
    codes: [0, 443],
    reasons: {},
  },
  passkeyLogin: {
    tag: 'security',
    method: 'POST',
    path: '/api/login/passkeyLogin',
    codes: [0, 440, 441, 10006, 31007, 443],
    reasons: {},
  },
  staffSetupStart: {
    tag: 'staff',
    method: 'POST',
    path: '/api/staff/setup/start',
    codes: [0, 440, 441, 30001, 443],
    reasons: {},
  },
  staffSetupConfirm: {
    tag: 'staff',
    method: 'POST',
    path: '/api/staff/setup/confirm',
    codes: [0, 440, 441, 30001, 30002, 443],
    reasons: {},
  },
  staffLogin: {
    tag: 'staff',
    method: 'POST',
    path: '/api/staff/login',
    codes: [0, 440, 441, 10001, 30002, 30005, 443],
    reasons: {},
  },
  staffLogout: {
    tag: 'staff',
    method: 'POST',
    path: '/api/staff/logout',
    codes: [0, 10005],
    reasons: {},
  },
  staffMe: {
    tag: 'staff',
    method: 'GET',
    path: '/api/staff/me',
    codes: [0, 10005],
    reasons: {},
  },
  staffQueue: {
    tag: 'staff',
    method: 'GET',
    path: '/api/staff/queue',
    codes: [0, 441, 10005],
    reasons: {},
  },
  staffRecord: {
    tag: 'staff',
    method: 'GET',
    path: '/api/staff/record',
    codes: [0, 440, 441, 10005],
    reasons: {
      '441': 'recordNotFound',
    },
  },
  staffRevealIdentity: {
    tag: 'staff',
    method: 'POST',
    path: '/api/staff/record/reveal',
    codes: [0, 440, 441, 10005],
    reasons: {
      '441': 'recordNotFound',
    },
  },
  staffDecide: {
    tag: 'staff',
    method: 'POST',
    path: '/api/staff/record/decide',
    codes: [0, 440, 441, 10005, 30003, 30004],
    reasons: {
      '441': 'recordNotFound',
    },
  },
  staffSetAccountFrozen: {
    tag: 'staff',
    method: 'POST',
    path: '/api/staff/account/freeze',
    codes: [0, 440, 441, 10005, 21004, 21005],
    reasons: {},
  },
  staffAuditLog: {
    tag: 'staff',
    method: 'GET',
    path: '/api/staff/audit',
    codes: [0, 441, 10005, 21004],
    reasons: {},
  },
} as const

export type OperationId = keyof typeof operations

export type OperationCode<O extends OperationId> = (typeof operations)[O]['codes'][number]

/** The operations of one contract tag. */
export type OperationOfTag<T extends string> = {
  [K in OperationId]: (typeof operations)[K]['tag'] extends T ? K : never
}[OperationId]
