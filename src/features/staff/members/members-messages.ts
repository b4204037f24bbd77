import { LANGUAGES, type Language } from '@/config/settings'
import { staffMembersEn } from '@/locales/staff-members/en'
import { staffMembersZhCN, type StaffMembersMessages } from '@/locales/staff-members/zh-CN'
import { addPageMessages } from '@/lib/i18n/i18n-core'
import '@/features/staff/staff-review-messages'

// Imported (for this effect) by the staff members page: its messages join the catalogue when it
// loads, so no developer page carries them. It sits in the review screens' frame (page, loading),
// whose messages come along.

export const staffMembersCatalogues: Record<Language, StaffMembersMessages> = {
  'zh-CN': staffMembersZhCN,
  en: staffMembersEn,
}

for (const language of LANGUAGES) {
  addPageMessages(language, staffMembersCatalogues[language])
}
