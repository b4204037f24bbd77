import type { StaffMessages } from '@/locales/staff/zh-CN'
import type { Messages } from '@/locales/zh-CN'
import { paths as appPaths, type HelpCentre, type Paths } from './paths.ts'

export type TitleKey = keyof Messages['titles']

/** One route of the portal: its path pattern as the router spells it, its title and who sees it. */
export interface PageEntry {
  path: string
  title: TitleKey
  titleValues?: Record<string, string | number>
  /** Signed-in developers only (never in the sitemap). */
  private?: boolean
}

const centres: [HelpCentre, 'helpGame' | 'helpCommon'][] = [
  ['commonGameProblem', 'helpGame'],
  ['commonProblem', 'helpCommon'],
]

/**
 * Every page route and its title key: the router takes its `handle` from here, and the build takes
 * the titles the server writes into each page's HTML, so both always agree.
 */
export function pageTable(paths: Paths = appPaths): PageEntry[] {
  const a = paths.account
  return [
    { path: paths.home, title: 'home' },
    {
      path: paths.awards.page('awardsAct', 'publicity'),
      title: 'awardPublicity',
      titleValues: { edition: 1 },
    },
    {
      path: paths.awards.page('awardsAct', 'registration'),
      title: 'awardRegistration',
      titleValues: { edition: 1 },
    },
    {
      path: paths.awards.page('awardsAct', 'selection'),
      title: 'awardSelection',
      titleValues: { edition: 1 },
    },
    {
      path: paths.awards.page('awardsAct2', 'publicity'),
      title: 'awardPublicity',
      titleValues: { edition: 2 },
    },
    {
      path: paths.awards.page('awardsAct2', 'registration'),
      title: 'awardRegistration',
      titleValues: { edition: 2 },
    },
    {
      path: paths.awards.page('awardsAct2', 'selection'),
      title: 'awardSelection',
      titleValues: { edition: 2 },
    },
    {
      path: paths.awards.page('awardsAct3', 'publicity'),
      title: 'awardPublicity',
      titleValues: { edition: 3 },
    },
    {
      path: paths.awards.edition('awardsAct4'),
      title: 'awardEdition',
      titleValues: { edition: 4 },
    },
    { path: paths.conference, title: 'conference' },
    { path: paths.conferencePreview, title: 'conferencePreview' },
    ...centres.flatMap(([centre, key]): PageEntry[] => [
      { path: paths.help.home(centre), title: key },
      { path: `${paths.help.home(centre)}/faq/:id`, title: `${key}Faq` },
      { path: `${paths.help.home(centre)}/faqInfo`, title: `${key}FaqInfo` },
      { path: paths.help.hot(centre), title: `${key}Hot` },
      { path: paths.help.search(centre), title: `${key}Search` },
    ]),
    { path: paths.openness.intelligentCard, title: 'intelligentCard' },
    { path: paths.openness.product, title: 'openProduct' },
    { path: paths.openness.quickGame, title: 'quickGame' },
    { path: paths.devtool, title: 'devtool' },
    { path: paths.document, title: 'document' },
    { path: paths.contactUs, title: 'contact' },
    { path: paths.flowSupport, title: 'flowSupport' },
    { path: paths.serviceProvider, title: 'serviceProvider' },
    { path: paths.showcase, title: 'showcase' },
    { path: paths.showcaseDetail, title: 'showcaseDetail' },
    { path: paths.error, title: 'error' },
    { path: a.login, title: 'login' },
    { path: a.register, title: 'register' },
    { path: a.findPassword, title: 'findPassword' },
    { path: a.recovery, title: 'recovery' },
    { path: a.recoveryApplySuccess, title: 'recoveryApplySuccess' },
    ...(
      [
        [a.intercept, 'accountIntercept'],
        [a.data, 'data'],
        [a.personal, 'personal'],
        [a.modifyContact, 'modifyContact'],
        [a.modifyEmail, 'modifyEmail'],
        [a.modifyLegalPerson, 'modifyLegalPerson'],
        [a.modifyLegalPersonCompany, 'modifyLegalPersonCompany'],
        [a.modifyPassword, 'modifyPassword'],
        [a.modifyRole, 'modifyRole'],
        [a.security, 'security'],
        [a.record, 'record'],
        [a.recordInfo, 'recordInfo'],
      ] as const
    ).map(([path, title]): PageEntry => ({ path, title, private: true })),
  ]
}

export type StaffTitleKey = keyof StaffMessages['staff']['titles']

/** A page of the staff console; its title is among the console's own messages. */
export interface StaffPageEntry {
  path: string
  title: StaffTitleKey
}

/**
 * The staff console's pages (issue 31; the router's staff subtree). The server answers them with
 * index.html and their title, the build renders none of them to HTML, and no sitemap lists them:
 * the console's code loads in the browser, on these pages only.
 */
export function staffPageTable(paths: Paths = appPaths): StaffPageEntry[] {
  const s = paths.staff
  return [
    { path: s.queue, title: 'queue' },
    { path: s.login, title: 'login' },
    { path: s.setup, title: 'setup' },
    { path: staffRecordPattern(paths), title: 'record' },
    { path: s.audit, title: 'audit' },
  ]
}

/** `/staff/records/:id`: the record page's path as the router matches it. */
export const staffRecordPattern = (paths: Paths = appPaths) =>
  decodeURIComponent(paths.staff.record(':id'))

const byPath = new Map(pageTable().map((entry) => [entry.path, entry]))

/** The table's entry for a route path pattern; a route missing from the table is a bug. */
export function pageEntry(path: string): PageEntry {
  const entry = byPath.get(path)
  if (!entry) throw new Error(`${path} is not in the page table (src/config/pages.ts)`)
  return entry
}
