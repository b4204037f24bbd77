// The staff console's messages (its frame, sign-in and set-up), loaded with the console's pages
// only: src/features/staff/staff-messages.ts adds them to i18n. The console's screens add theirs
// beside (src/locales/staff-review/). en.ts must have exactly these keys.

export const staffZhCN = {
  staff: {
    console: {
      name: '开发者平台 · 工作人员控制台',
      description: '开发者平台的工作人员在这里审核开发者的账号变更申请。',
      nav: '控制台导航',
    },
    titles: {
      login: '工作人员登录',
      setup: '设置工作人员账号',
      queue: '审核队列',
      record: '审核记录',
      audit: '审计日志',
      appQueue: '应用版本审核',
      appVersion: '应用版本审核',
      vendorQueue: '厂商审核',
      distribution: '厂商审核',
      vendorBindings: '开发者绑定',
      members: '工作人员',
      vendors: '厂商',
    },
    nav: {
      queue: '账号申请',
      appQueue: '应用审核',
      audit: '审计日志',
      vendorQueue: '厂商审核',
      vendorBindings: '开发者绑定',
      members: '工作人员',
      vendors: '厂商',
    },
    roles: {
      reviewer: '审核员',
      admin: '管理员',
    },
    session: {
      signedInAs: '当前登录',
      vendor: '所属厂商',
      signOut: '退出登录',
      checking: '正在确认登录状态…',
      checkFailed: '无法确认你的登录状态',
      checkFailedText: '请检查网络后重试。',
      retry: '重试',
      ended: '你的登录已结束，请重新登录。',
      signedOut: '你已退出登录。',
      needsAdminTitle: '需要管理员权限',
      needsAdminText: '这一页只有管理员可以使用。如需使用，请联系管理员。',
      allianceOnlyTitle: '这一页只供联盟的工作人员使用',
      allianceOnlyText: '你是{{vendor}}的工作人员，只能处理本厂商的分发版本和开发者绑定。',
      vendorOnlyTitle: '这一页只供厂商的工作人员使用',
      vendorOnlyText:
        '这里是厂商审核分发版本的页面。联盟的工作人员不属于任何厂商，请在应用审核中处理版本。',
      backToQueue: '返回审核队列',
      backToVendorQueue: '返回厂商审核',
    },
    validation: {
      secondFactor: '请输入 6 位数字动态码，或格式为 xxxxx-xxxxx 的恢复码',
      totp: '请输入验证器显示的 6 位数字',
    },
    login: {
      description: '工作人员使用密码和验证器动态码登录控制台。',
      email: '邮箱',
      password: '密码',
      code: '验证器动态码或恢复码',
      codeHelp: '验证器应用中的 6 位数字；手机不在身边时，可用一个未用过的恢复码（xxxxx-xxxxx）。',
      submit: '登录',
      disabledTitle: '该工作人员账号已停用',
      disabledText: '如需恢复使用，请联系管理员。',
      busyTitle: '尝试次数过多或服务繁忙',
      busyText: '请稍等几分钟后再试。',
      noAccount: '还没有账号？工作人员账号由管理员创建，设置链接会通过管理员发给你。',
    },
    setup: {
      description: '设置密码并绑定验证器后，即可使用工作人员控制台。',
      steps: '设置步骤',
      stepPassword: '设置密码',
      stepAuthenticator: '绑定验证器',
      stepRecovery: '保存恢复码',
      stepOf: '第 {{step}} 步，共 {{total}} 步：{{name}}',
      password: '新密码',
      confirmPassword: '确认密码',
      next: '下一步',
      account: '账号：{{email}}',
      scanText:
        '用验证器应用（如 Google Authenticator、Microsoft Authenticator 或 FreeOTP）扫描二维码。',
      qrAlt: '用于绑定验证器的二维码（账号 {{email}}）',
      qrFailed: '二维码生成失败，请手动输入下面的密钥。',
      secretLabel: '无法扫码时，手动输入此密钥',
      copySecret: '复制密钥',
      copied: '已复制',
      copyFailed: '复制失败，请手动选择并复制',
      code: '验证器显示的 6 位数字',
      confirm: '验证并继续',
      recoveryTitle: '保存恢复码',
      recoveryText:
        '手机丢失或无法使用验证器时，可用恢复码代替动态码登录，每个只能使用一次。恢复码只显示这一次，请下载或复制后妥善保存。',
      recoveryCodes: '恢复码',
      download: '下载为文本文件',
      copyCodes: '复制全部恢复码',
      fileHeading: '开发者平台工作人员控制台恢复码（{{email}}）',
      fileNote: '每个恢复码只能使用一次。',
      saved: '我已妥善保存这些恢复码',
      open: '进入控制台',
      linkInvalidTitle: '设置链接无效或已过期',
      linkInvalidText:
        '设置链接只能使用一次，72 小时后失效。请联系管理员为你生成新的链接，管理员可运行：',
      emailPlaceholder: '邮箱地址',
      toLogin: '已经设置好了？去登录',
    },
  },
}

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }

/** The shape both languages' staff console messages have. */
export type StaffMessages = DeepStrings<typeof staffZhCN>
