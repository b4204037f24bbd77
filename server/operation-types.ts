import type * as Model from '../generated/model/index.ts'
import type { OperationId } from '../generated/operations.ts'

// What each operation's handler takes and gives, from the generated model: a handler that reads a
// field the contract does not send, or answers a shape it does not promise, fails the type check.

type NoInput = Record<string, never>

interface Types<Body, Data> {
  body: Body
  data: Data
}

/** The body (validated form or query, defaults applied) and the `data` of each operation. */
export interface OperationTypes {
  queryAccountInfo: Types<NoInput, Model.Account>
  getVerificationCode: Types<Model.GetVerificationCodeParams, Model.Captcha>
  verifyImgCaptcha: Types<Model.CaptchaAnswerRequest, Model.TicketData>
  verifyLoginCaptcha: Types<Model.CaptchaAnswerRequest, Model.TicketData>
  sendEmailVerificationCode: Types<Model.SendEmailCodeRequest, Model.CodeSent>
  findPassword: Types<Model.FindPasswordRequest, null>
  queryAccountByEmail: Types<Model.QueryAccountByEmailRequest, Model.AccountLookup>
  register: Types<Model.RegisterRequest, Model.Session>
  updatePassword: Types<Model.UpdatePasswordRequest, null>
  // pageNum and pageSize have defaults in the contract, which validation fills in.
  queryChangeRecordPage: Types<
    Model.QueryChangeRecordPageParams & { pageNum: number; pageSize: number },
    Model.ChangeRecordPage
  >
  revokeReview: Types<Model.RecordIdRequest, Model.ChangeRecordSummary>
  queryChangeRecordInfo: Types<Model.QueryChangeRecordInfoParams, Model.ChangeRecord>
  updateEmail: Types<Model.UpdateEmailRequest, null>
  updateEmailApply: Types<Model.UpdateEmailApplyRequest, Model.ChangeRecordSummary>
  sendConfirmSms: Types<Model.SendSmsRequest, Model.CodeSent>
  updateContactInfo: Types<Model.UpdateContactRequest, Model.Account>
  updateAccountInfo: Types<Model.UpdateAccountInfoRequest, Model.ChangeRecordSummary>
  updateLegalPersonInfo: Types<Model.UpdateLegalPersonRequest, Model.ChangeRecordSummary>
  queryIdTypes: Types<NoInput, Model.IdType[]>
  revokeCompleteAccountInfo: Types<NoInput, Model.ChangeRecordSummary>
  completeAccountInfo: Types<Model.CompleteAccountInfoRequest, Model.ChangeRecordSummary>
  accountLogin: Types<Model.LoginRequest, Model.Session>
  logout: Types<NoInput, null>
  listSessions: Types<NoInput, Model.ActiveSession[]>
  endSession: Types<Model.SessionIdRequest, null>
  endOtherSessions: Types<NoInput, Model.SessionsEnded>
  getAccountSecurity: Types<NoInput, Model.AccountSecurity>
  verifyIdentity: Types<Model.VerifyIdentityRequest, Model.IdentityVerified>
  startTwoStep: Types<NoInput, Model.AuthenticatorSecret>
  confirmTwoStep: Types<Model.AuthenticatorCodeRequest, Model.RecoveryCodes>
  disableTwoStep: Types<Model.DisableTwoStepRequest, null>
  renewRecoveryCodes: Types<NoInput, Model.RecoveryCodes>
  passkeyRegistrationOptions: Types<NoInput, Model.PasskeyOptions>
  registerPasskey: Types<Model.RegisterPasskeyRequest, Model.Passkey>
  removePasskey: Types<Model.PasskeyIdRequest, null>
  // With 31001 accountLogin answers the second step instead (an ApiError carrying it).
  accountLoginSecondStep: Types<Model.SecondStepRequest, Model.Session>
  passkeyLoginOptions: Types<NoInput, Model.PasskeyChallenge>
  passkeyLogin: Types<Model.PasskeyLoginRequest, Model.Session>
  staffSetupStart: Types<Model.StaffSetupStartRequest, Model.StaffSetup>
  staffSetupConfirm: Types<Model.StaffSetupConfirmRequest, Model.StaffEnrolled>
  staffLogin: Types<Model.StaffLoginRequest, Model.StaffSession>
  staffLogout: Types<NoInput, null>
  staffMe: Types<NoInput, Model.StaffMember>
  staffQueue: Types<
    Model.StaffQueueParams & { pageNum: number; pageSize: number },
    Model.StaffQueuePage
  >
  staffRecord: Types<Model.StaffRecordParams, Model.StaffRecord>
  staffRevealIdentity: Types<Model.RecordIdRequest, Model.RevealedIdentity>
  staffDecide: Types<Model.StaffDecideRequest, Model.StaffRecord>
  staffSetAccountFrozen: Types<Model.StaffFreezeRequest, Model.StaffApplicant>
  staffAuditLog: Types<
    Model.StaffAuditLogParams & { pageNum: number; pageSize: number },
    Model.AuditPage
  >
}

// Every operation of the contract has its types here, and nothing else does.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const everyOperationTyped: Exact<keyof OperationTypes, OperationId> = true
