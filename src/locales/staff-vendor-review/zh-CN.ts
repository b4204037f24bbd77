// The staff console's pages for a vendor's operators (their vendor's queue of distributed
// versions, one distribution, the vendor's bindings): they join the catalogue when those screens
// load (src/features/staff/vendor-review/vendor-review-messages.ts), so no developer page carries
// them. en.ts must have exactly these keys.

export const staffVendorReviewZhCN = {
  staffVendorReview: {
    retry: '重试',
    queue: {
      title: '厂商审核',
      description:
        '联盟审核通过后分发到{{vendor}}的应用版本，由本厂商审核和发布；最早进入当前状态的排在最前。',
      states: '按状态查看',
      stateCount: '{{label}}（{{count}}）',
      count: '共 {{count}} 个版本',
      caption: '分发到本厂商的应用版本',
      app: '应用',
      version: '版本',
      developer: '开发者',
      vendorDeveloperId: '厂商开发者 ID',
      vendorDeveloperIdValue: '厂商开发者 ID：{{id}}',
      updatedAt: '进入当前状态的时间',
      age: '已等待（天）',
      ageShort: '已等待 {{days}} 天',
      empty: {
        pending: '没有待审核的版本',
        approved: '没有待发布的版本',
        rejected: '没有未通过的版本',
        released: '没有已发布的版本',
        offline: '没有已下架的版本',
      },
      loadFailed: '厂商审核队列读取失败',
    },
    distribution: {
      title: '{{name}} {{version}}',
      titleLoading: '厂商审核',
      back: '返回厂商审核',
      notFound: '没有这个分发版本：它可能已被删除，或者编号有误。',
      otherVendor: '这个版本分发给了其他厂商：你只能查看和处理本厂商的分发版本。',
      loadFailed: '分发版本读取失败',
      developer: '开发者',
      vendorDeveloperId: '厂商开发者 ID',
      distributedAt: '分发到本厂商的时间',
      comment: '本厂商的意见',
      releaseNotes: '开发者的更新说明',
    },
    findings: {
      title: '本厂商的大小限制',
      within: '安装包、图标和截图都在本厂商的大小限制之内。',
      over: '这个版本超出了本厂商的大小限制：',
      packageTooLarge: '安装包 {{size}}，超过本厂商的上限 {{max}}',
      imageTooLarge: '{{image}} {{size}}，超过本厂商的上限 {{max}}',
      other: '另有一项不符合本厂商的限制（{{reason}}）',
      icon: '图标',
      screenshot: '第 {{number}} 张截图',
      image: '一张图片',
    },
    signer: {
      title: '签名证书',
    },
    history: {
      title: '在本厂商的审核与发布记录',
      steps: {
        created: '分发到本厂商',
        pending: '回到待审核',
        approved: '审核通过',
        rejected: '审核驳回',
        released: '发布',
        offline: '下架',
      },
      actors: {
        staff: '本厂商工作人员',
        developer: '开发者',
        system: '系统',
      },
      staffBy: '工作人员 {{email}}',
      comment: '意见：{{comment}}',
    },
    actions: {
      title: '审核与发布',
      comment: '审核意见（开发者会看到）',
      commentHelp: '驳回时必填；最多 500 字。',
      approveTitle: '通过这个版本？',
      approveText: '开发者会收到邮件和你的审核意见；通过后，这个版本可以在本厂商发布。',
      rejectTitle: '驳回这个版本？',
      rejectText: '开发者会收到邮件和你的审核意见。这个版本不会在本厂商发布。',
      approved: '已通过这个版本',
      rejected: '已驳回这个版本',
      releaseText:
        '这个版本已通过本厂商的审核，可以在本厂商的应用商店发布（开发者也可以自己发布）。',
      release: '发布',
      releaseTitle: '在本厂商发布这个版本？',
      releaseConfirm:
        '发布后，用户即可在本厂商的应用商店获取这个版本；这个应用之前在本厂商发布的版本会自动下架。开发者会收到邮件。',
      released: '已在本厂商发布这个版本',
      offlineText: '这个版本正在本厂商的应用商店发布中。',
      offline: '下架',
      offlineTitle: '在本厂商下架这个版本？',
      offlineConfirm:
        '下架后，用户将无法在本厂商的应用商店获取这个版本。开发者会收到邮件和你填写的原因。',
      offlineComment: '下架原因（开发者会看到）',
      offlineCommentHelp: '必填；最多 500 字。',
      offlined: '已在本厂商下架这个版本',
      cancel: '取消',
      closed: '这个版本在本厂商{{state}}，没有需要做的操作。',
      decidedBy: '审核人',
    },
    refusals: {
      decidedFirst:
        '另一位工作人员已先审核了这个版本：你的决定没有生效。下面是这个版本现在的状态。',
      notApproved:
        '这个版本现在不是“已通过”，不能发布：你的操作没有生效。下面是这个版本现在的状态。',
      notReleased:
        '这个版本现在没有在本厂商发布，不能下架：你的操作没有生效。下面是这个版本现在的状态。',
      otherVendor: '这个版本分发给了其他厂商：你只能处理本厂商的分发版本，你的操作没有生效。',
      gone: '这个分发版本已不存在：你的操作没有生效。',
      noPermission: '你的账号没有处理厂商分发版本的权限：你的操作没有生效。',
    },
    bindings: {
      title: '开发者绑定',
      description:
        '在{{vendor}}绑定了厂商开发者账号的联盟开发者，最近绑定的排在最前。绑定由开发者自己完成，这里只能查看。',
      search: '搜索开发者名称、联盟登录邮箱或厂商开发者 ID',
      searchButton: '搜索',
      clear: '清除搜索',
      count: '共 {{count}} 个绑定',
      caption: '在本厂商绑定的开发者',
      developer: '开发者',
      email: '联盟登录邮箱',
      vendorDeveloperId: '厂商开发者 ID',
      vendorDeveloperName: '厂商开发者名称',
      boundAt: '绑定时间',
      empty: '还没有开发者在本厂商绑定账号',
      emptyFiltered: '没有符合搜索条件的绑定',
      loadFailed: '开发者绑定读取失败',
    },
  },
  validation: {
    offlineComment: '请填写下架原因，最多 500 字',
  },
}

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }

/** The shape both languages' vendor review messages have. */
export type StaffVendorReviewMessages = DeepStrings<typeof staffVendorReviewZhCN>
