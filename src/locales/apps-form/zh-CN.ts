// The open platform's form messages (an app's information, creating an app, the upload form),
// loaded with the forms only: src/features/apps/apps-form-messages.ts adds them to i18n.
// `validation` joins the form messages every form reads (validation.<field>). en.ts must have
// exactly these keys.

export const appsFormZhCN = {
  apps: {
    form: {
      packageName: '包名',
      packageNameHelp:
        '反向域名，如 com.example.app：以字母开头，由字母、数字和 _ 组成，用 . 分成至少两段。创建后不能修改，安装包 manifest.json 的 package 必须与它一致。',
      packageNameOk: '包名格式正确。创建后不能修改，安装包 manifest.json 的 package 必须与它一致。',
      kind: '类型',
      category: '分类',
      chooseCategory: '请选择',
      names: '名称',
      nameZh: '中文名称',
      nameEn: '英文名称',
      summaries: '一句话简介',
      summaryZh: '中文简介',
      summaryEn: '英文简介',
      descriptions: '详细描述',
      descriptionZh: '中文描述',
      descriptionEn: '英文描述',
      privacyPolicyUrl: '隐私政策地址',
      privacyPolicyHelp: '以 https:// 开头的网址，审核人员会打开它。',
      forReview: '提交审核前需要填写',
      maxChars: '最多 {{max}} 个字',
      cannotClear: '已填写的内容不能清空，只能修改',
    },
    create: {
      description:
        '登记包名并填写应用信息。这里只有包名、类型、分类和中文名称必填；提交审核前还需要补全中英文信息、图标和截图。',
      submit: '创建应用',
      created: '应用已创建',
    },
  },
  validation: {
    packageName:
      '包名须为反向域名：以字母开头，字母、数字和 _ 组成，用 . 分成至少两段，如 com.example.app',
    kind: '请选择类型',
    category: '请选择分类',
    nameZh: '请填写中文名称，最多 30 个字',
    nameEn: '英文名称最多 30 个字',
    summaryZh: '中文简介最多 80 个字',
    summaryEn: '英文简介最多 80 个字',
    descriptionZh: '中文描述最多 2000 个字',
    descriptionEn: '英文描述最多 2000 个字',
    privacyPolicyUrl: '请输入以 https:// 开头的网址，最多 500 个字符',
    releaseNotes: '版本说明最多 2000 个字',
    package: '请选择安装包',
  },
}

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }

/** The shape both languages' open-platform form messages have. */
export type AppsFormMessages = DeepStrings<typeof appsFormZhCN>
