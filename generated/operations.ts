// Generated from openapi/openapi.yaml (x-codes and x-reasons of every operation) by scripts/generate-catalogue.ts.
// Do not edit: change the contract and run `npm run generate`.

/**
 * Each operation's method and path, the codes it may answer (`x-codes`) and the reason a code
 * carries (`x-reasons`).
 */
export const operations = {
  queryAccountInfo: {
    method: 'GET',
    path: '/api/p/account/queryAccountInfo',
    codes: [0, 10005],
    reasons: {},
  },
  getVerificationCode: {
    method: 'GET',
    path: '/api/p/account/getVerificationCode',
    codes: [0, 440, 441, 443],
    reasons: {},
  },
  verifyImgCaptcha: {
    method: 'POST',
    path: '/api/p/account/verifyImgCaptcha',
    codes: [0, 440, 441, 10002, 443],
    reasons: {
      '10002': 'captcha',
    },
  },
  sendEmailVerificationCode: {
    method: 'POST',
    path: '/api/p/account/sendEmailVerificationCode',
    codes: [0, 440, 441, 10002, 10005, 10101, 10102, 10103, 10104, 10105, 10106, 10107, 443],
    reasons: {
      '10002': 'captcha',
    },
  },
  findPassword: {
    method: 'POST',
    path: '/api/p/account/findPassword',
    codes: [0, 440, 441, 10003, 10102, 10103, 11005, 443],
    reasons: {},
  },
  queryAccountByEmail: {
    method: 'POST',
    path: '/api/p/account/queryAccountByEmail',
    codes: [0, 440, 441, 10002, 10102, 10103, 443],
    reasons: {
      '10002': 'captcha',
    },
  },
  register: {
    method: 'POST',
    path: '/api/p/account/register',
    codes: [0, 440, 441, 10003, 10101, 10102, 11003, 443],
    reasons: {},
  },
  updatePassword: {
    method: 'POST',
    path: '/api/p/account/updatePassword',
    codes: [0, 440, 441, 10005, 10010, 10011, 11006, 443],
    reasons: {},
  },
  queryChangeRecordPage: {
    method: 'GET',
    path: '/api/p/accountChangeRecord/queryPage',
    codes: [0, 441, 10005],
    reasons: {},
  },
  revokeReview: {
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
    method: 'GET',
    path: '/api/p/accountChangeRecord/queryInfo',
    codes: [0, 440, 441, 10005],
    reasons: {
      '441': 'recordNotFound',
    },
  },
  updateEmail: {
    method: 'POST',
    path: '/api/p/account/updateEmail',
    codes: [0, 440, 441, 10003, 10005, 10102, 10106, 10107, 11007, 443],
    reasons: {},
  },
  updateEmailApply: {
    method: 'POST',
    path: '/api/p/account/updateEmailApply',
    codes: [0, 440, 441, 10002, 10102, 10106, 10107, 11007, 443],
    reasons: {
      '10002': 'recoveryTicket',
      '11007': 'alreadyReviewing',
    },
  },
  sendConfirmSms: {
    method: 'POST',
    path: '/api/p/tool/sendConfirmSms',
    codes: [0, 440, 441, 10005, 10104, 10105, 443],
    reasons: {
      '10105': 'smsNotSent',
    },
  },
  updateContactInfo: {
    method: 'POST',
    path: '/api/p/account/updateContactInfo',
    codes: [0, 440, 441, 10002, 10005, 11001, 443],
    reasons: {
      '10002': 'smsCode',
    },
  },
  updateAccountInfo: {
    method: 'POST',
    path: '/api/p/accountChangeRecord/updateAccountInfo',
    codes: [0, 440, 441, 10005, 11001, 21002],
    reasons: {
      '441': 'sameDeveloperType',
      '21002': 'alreadyReviewing',
    },
  },
  updateLegalPersonInfo: {
    method: 'POST',
    path: '/api/p/accountChangeRecord/updateLegalPersonInfo',
    codes: [0, 440, 441, 10005, 11001, 21002],
    reasons: {
      '441': 'developerTypeMismatch',
      '21002': 'alreadyReviewing',
    },
  },
  queryIdTypes: {
    method: 'POST',
    path: '/api/p/filings/enum/queryFzrZjlx',
    codes: [0],
    reasons: {},
  },
  revokeCompleteAccountInfo: {
    method: 'POST',
    path: '/api/p/account/revokeCompleteAccountInfo',
    codes: [0, 10005, 11004],
    reasons: {
      '11004': 'notReviewing',
    },
  },
  completeAccountInfo: {
    method: 'POST',
    path: '/api/p/account/completeAccountInfo',
    codes: [0, 440, 441, 10002, 10005, 11002, 11004, 443],
    reasons: {
      '10002': 'smsCode',
      '11004': 'alreadyReviewing',
    },
  },
  accountLogin: {
    method: 'POST',
    path: '/api/login/accountLogin',
    codes: [0, 440, 441, 10001, 10004, 10006, 31001, 99001, 443],
    reasons: {},
  },
  verifyLoginCaptcha: {
    method: 'POST',
    path: '/api/login/verifyImgCaptcha',
    codes: [0, 440, 441, 10002, 443],
    reasons: {
      '10002': 'captcha',
    },
  },
  logout: {
    method: 'POST',
    path: '/api/login/logout',
    codes: [0, 10005],
    reasons: {},
  },
  listSessions: {
    method: 'GET',
    path: '/api/p/account/sessions',
    codes: [0, 10005],
    reasons: {},
  },
  endSession: {
    method: 'POST',
    path: '/api/p/account/sessions/end',
    codes: [0, 440, 441, 10005],
    reasons: {
      '441': 'sessionNotFound',
    },
  },
  endOtherSessions: {
    method: 'POST',
    path: '/api/p/account/sessions/endOthers',
    codes: [0, 10005],
    reasons: {},
  },
  getAccountSecurity: {
    method: 'GET',
    path: '/api/p/account/security',
    codes: [0, 10005],
    reasons: {},
  },
  verifyIdentity: {
    method: 'POST',
    path: '/api/p/account/security/verify',
    codes: [0, 440, 441, 10005, 10010, 31002, 31004, 31007, 443],
    reasons: {},
  },
  startTwoStep: {
    method: 'POST',
    path: '/api/p/account/security/twoStep/start',
    codes: [0, 10005, 31005, 31008],
    reasons: {},
  },
  confirmTwoStep: {
    method: 'POST',
    path: '/api/p/account/security/twoStep/confirm',
    codes: [0, 440, 441, 10005, 31002, 31004, 31005],
    reasons: {
      '441': 'twoStepNotStarted',
    },
  },
  disableTwoStep: {
    method: 'POST',
    path: '/api/p/account/security/twoStep/disable',
    codes: [0, 440, 441, 10005, 10010, 31002, 31004, 31006],
    reasons: {},
  },
  renewRecoveryCodes: {
    method: 'POST',
    path: '/api/p/account/security/twoStep/recoveryCodes',
    codes: [0, 10005, 31006, 31008],
    reasons: {},
  },
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/api/p/account/security/passkeys/options',
    codes: [0, 441, 10005, 31008],
    reasons: {
      '441': 'passkeyLimit',
    },
  },
  registerPasskey: {
    method: 'POST',
    path: '/api/p/account/security/passkeys/register',
    codes: [0, 440, 441, 10005, 31007, 31008],
    reasons: {
      '441': 'passkeyLimit',
    },
  },
  removePasskey: {
    method: 'POST',
    path: '/api/p/account/security/passkeys/remove',
    codes: [0, 440, 441, 10005, 31008],
    reasons: {
      '441': 'passkeyNotFound',
    },
  },
  accountLoginSecondStep: {
    method: 'POST',
    path: '/api/login/secondStep',
    codes: [0, 440, 441, 10006, 31002, 31003, 31004, 31007, 443],
    reasons: {},
  },
  passkeyLoginOptions: {
    method: 'POST',
    path: '/api/login/passkeyOptions',
    codes: [0, 443],
    reasons: {},
  },
  passkeyLogin: {
    method: 'POST',
    path: '/api/login/passkeyLogin',
    codes: [0, 440, 441, 10006, 31007, 443],
    reasons: {},
  },
  staffSetupStart: {
    method: 'POST',
    path: '/api/staff/setup/start',
    codes: [0, 440, 441, 30001, 443],
    reasons: {},
  },
  staffSetupConfirm: {
    method: 'POST',
    path: '/api/staff/setup/confirm',
    codes: [0, 440, 441, 30001, 30002, 443],
    reasons: {},
  },
  staffLogin: {
    method: 'POST',
    path: '/api/staff/login',
    codes: [0, 440, 441, 10001, 30002, 30005, 443],
    reasons: {},
  },
  staffLogout: {
    method: 'POST',
    path: '/api/staff/logout',
    codes: [0, 10005],
    reasons: {},
  },
  staffMe: {
    method: 'GET',
    path: '/api/staff/me',
    codes: [0, 10005],
    reasons: {},
  },
  staffQueue: {
    method: 'GET',
    path: '/api/staff/queue',
    codes: [0, 441, 10005],
    reasons: {},
  },
  staffRecord: {
    method: 'GET',
    path: '/api/staff/record',
    codes: [0, 440, 441, 10005],
    reasons: {
      '441': 'recordNotFound',
    },
  },
  staffRevealIdentity: {
    method: 'POST',
    path: '/api/staff/record/reveal',
    codes: [0, 440, 441, 10005],
    reasons: {
      '441': 'recordNotFound',
    },
  },
  staffDecide: {
    method: 'POST',
    path: '/api/staff/record/decide',
    codes: [0, 440, 441, 10005, 30003, 30004],
    reasons: {
      '441': 'recordNotFound',
    },
  },
  staffSetAccountFrozen: {
    method: 'POST',
    path: '/api/staff/account/freeze',
    codes: [0, 440, 441, 10005, 21004, 21005],
    reasons: {},
  },
  staffAuditLog: {
    method: 'GET',
    path: '/api/staff/audit',
    codes: [0, 441, 10005, 21004],
    reasons: {},
  },
} as const

export type OperationId = keyof typeof operations

export type OperationCode<O extends OperationId> = (typeof operations)[O]['codes'][number]
