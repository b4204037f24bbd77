// The vendor accounts page and the binding's callback page, loaded with those pages only
// (docs/performance.md, size budget): src/features/vendors/vendors-messages.ts adds them to i18n.
// en.ts must have exactly these keys.

export const vendorsZhCN = {
  vendors: {
    description:
      '绑定各厂商的开发者账号后，联盟审核通过的版本会分发到这些厂商，由厂商各自审核，审核通过后由你在该厂商发布。',
    loading: '正在读取厂商…',
    loadFailed: '厂商列表读取失败',
    retry: '重试',
    empty: '暂时没有可绑定的厂商',
    emptyText: '联盟开放厂商绑定后，厂商会列在这里。',
    list: '厂商',
    development: '开发环境',
    developmentText: '在本机运行的开发用厂商：登录时输入任意账号名即可试用绑定。生产环境中没有它。',
    bound: '已绑定',
    notBound: '未绑定',
    accountName: '厂商账号名称',
    accountId: '厂商开发者 ID',
    boundAt: '绑定时间',
    noName: '厂商未提供',
    notBoundText: '绑定后，审核通过的新版本会分发到{{vendor}}。',
    bind: '绑定',
    unbind: '解除绑定',
    unbindTitle: '解除与{{vendor}}的绑定？',
    unbindText:
      '解除后，新审核通过的版本不再分发到{{vendor}}；已分发到该厂商的版本保持原状。之后可以重新绑定。',
    unbindConfirm: '确认解除',
    unbound: '已解除与{{vendor}}的绑定',
    proof: {
      text: '绑定或解除厂商开发者账号前，请输入登录密码，确认是你本人在操作。验证后 5 分钟内无需再次验证。',
      textTwoStep:
        '绑定或解除厂商开发者账号前，请输入登录密码和验证器显示的动态码，确认是你本人在操作。验证后 5 分钟内无需再次验证。',
    },
    refusal: {
      alreadyBound: '你在该厂商已绑定了开发者账号，列表已更新。如需换绑，请先解除当前绑定。',
      vendorUnknown: '该厂商已不再开放绑定，列表已更新。',
      vendorUnreachable: '暂时无法连接该厂商的登录服务，请稍后再试。',
      bindingNotFound: '该厂商的绑定已不存在（可能已在别处解除），列表已更新。',
    },
    callback: {
      finishing: '正在完成绑定…',
      finishingText: '正在向厂商确认你的开发者账号，请稍候。',
      successTitle: '已绑定{{vendor}}开发者账号',
      successText:
        '此后联盟审核通过的版本会分发到{{vendor}}；你已发布的应用版本也已提交给该厂商审核。',
      toList: '返回厂商账号',
      bindAgain: '重新绑定',
      nothingTitle: '这里没有要完成的绑定',
      nothingText:
        '绑定从厂商账号页面发起；厂商登录后会自动回到这里。如果刷新了本页，绑定结果已在厂商账号页面中。',
      failedTitle: '绑定没有完成',
      failedTodo: '请回到厂商账号页面重新发起绑定。',
      refusal: {
        alreadyBound: {
          title: '你在该厂商已绑定了开发者账号',
          todo: '每个厂商只能绑定一个开发者账号。如需换绑，请先在厂商账号页面解除当前绑定，再重新绑定。',
        },
        bindingExpired: {
          title: '绑定已过期或已处理',
          todo: '请回到厂商账号页面重新发起绑定，并在 10 分钟内在厂商处完成登录。',
        },
        bindingStartedElsewhere: {
          title: '这次绑定不是在当前登录中发起的',
          todo: '为保护你的账号，没有进行绑定。如果是你本人发起的，请在此重新发起绑定。',
        },
        authorizationDenied: {
          title: '你在厂商处取消了授权',
          todo: '没有进行绑定。如需绑定，请重新发起，并在厂商处同意授权。',
        },
        tokenRefused: {
          title: '厂商没有接受这次授权',
          todo: '请重新发起绑定；如果反复出现，请联系该厂商。',
        },
        vendorUnreachable: {
          title: '暂时无法连接厂商',
          todo: '厂商的服务暂时无法访问，请稍后重新发起绑定。',
        },
        developerInfoUnavailable: {
          title: '无法读取你在厂商的开发者账号信息',
          todo: '请稍后重新发起绑定；如果反复出现，请在厂商处确认该开发者账号状态正常。',
        },
        notQualified: {
          title: '该厂商开发者账号未通过资质认证',
          todo: '请先在厂商处完成开发者资质认证，再重新绑定。',
        },
        boundElsewhere: {
          title: '该厂商开发者账号已绑定到另一个联盟账号',
          todo: '一个厂商开发者账号只能绑定一个联盟账号。请登录那个联盟账号解除绑定，或在厂商处换用其他开发者账号。',
        },
      },
    },
  },
}

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }

/** The shape both languages' vendor messages have. */
export type VendorsMessages = DeepStrings<typeof vendorsZhCN>
