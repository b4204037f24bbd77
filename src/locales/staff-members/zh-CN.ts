// The staff console's staff members page (adding, editing, disabling, resetting a member): it
// joins the catalogue when that screen loads (src/features/staff/members/members-messages.ts), so
// no developer page carries it. en.ts must have exactly these keys.

export const staffMembersZhCN = {
  staffMembers: {
    title: '工作人员',
    descriptionAlliance:
      '控制台的所有工作人员：联盟的工作人员和各厂商的工作人员。新成员用设置链接设置密码和验证器后才能登录。',
    descriptionVendor:
      '{{vendor}}的工作人员。你添加的成员都属于{{vendor}}，只能处理本厂商的分发版本和开发者绑定。',
    add: '添加工作人员',
    count: '共 {{count}} 位工作人员',
    caption: '工作人员',
    name: '姓名',
    email: '邮箱',
    role: '角色',
    vendor: '所属',
    state: '状态',
    actions: '操作',
    alliance: '联盟',
    noName: '未填写',
    you: '你',
    states: {
      active: '正常',
      disabled: '已停用',
      setupPending: '等待设置',
      setupExpired: '设置链接已过期',
    },
    edit: '编辑',
    editLabel: '编辑：{{email}}',
    reset: '重置登录',
    resetLabel: '重置登录：{{email}}',
    loadFailed: '工作人员读取失败',
    retry: '重试',
    empty: '还没有工作人员',
    form: {
      addTitle: '添加工作人员',
      editTitle: '编辑 {{email}}',
      email: '邮箱',
      emailHelp: '新成员用这个邮箱登录。设置链接不会自动发出：添加后由你转交。',
      name: '姓名',
      nameHelp: '最多 50 字。',
      role: '角色',
      roleHelp:
        '审核员处理审核；管理员还可以管理工作人员，联盟的管理员还可以查看审计日志和管理厂商。',
      vendor: '所属',
      vendorAlliance: '联盟（不属于任何厂商）',
      vendorDisabled: '{{name}}（已停用）',
      vendorHelp: '厂商的工作人员只能处理本厂商的分发版本和开发者绑定。',
      vendorFixed: '新成员属于{{vendor}}。',
      vendorsFailed: '厂商列表读取失败：现在只能选择联盟。',
      status: '账号状态',
      enabled: '正常使用',
      disabled: '停用（所有登录立即结束）',
      ownAccount: '这是你自己的账号：角色、所属和状态需由其他管理员修改。',
      submitAdd: '添加并生成设置链接',
      submitEdit: '保存',
      cancel: '取消',
      close: '关闭',
      disableTitle: '停用 {{email}}？',
      disableText: '停用后，这位工作人员的所有登录会立即结束，在管理员重新启用前无法再登录控制台。',
      disableConfirm: '停用',
      back: '返回修改',
      saved: '已保存 {{email}}',
      nothingChanged: '没有修改任何内容',
    },
    link: {
      addedTitle: '已添加 {{email}}',
      resetTitle: '已重置 {{email}} 的登录',
      label: '设置链接',
      warning:
        '这个链接只显示这一次，关闭后无法再查看。请复制后通过可信的渠道转交；链接 72 小时内有效，只能使用一次。',
      copy: '复制链接',
      copied: '已复制',
      copyFailed: '复制失败，请手动选择并复制',
    },
    resetDialog: {
      title: '重置 {{email}} 的密码和验证器？',
      text: '重置后，这位工作人员现在的密码、验证器和恢复码都会失效，所有登录立即结束；他需要用新的设置链接重新设置密码和验证器。',
      confirm: '重置并生成新链接',
    },
    refusals: {
      emailTaken: '这个邮箱已经是工作人员的账号。',
      vendorUnknown: '没有这个厂商，请重新选择。',
      ownAccount: '不能更改自己账号的角色、所属或状态，也不能重置自己的登录：请由其他管理员处理。',
      lastAdmin:
        '这是最后一位正常使用的联盟管理员：请先添加另一位联盟管理员，再更改这位的角色、所属或状态。',
      notFound: '这位工作人员已不存在：列表已重新读取。',
      otherVendor: '你只能管理本厂商的工作人员。',
      noPermission: '只有管理员可以管理工作人员。',
    },
  },
  validation: {
    memberName: '请填写姓名，最多 50 字',
  },
}

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }

/** The shape both languages' staff members messages have. */
export type StaffMembersMessages = DeepStrings<typeof staffMembersZhCN>
