import type * as Model from '../generated/model/index.ts'
import type { OperationId } from '../generated/operations.ts'

// What each operation's handler takes and gives, from the generated model: a handler that reads a
// field the contract does not send, or answers a shape it does not promise, fails the type check.

type NoInput = Record<string, never>

interface Types<Body, Data> {
  body: Body
  data: Data
}

/** A file part of a multipart body, read whole under the operation's cap (pipeline/form-input.ts). */
export interface UploadedFile {
  bytes: Uint8Array
  /** As the client named it: shown, never trusted. */
  filename: string
  /** As the client declared it: never trusted either. */
  mimetype: string
}

/** A multipart body's fields, its file parts as read. */
type WithFiles<Body, Files extends keyof Body> = Omit<Body, Files> & Record<Files, UploadedFile>

/** The answer of a download: its bytes are streamed by the handler's reply, not enveloped. */
export interface Download {
  contentType: string
  /** Bytes, for the `Content-Length` header. */
  size: number
  body: NodeJS.ReadableStream
  /** A file name for `Content-Disposition: attachment`; an image shown inline has none. */
  filename?: string
  /** Unset: the API's `no-store`. */
  cacheControl?: string
}

type Paged<Params> = Params & { pageNum: number; pageSize: number }

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
  staffAppQueue: Types<Paged<Model.StaffAppQueueParams>, Model.StaffAppQueuePage>
  staffAppVersion: Types<Model.StaffAppVersionParams, Model.StaffAppReview>
  staffAppDecide: Types<Model.StaffAppDecideRequest, Model.StaffAppReview>
  staffAppPackage: Types<Model.StaffAppPackageParams, Download>
  staffAppImage: Types<Model.StaffAppImageParams, Download>
  staffAppCertificate: Types<Model.StaffAppCertificateRequest, Model.AppDetail>
  staffMembers: Types<NoInput, Model.StaffMemberList>
  staffMemberAdd: Types<Model.StaffMemberAddRequest, Model.StaffMemberSetupLink>
  staffMemberEdit: Types<Model.StaffMemberEditRequest, Model.StaffMemberItem>
  staffMemberReset: Types<Model.StaffMemberIdRequest, Model.StaffMemberSetupLink>
  staffVendors: Types<NoInput, Model.StaffVendorList>
  staffVendorSave: Types<Model.StaffVendorSaveRequest, Model.Vendor>
  // A vendor's operators.
  staffDistributionQueue: Types<
    Paged<Model.StaffDistributionQueueParams>,
    Model.StaffDistributionQueuePage
  >
  staffDistribution: Types<Model.StaffDistributionParams, Model.StaffDistribution>
  staffDistributionDecide: Types<Model.StaffDistributionDecideRequest, Model.StaffDistribution>
  staffDistributionRelease: Types<Model.DistributionIdRequest, Model.StaffDistribution>
  staffDistributionOffline: Types<Model.StaffDistributionOfflineRequest, Model.StaffDistribution>
  staffVendorBindings: Types<Paged<Model.StaffVendorBindingsParams>, Model.StaffVendorBindingsPage>
  // The open platform.
  listApps: Types<Paged<Model.ListAppsParams>, Model.AppPage>
  createApp: Types<Model.CreateAppRequest, Model.AppDetail>
  getApp: Types<Model.GetAppParams, Model.AppDetail>
  updateApp: Types<Model.UpdateAppRequest, Model.AppDetail>
  deleteApp: Types<Model.AppIdRequest, null>
  uploadVersion: Types<WithFiles<Model.UploadVersionRequest, 'package'>, Model.AppVersion>
  submitVersion: Types<Model.VersionIdRequest, Model.AppVersion>
  withdrawVersion: Types<Model.VersionIdRequest, Model.AppVersion>
  releaseVersion: Types<Model.VersionIdRequest, Model.AppVersion>
  takeAppOffline: Types<Model.AppIdRequest, Model.AppDetail>
  putAppBack: Types<Model.AppIdRequest, Model.AppDetail>
  uploadIcon: Types<WithFiles<Model.UploadImageRequest, 'file'>, Model.AppImage>
  addScreenshot: Types<WithFiles<Model.UploadImageRequest, 'file'>, Model.AppImage>
  removeScreenshot: Types<Model.ImageIdRequest, null>
  downloadVersionPackage: Types<Model.DownloadVersionPackageParams, Download>
  appImage: Types<Model.AppImageParams, Download>
  // The open platform's vendors.
  listVendors: Types<NoInput, Model.VendorList>
  startVendorBinding: Types<Model.VendorCodeRequest, Model.VendorAuthorization>
  finishVendorBinding: Types<Model.FinishVendorBindingRequest, Model.VendorItem>
  unbindVendor: Types<Model.VendorCodeRequest, null>
  releaseAtVendor: Types<Model.ReleaseAtVendorRequest, Model.AppVersion>
}

// Every operation of the contract has its types here, and nothing else does.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const everyOperationTyped: Exact<keyof OperationTypes, OperationId> = true
