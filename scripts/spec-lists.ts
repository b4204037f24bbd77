// The calls (section 7) and error codes (section 8) of ../shared/spec/portal-spec.md, as written
// there, for the tests that hold the contract and the catalogue to them.

export const specCalls = `
GET /api/p/account/queryAccountInfo
GET /api/p/account/getVerificationCode
POST /api/p/account/verifyImgCaptcha
POST /api/p/account/sendEmailVerificationCode
POST /api/p/account/findPassword
POST /api/p/account/queryAccountByEmail
POST /api/p/account/register
POST /api/p/account/updatePassword
GET /api/p/accountChangeRecord/queryPage
POST /api/p/accountChangeRecord/revokeReview
GET /api/p/accountChangeRecord/queryInfo
POST /api/p/account/updateEmail
POST /api/p/account/updateEmailApply
POST /api/p/tool/sendConfirmSms
POST /api/p/account/updateContactInfo
POST /api/p/accountChangeRecord/updateAccountInfo
POST /api/p/accountChangeRecord/updateLegalPersonInfo
POST /api/p/filings/enum/queryFzrZjlx
POST /api/p/account/revokeCompleteAccountInfo
POST /api/p/account/completeAccountInfo
POST /api/login/accountLogin
POST /api/login/verifyImgCaptcha
POST /api/login/logout`
  .trim()
  .split('\n')

export const specCodes = [
  200, 404, 405, 440, 441, 442, 443, 500, 10001, 10002, 10003, 10004, 10005, 10006, 10010, 10011,
  10101, 10102, 10103, 10104, 10105, 10106, 10107, 11001, 11002, 11003, 11004, 11005, 11006, 11007,
  11101, 11102, 11103, 11104, 11105, 11106, 12001, 12002, 12003, 12010, 12011, 12012, 12101, 12102,
  12103, 12104, 12105, 21001, 21002, 21003, 21004, 21005, 21006, 99001,
]
