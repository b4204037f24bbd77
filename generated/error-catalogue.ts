// Generated from openapi/openapi.yaml (ResultCode x-names and x-messages, FailureReason x-messages) by scripts/generate-catalogue.ts.
// Do not edit: change the contract and run `npm run generate`.

import type { Language } from '../rules/language-choice.ts'

/** Every catalogue code by its name (`x-names`): `Code.sessionInvalid` is 10005. */
export const Code = {
  success: 0,
  ok: 200,
  interfaceNotFound: 404,
  methodNotAllowed: 405,
  missingParameter: 440,
  invalidParameter: 441,
  networkError: 442,
  busy: 443,
  serverError: 500,
  wrongEmailOrPassword: 10001,
  wrongVerificationCode: 10002,
  wrongEmailCode: 10003,
  wrongPasswordCaptchaNeeded: 10004,
  sessionInvalid: 10005,
  accountFrozen: 10006,
  wrongAccountOrPassword: 10010,
  samePassword: 10011,
  emailRegistered: 10101,
  invalidEmail: 10102,
  emailNotFound: 10103,
  sentTooOften: 10104,
  sendFailed: 10105,
  sameEmail: 10106,
  newEmailRegistered: 10107,
  accountIncomplete: 11001,
  accountAlreadyComplete: 11002,
  registrationFailed: 11003,
  completeInfoFailed: 11004,
  passwordRecoveryFailed: 11005,
  passwordChangeFailed: 11006,
  emailChangeFailed: 11007,
  vendorAlreadyBound: 11101,
  vendorCodeNotFound: 11102,
  accessTokenFailed: 11103,
  vendorDeveloperInfoFailed: 11104,
  vendorQualificationFailed: 11105,
  vendorAccountBoundElsewhere: 11106,
  rpkUploadFailed: 12001,
  iconUploadFailed: 12002,
  screenshotUploadFailed: 12003,
  invalidFileFormat: 12010,
  imageNotFound: 12011,
  imageTooLarge: 12012,
  createAppFailed: 12101,
  updateAppFailed: 12102,
  publishAppFailed: 12103,
  takeAppOfflineFailed: 12104,
  deleteAppFailed: 12105,
  addAccountFailed: 21001,
  editAccountFailed: 21002,
  accountPasswordChangeFailed: 21003,
  noPermission: 21004,
  accountNotFound: 21005,
  ownVendorDataOnly: 21006,
  setupLinkInvalid: 30001,
  wrongStaffCode: 30002,
  alreadyDecided: 30003,
  accountChangedSinceFiled: 30004,
  staffDisabled: 30005,
  secondStepRequired: 31001,
  wrongCode: 31002,
  signInExpired: 31003,
  tooManyWrongCodes: 31004,
  twoStepAlreadyOn: 31005,
  twoStepNotOn: 31006,
  passkeyFailed: 31007,
  proofRequired: 31008,
  loginCaptchaRequired: 99001,
} as const

export type CodeName = keyof typeof Code

export const errorCatalogue = {
  0: { 'zh-CN': '成功', en: 'Success' },
  200: { 'zh-CN': '成功', en: 'Success' },
  404: { 'zh-CN': '接口不存在', en: 'The interface does not exist' },
  405: { 'zh-CN': '不支持的 HTTP 方法', en: 'HTTP method not allowed' },
  440: { 'zh-CN': '缺少参数', en: 'A parameter is missing' },
  441: { 'zh-CN': '请求参数错误', en: 'A request parameter is wrong' },
  442: { 'zh-CN': '网络错误，请重新提交', en: 'Network error, please submit again' },
  443: { 'zh-CN': '网络繁忙，请稍后重新提交', en: 'Network busy, please submit again later' },
  500: { 'zh-CN': '服务器错误', en: 'Server error' },
  10001: { 'zh-CN': '邮箱或密码错误', en: 'The e-mail or password is incorrect' },
  10002: { 'zh-CN': '验证码校验失败', en: 'The verification code is wrong or has expired' },
  10003: { 'zh-CN': '邮箱验证码校验失败', en: 'The e-mail code is wrong or has expired' },
  10004: {
    'zh-CN': '邮箱或密码错误，请输入验证码后重试',
    en: 'The e-mail or password is incorrect; enter the captcha and try again',
  },
  10005: {
    'zh-CN': '登录状态校验失败，请重新登录',
    en: 'Your session has ended, please log in again',
  },
  10006: { 'zh-CN': '账号已被冻结', en: 'This account is frozen' },
  10010: { 'zh-CN': '账号或密码错误', en: 'The account or password is wrong' },
  10011: { 'zh-CN': '新密码不能与旧密码相同', en: 'The new password must differ from the old one' },
  10101: { 'zh-CN': '该邮箱已注册', en: 'This e-mail is already registered' },
  10102: { 'zh-CN': '邮箱格式错误', en: 'The e-mail format is wrong' },
  10103: { 'zh-CN': '该邮箱不存在', en: 'No account uses this e-mail' },
  10104: { 'zh-CN': '发送过于频繁，请稍后再试', en: 'Codes were sent too often, please wait' },
  10105: { 'zh-CN': '发送失败', en: 'The message could not be sent' },
  10106: { 'zh-CN': '新邮箱不能与旧邮箱相同', en: 'The new e-mail must differ from the old one' },
  10107: { 'zh-CN': '新邮箱已被注册', en: 'The new e-mail is already registered' },
  11001: { 'zh-CN': '账号信息不完整', en: 'The account information is incomplete' },
  11002: { 'zh-CN': '账号信息已完善', en: 'The account information is already complete' },
  11003: { 'zh-CN': '注册失败', en: 'Registration failed' },
  11004: { 'zh-CN': '完善信息失败', en: 'Completing the information failed' },
  11005: { 'zh-CN': '找回密码失败', en: 'Password recovery failed' },
  11006: { 'zh-CN': '修改密码失败', en: 'Changing the password failed' },
  11007: { 'zh-CN': '修改邮箱失败', en: 'Changing the e-mail failed' },
  11101: {
    'zh-CN': '开发者已绑定厂商账号',
    en: 'The developer is already bound to a vendor account',
  },
  11102: { 'zh-CN': '厂商编码不存在', en: 'The vendor code does not exist' },
  11103: { 'zh-CN': '获取访问令牌失败', en: 'Getting the access token failed' },
  11104: {
    'zh-CN': '获取厂商开发者信息失败',
    en: 'Getting the vendor developer information failed',
  },
  11105: {
    'zh-CN': '厂商开发者资质校验失败',
    en: 'The vendor developer qualification check failed',
  },
  11106: {
    'zh-CN': '厂商账号已绑定其他联盟账号',
    en: 'The vendor account is already bound to another alliance account',
  },
  12001: { 'zh-CN': 'RPK 上传失败', en: 'RPK upload failed' },
  12002: { 'zh-CN': '图标上传失败', en: 'Icon upload failed' },
  12003: { 'zh-CN': '截图上传失败', en: 'Screenshot upload failed' },
  12010: { 'zh-CN': '文件格式错误', en: 'The file format is wrong' },
  12011: { 'zh-CN': '图片不存在', en: 'The image does not exist' },
  12012: { 'zh-CN': '图片超过最大限制', en: 'The image exceeds the maximum size' },
  12101: { 'zh-CN': '创建应用失败', en: 'Creating the app failed' },
  12102: { 'zh-CN': '更新应用失败', en: 'Updating the app failed' },
  12103: { 'zh-CN': '发布应用失败', en: 'Publishing the app failed' },
  12104: { 'zh-CN': '下架应用失败', en: 'Taking the app offline failed' },
  12105: { 'zh-CN': '删除应用失败', en: 'Deleting the app failed' },
  21001: { 'zh-CN': '添加账号失败', en: 'Adding the account failed' },
  21002: { 'zh-CN': '编辑账号失败', en: 'Editing the account failed' },
  21003: { 'zh-CN': '修改账号密码失败', en: 'Changing the account password failed' },
  21004: { 'zh-CN': '账号无权限', en: 'The account has no permission' },
  21005: { 'zh-CN': '账号不存在', en: 'The account does not exist' },
  21006: {
    'zh-CN': '无权限，只能添加或修改本厂商的数据',
    en: "No permission: only this vendor's data may be added or changed",
  },
  30001: { 'zh-CN': '设置链接无效或已过期', en: 'The set-up link is invalid or has expired' },
  30002: { 'zh-CN': '动态验证码错误', en: 'The authenticator or recovery code is wrong' },
  30003: {
    'zh-CN': '该申请已由其他工作人员处理',
    en: 'Another staff member has already decided this application',
  },
  30004: {
    'zh-CN': '账号在申请提交后已变更，只能驳回',
    en: 'The account has changed since the application was filed; it can only be rejected',
  },
  30005: { 'zh-CN': '工作人员账号已停用', en: 'This staff account is disabled' },
  31001: { 'zh-CN': '请完成两步验证', en: 'Complete the second step to sign in' },
  31002: { 'zh-CN': '验证码错误', en: 'The code is wrong' },
  31003: {
    'zh-CN': '登录验证已失效，请重新登录',
    en: 'This sign-in has expired, please sign in again',
  },
  31004: {
    'zh-CN': '验证码错误次数过多，请 15 分钟后再试',
    en: 'Too many wrong codes; try again in 15 minutes',
  },
  31005: { 'zh-CN': '两步验证已开启', en: 'Two-step sign-in is already on' },
  31006: { 'zh-CN': '两步验证未开启', en: 'Two-step sign-in is not on' },
  31007: {
    'zh-CN': '通行密钥验证失败，请重试',
    en: 'The passkey could not be verified, please try again',
  },
  31008: {
    'zh-CN': '请先验证身份：输入密码，或使用通行密钥',
    en: 'Confirm it is you first: enter your password, or use a passkey',
  },
  99001: {
    'zh-CN': '用户名或密码错误超过3次，请输入登录验证码',
    en: 'The username or password was wrong more than 3 times; enter the login captcha',
  },
} as const satisfies Record<number, { 'zh-CN': string; en: string }>

export type ResultCode = keyof typeof errorCatalogue

/** The catalogue's languages: the portal's (rules/language-choice.ts). */
export type CatalogueLanguage = Language

export const isResultCode = (code: number): code is ResultCode => code in errorCatalogue

/** The catalogue's message for a code, or undefined for a code outside the catalogue. */
export function catalogueMessage(code: number, language: CatalogueLanguage): string | undefined {
  return isResultCode(code) ? errorCatalogue[code][language] : undefined
}

/** What each failure reason (`data.reason`) says, where one code covers several causes. */
export const reasonCatalogue = {
  captcha: { 'zh-CN': '图形验证码错误或已过期', en: 'The captcha is wrong or has expired' },
  smsCode: { 'zh-CN': '短信验证码错误或已过期', en: 'The SMS code is wrong or has expired' },
  recoveryTicket: {
    'zh-CN': '账号查询已过期，请重新查询账号',
    en: 'The account look-up has expired; look the account up again',
  },
  alreadyReviewing: {
    'zh-CN': '已有一项同类申请正在审核中',
    en: 'An application of this kind is already under review',
  },
  notReviewing: { 'zh-CN': '该申请已不在审核中', en: 'This application is no longer under review' },
  recordNotFound: { 'zh-CN': '未找到该变更记录', en: 'No such change record was found' },
  notRevocable: {
    'zh-CN': '账号找回申请只能由工作人员处理',
    en: 'Only staff can decide an account recovery application',
  },
  developerTypeMismatch: {
    'zh-CN': '提交的开发者类型与账号不符',
    en: 'The developer type does not match the account',
  },
  sameDeveloperType: {
    'zh-CN': '新的开发者类型与当前相同',
    en: 'The new developer type is the same as the current one',
  },
  smsNotSent: {
    'zh-CN': '短信发送失败，请稍后重试',
    en: 'The SMS could not be sent; try again later',
  },
  sessionNotFound: { 'zh-CN': '未找到该登录会话', en: 'No such active session was found' },
  twoStepNotStarted: {
    'zh-CN': '请先开始设置两步验证',
    en: 'Start setting up two-step sign-in first',
  },
  passkeyLimit: {
    'zh-CN': '最多可添加 10 个通行密钥',
    en: 'An account can have at most 10 passkeys',
  },
  passkeyNotFound: { 'zh-CN': '未找到该通行密钥', en: 'No such passkey was found' },
  packageTooLarge: { 'zh-CN': '安装包超过大小上限', en: 'The package is larger than allowed' },
  notZip: {
    'zh-CN': '文件不是快应用安装包（ZIP 格式）',
    en: 'The file is not a quick-app package (a ZIP archive)',
  },
  zipUnsupported: {
    'zh-CN': '安装包使用了不支持的 ZIP 特性（ZIP64、分卷、加密或未知的压缩方式）',
    en: 'The package uses a ZIP feature that is not supported (ZIP64, several disks, encryption or an unknown compression method)',
  },
  tooManyEntries: { 'zh-CN': '安装包内的文件过多', en: 'The package holds too many files' },
  pathEscapes: {
    'zh-CN': '安装包内有文件的路径指向包外',
    en: "A file's path in the package leads outside the package",
  },
  pathInvalid: {
    'zh-CN': '安装包内有不合法的文件名',
    en: 'A file name in the package is not valid',
  },
  duplicateEntry: {
    'zh-CN': '安装包内有重复的文件',
    en: 'The package holds the same file name twice',
  },
  entriesOverlap: {
    'zh-CN': '安装包内有文件共用数据',
    en: 'Files in the package share their data',
  },
  entryCorrupt: { 'zh-CN': '安装包内有文件已损坏', en: 'A file in the package is damaged' },
  uncompressedTooLarge: {
    'zh-CN': '安装包解压后超过大小上限',
    en: 'The package is too large once uncompressed',
  },
  compressionRatio: {
    'zh-CN': '安装包内有文件的压缩比超过上限',
    en: 'A file in the package is compressed beyond the allowed ratio',
  },
  manifestMissing: {
    'zh-CN': '安装包缺少 manifest.json',
    en: 'manifest.json is missing from the package',
  },
  appJsMissing: { 'zh-CN': '安装包缺少 app.js', en: 'app.js is missing from the package' },
  manifestInvalid: {
    'zh-CN': 'manifest.json 格式错误或缺少必填字段',
    en: 'manifest.json is malformed or lacks a required field',
  },
  packageNameInvalid: {
    'zh-CN': '包名格式错误，应为反向域名（如 com.example.app）',
    en: 'The package name is not a reverse domain name (such as com.example.app)',
  },
  versionCodeInvalid: {
    'zh-CN': 'versionCode 必须是不小于 1 的整数',
    en: 'versionCode must be an integer of at least 1',
  },
  routerEntryMissing: {
    'zh-CN': 'router.entry 不在 router.pages 中',
    en: 'router.entry is not one of router.pages',
  },
  iconMissing: {
    'zh-CN': 'manifest 指定的图标文件不在安装包内',
    en: 'The icon the manifest names is not in the package',
  },
  minPlatformVersionTooLow: {
    'zh-CN': 'minPlatformVersion 低于平台支持的最低版本',
    en: 'minPlatformVersion is below the lowest the platform accepts',
  },
  signatureMissing: { 'zh-CN': '安装包没有签名', en: 'The package is not signed' },
  signatureInvalid: {
    'zh-CN': '安装包的签名校验失败',
    en: "The package's signature does not verify",
  },
  digestMismatch: {
    'zh-CN': '安装包内容与签名不符（签名后被修改过）',
    en: "The package's contents do not match its signature (changed after signing)",
  },
  debugCertificate: {
    'zh-CN': '安装包使用调试证书签名（hap build）：请使用 hap release 和自己的密钥构建',
    en: 'The package is signed with the debug certificate (hap build): build it with hap release and your own key',
  },
  rpksEntryUnexpected: {
    'zh-CN': '.rpks 内只能包含安装包（.rpk、.srpk）',
    en: 'An .rpks may only hold packages (.rpk, .srpk)',
  },
  basePackageMissing: { 'zh-CN': '.rpks 缺少基础包', en: 'The .rpks has no base package' },
  subpackageMissing: {
    'zh-CN': '缺少 manifest 声明的分包',
    en: 'A sub-package the manifest declares is missing',
  },
  packageMismatch: {
    'zh-CN': '.rpks 内各安装包的包名不一致',
    en: 'The packages inside the .rpks name different packages',
  },
  certificateMismatch: {
    'zh-CN': '安装包各部分的签名证书不一致',
    en: 'Parts of the package are signed with different certificates',
  },
  packageNotThisApp: {
    'zh-CN': '安装包的包名与该应用不一致',
    en: "The package's name is not this app's",
  },
  versionCodeNotGreater: {
    'zh-CN': 'versionCode 必须大于该应用已上传的所有版本',
    en: 'versionCode must be greater than that of every version uploaded for this app',
  },
  certificateChanged: {
    'zh-CN': '签名证书与该应用首次上传时登记的证书不一致',
    en: "The package is signed with another certificate than the one pinned at the app's first upload",
  },
  imageTooLarge: { 'zh-CN': '图片文件超过大小上限', en: 'The image file is larger than allowed' },
  imageFormatUnsupported: {
    'zh-CN': '图片格式不支持，仅支持 PNG、JPEG、WebP',
    en: 'The image is not a PNG, JPEG or WebP image the platform takes',
  },
  imageCorrupt: { 'zh-CN': '图片文件已损坏', en: 'The image file is damaged' },
  imageTooManyPixels: {
    'zh-CN': '图片像素尺寸超过上限',
    en: 'The image has more pixels than allowed',
  },
  iconNotSquare: { 'zh-CN': '图标必须是正方形', en: 'The icon must be square' },
  iconTooSmall: { 'zh-CN': '图标尺寸小于要求', en: 'The icon is smaller than required' },
  screenshotNotPortrait: { 'zh-CN': '截图必须是竖屏', en: 'A screenshot must be portrait' },
  screenshotSizeMismatch: {
    'zh-CN': '截图的宽高比必须与已有截图一致',
    en: "A screenshot must have the other screenshots' aspect ratio",
  },
  screenshotLimit: {
    'zh-CN': '截图数量已达上限',
    en: 'The app already has as many screenshots as allowed',
  },
  appNotFound: { 'zh-CN': '未找到该应用', en: 'No such app was found' },
  versionNotFound: { 'zh-CN': '未找到该版本', en: 'No such version was found' },
  packageTaken: { 'zh-CN': '该包名已被占用', en: 'This package name is already taken' },
  inReview: {
    'zh-CN': '有版本正在审核中，请先撤回',
    en: 'A version is in review; withdraw it first',
  },
  released: {
    'zh-CN': '应用已发布过，只能下架',
    en: 'The app has been released; it can only be taken offline',
  },
  notDraft: {
    'zh-CN': '只有草稿状态的版本可以提交审核',
    en: 'Only a draft version can be submitted for review',
  },
  alreadyInReview: {
    'zh-CN': '该应用已有版本正在审核中',
    en: 'Another version of this app is already in review',
  },
  appIncomplete: {
    'zh-CN': '应用信息不完整：需要中英文名称、简介和描述、隐私政策、图标和 3–5 张截图',
    en: "The app's information is incomplete: names, summaries and descriptions in both languages, a privacy policy, an icon and 3 to 5 screenshots",
  },
  notInReview: { 'zh-CN': '该版本不在审核中', en: 'This version is not in review' },
  notApproved: {
    'zh-CN': '只有审核通过的版本可以发布',
    en: 'Only an approved version can be released',
  },
  olderThanReleased: {
    'zh-CN': '该版本比已发布的版本旧',
    en: 'This version is older than the released one',
  },
  notListed: { 'zh-CN': '应用未上架', en: 'The app is not listed' },
  notOffline: { 'zh-CN': '应用未下架', en: 'The app is not offline' },
  versionDecided: {
    'zh-CN': '该版本已由其他工作人员审核',
    en: 'Another staff member has already decided this version',
  },
  versionWithdrawn: { 'zh-CN': '开发者已撤回该版本', en: 'The developer withdrew this version' },
} as const satisfies Record<string, { 'zh-CN': string; en: string }>

export type FailureReasonCode = keyof typeof reasonCatalogue

export const isFailureReason = (value: unknown): value is FailureReasonCode =>
  typeof value === 'string' && value in reasonCatalogue
