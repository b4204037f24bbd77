// Generated from openapi/openapi.yaml (FailureReason x-messages) by scripts/generate-catalogue.ts.
// Do not edit: change the contract and run `npm run generate`.

import type { FailureReasonCode } from './error-catalogue.ts'

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
  vendorUnreachable: {
    'zh-CN': '暂时无法连接厂商的授权服务，请稍后重试',
    en: "The vendor's sign-in service cannot be reached; try again later",
  },
  bindingExpired: {
    'zh-CN': '绑定已过期或已处理，请重新发起绑定',
    en: 'This binding has expired or was already used; start binding again',
  },
  bindingStartedElsewhere: {
    'zh-CN': '该绑定不是在当前登录中发起的，请在此重新发起绑定',
    en: 'This binding was not started in this session; start binding again here',
  },
  authorizationDenied: {
    'zh-CN': '你在厂商处取消了授权；如需绑定，请重新发起',
    en: 'You declined at the vendor; start binding again to bind',
  },
  tokenRefused: {
    'zh-CN': '厂商拒绝了本次授权，请重新发起绑定',
    en: 'The vendor refused this authorisation; start binding again',
  },
  developerInfoUnavailable: {
    'zh-CN': '无法读取厂商开发者账号信息，请稍后重试',
    en: "The vendor developer account's information could not be read; try again later",
  },
  notQualified: {
    'zh-CN': '该厂商开发者账号未通过厂商的资质认证，请先在厂商处完成认证',
    en: "This vendor developer account is not qualified at the vendor; complete the vendor's verification first",
  },
  bindingNotFound: {
    'zh-CN': '未在该厂商绑定开发者账号',
    en: 'No vendor developer account is bound at this vendor',
  },
  distributionNotFound: {
    'zh-CN': '该版本未分发到该厂商',
    en: 'This version was not distributed to this vendor',
  },
  distributionDecided: {
    'zh-CN': '该版本已由其他工作人员审核，请刷新查看',
    en: 'Another staff member has already decided this; reload to see it',
  },
  distributionNotApproved: {
    'zh-CN': '只有厂商审核通过的版本可以在该厂商发布',
    en: 'Only a version the vendor approved can be released there',
  },
  distributionNotReleased: {
    'zh-CN': '该版本未在该厂商发布',
    en: 'This version is not released at this vendor',
  },
  emailTaken: {
    'zh-CN': '该邮箱已是工作人员账号',
    en: 'This e-mail already belongs to a staff member',
  },
  vendorUnknown: { 'zh-CN': '厂商不存在，请检查厂商编码', en: 'No vendor has this code; check it' },
  ownAccount: {
    'zh-CN': '不能对自己的账号执行此操作，请由其他管理员处理',
    en: 'You cannot do this to your own account; ask another admin',
  },
  lastAdmin: {
    'zh-CN': '这是最后一位联盟管理员，请先添加另一位管理员',
    en: 'This is the last alliance admin; add another admin first',
  },
  developmentVendor: {
    'zh-CN': '开发厂商由服务器自动配置，不能在此修改',
    en: 'The development vendor is set up by the server and cannot be changed here',
  },
  vendorEndpoints: {
    'zh-CN': '授权地址和令牌地址需同时填写，或都不填以使用自动发现',
    en: 'Give both the authorization and the token endpoints, or neither to use discovery',
  },
  vendorAddress: {
    'zh-CN': '厂商地址须使用 https（仅本机开发环境可用 http），且不含用户名、密码或 # 片段',
    en: "The vendor's addresses must use https (http only on this machine, outside production), with no user, password or #fragment",
  },
  qualificationValuesInvalid: {
    'zh-CN': '资质取值须为 JSON 数组，如 [true] 或 ["verified"]',
    en: 'The qualification values must be a JSON array, such as [true] or ["verified"]',
  },
} as const satisfies Record<FailureReasonCode, { 'zh-CN': string; en: string }>
