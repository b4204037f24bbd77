import type { AppsFormMessages } from './zh-CN'

export const appsFormEn: AppsFormMessages = {
  apps: {
    form: {
      packageName: 'Package name',
      packageNameHelp:
        "A reverse domain such as com.example.app: starts with a letter, letters, digits and _ in at least two parts separated by dots. It cannot change once the app is created, and the package in each upload's manifest.json must be this one.",
      packageNameOk:
        "The package name is well formed. It cannot change once the app is created, and the package in each upload's manifest.json must be this one.",
      kind: 'Kind',
      category: 'Category',
      chooseCategory: 'Choose one',
      names: 'Name',
      nameZh: 'Name in Chinese',
      nameEn: 'Name in English',
      summaries: 'One-line summary',
      summaryZh: 'Summary in Chinese',
      summaryEn: 'Summary in English',
      descriptions: 'Description',
      descriptionZh: 'Description in Chinese',
      descriptionEn: 'Description in English',
      privacyPolicyUrl: 'Privacy policy address',
      privacyPolicyHelp: 'An address starting with https://; the reviewer opens it.',
      forReview: 'Needed before review',
      maxChars: 'At most {{max}} characters',
      cannotClear: 'Once given, this can be changed but not emptied',
    },
    create: {
      description:
        'Claim a package name and describe the app. Only the package name, kind, category and Chinese name are needed now; review needs the texts in both languages, an icon and screenshots.',
      submit: 'Create the app',
      created: 'The app was created',
    },
  },
  validation: {
    packageName:
      'A package name is a reverse domain: a letter first, then letters, digits and _ in at least two parts separated by dots, such as com.example.app',
    kind: 'Choose a kind',
    category: 'Choose a category',
    nameZh: 'Give the Chinese name, at most 30 characters',
    nameEn: 'The English name has at most 30 characters',
    summaryZh: 'The Chinese summary has at most 80 characters',
    summaryEn: 'The English summary has at most 80 characters',
    descriptionZh: 'The Chinese description has at most 2000 characters',
    descriptionEn: 'The English description has at most 2000 characters',
    privacyPolicyUrl: 'Give an address starting with https://, at most 500 characters',
    releaseNotes: 'Release notes have at most 2000 characters',
    package: 'Choose a package',
  },
}
