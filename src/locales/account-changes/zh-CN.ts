// The change screens' own messages (password, e-mail, contact, legal person, developer type),
// loaded with those pages only (docs/performance.md, size budget):
// src/features/account-changes/account-changes-messages.ts adds them to i18n. en.ts must have
// exactly these keys.

export const accountChangesZhCN = {
  modify: {
    backToCentre: '← 返回账号中心',
    toCentre: '返回账号中心',
    email: {
      description: '先验证当前邮箱，再验证新邮箱；更换后用新邮箱登录',
      stepOld: '第 1 步：验证当前邮箱',
      stepNew: '第 2 步：验证新邮箱',
      current: '当前邮箱',
      currentHelp: '验证码将发送到这个地址',
      oldCode: '当前邮箱验证码',
      newEmail: '新邮箱',
      newCode: '新邮箱验证码',
      codeHelp: '验证码为 6 位数字，10 分钟内有效',
      next: '下一步',
      submit: '更换邮箱',
      done: '邮箱已更换',
      doneText: '今后请使用 {{email}} 登录。',
    },
    contact: {
      description: '联系人信息修改后立即生效，无需审核；更换手机号需短信验证',
      name: '联系人姓名',
      phone: '联系人手机号',
      phoneHelp: '更换手机号时需要短信验证码',
      wechat: '微信号',
      wechatOptional: '微信号（选填）',
      wechatHelp: '留空则不保留微信号',
      noWechat: '未填写',
      submit: '保存联系人',
      done: '联系人已更新',
    },
    identity: {
      current: '当前信息',
      new: '新的信息',
      developerType: '开发者类型',
    },
    review: {
      reason: '申请原因',
      reasonHelp: '写给审核人员，最多 {{max}} 个字',
      submit: '提交审核',
      filed: '已提交审核',
      toRecord: '查看这条变更记录',
      toRecords: '查看变更记录',
      alreadyReviewingText: '同类申请审核结束（或撤回）后才能再次提交，可在变更记录中查看或撤回。',
    },
    legalPerson: {
      description: {
        individual: '提交新的实名信息，审核通过后生效',
        company: '提交新的企业信息或法人信息，审核通过后生效',
      },
      filedText: '审核通过前账号信息保持不变；审核进度和结果可在变更记录中查看。',
      otherType: {
        individual: '你的账号是个人开发者，请在“修改法人信息”中修改实名信息',
        company: '你的账号是企业开发者，请在“修改企业信息”中修改企业和法人信息',
      },
      otherTypeText: '这个页面用于另一种开发者类型。如需在个人和企业之间转换，请修改开发者类型。',
    },
    role: {
      description: '在个人开发者和企业开发者之间转换，需提交新类型所需的信息并经审核',
      direction: '你现在是{{current}}，可以申请转为{{target}}',
      onApproval:
        '开发者类型只在审核通过后才会改变；审核期间账号仍是{{current}}，原有信息保持不变。',
      fields: {
        individual: '填写你本人的实名信息。',
        company: '填写企业信息和法定代表人的证件信息。',
      },
      filedText:
        '审核通过后账号转为{{target}}；在此之前仍是{{current}}。审核进度和结果可在变更记录中查看。',
    },
    password: {
      account: '账号',
      description: '输入当前密码，再设置新密码',
      oldPassword: '当前密码',
      otherSessions: '修改后，此账号在其他浏览器和设备上的登录都会退出，当前登录保持不变。',
      submit: '修改密码',
      done: '密码已修改',
      sessionsEnded: '此账号在其他浏览器和设备上的登录已全部退出，下次请使用新密码登录。',
      tooManyAttempts: '当前密码错误次数过多',
    },
  },
}

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }

/** The shape both languages' change-screen messages have. */
export type AccountChangesMessages = DeepStrings<typeof accountChangesZhCN>
