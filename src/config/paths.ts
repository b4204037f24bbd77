import { settings } from './settings.ts'

// Every route path of the portal, in one place. They are public addresses and stay exactly as the
// specification spells them (accpuntIntercept, findPassWord, modifylegalPerson…): change one here
// and every link, redirect and the route table follow.

export type HelpCentre = 'commonProblem' | 'commonGameProblem'
export type AwardEdition = 'awardsAct' | 'awardsAct2' | 'awardsAct3' | 'awardsAct4'

/** Every path for a brand slug; the build uses it with the slug of the build's own settings. */
export function createPaths(slug: string) {
  return {
    home: '/',
    error: '/error',
    account: {
      login: '/account/login',
      register: '/account/register',
      findPassword: '/account/findPassWord',
      recovery: '/account/recovery',
      recoveryApplySuccess: '/account/recoveryApplySuccess',
      intercept: '/account/accpuntIntercept',
      data: '/account/data',
      personal: '/account/personal',
      modifyContact: '/account/personal/modifyContact',
      modifyEmail: '/account/personal/modifyEmail',
      modifyLegalPerson: '/account/personal/modifylegalPerson',
      modifyLegalPersonCompany: '/account/personal/modifylegalPersonCompany',
      modifyPassword: '/account/personal/modifyPassWord',
      modifyRole: '/account/personal/modifyRole',
      security: '/account/personal/security',
      record: '/account/record',
      recordInfo: '/account/record/info',
    },
    awards: {
      edition: (edition: AwardEdition) => `/active/${edition}`,
      page: (edition: AwardEdition, page: 'publicity' | 'registration' | 'selection') =>
        `/active/${edition}/${page}`,
    },
    conference: '/active/developersConference',
    conferencePreview: '/active/developersConference/preview',
    help: {
      home: (centre: HelpCentre) => `/${centre}`,
      faq: (centre: HelpCentre, id: string) => `/${centre}/faq/${encodeURIComponent(id)}`,
      faqInfo: (centre: HelpCentre, id: string) =>
        `/${centre}/faqInfo?id=${encodeURIComponent(id)}`,
      hot: (centre: HelpCentre) => `/${centre}/hot`,
      search: (centre: HelpCentre, q?: string) =>
        q ? `/${centre}/search?q=${encodeURIComponent(q)}` : `/${centre}/search`,
    },
    openness: {
      intelligentCard: '/openness/intelligentCard',
      product: `/openness/${slug}`,
      quickGame: '/openness/quickGame',
    },
    devtool: '/devtool',
    document: '/document',
    /** `/document?path=guide/start`: one document page (its `#heading` is added by the caller). */
    documentPage: (docPath: string) =>
      `/document?path=${docPath.split('/').map(encodeURIComponent).join('/')}`,
    contactUs: '/contactUs',
    flowSupport: '/flowSupport',
    serviceProvider: '/serviceProvider',
    showcase: `/${slug}Show`,
    showcaseDetail: `/${slug}Show/${slug}Detail`,
    showcaseApp: (id: string) => `/${slug}Show/${slug}Detail?id=${encodeURIComponent(id)}`,
    /** The staff console (not in the specification): its own sign-in, layout and code. */
    staff: {
      queue: '/staff',
      login: '/staff/login',
      /** `/staff/setup?token=…`, the link `npm run admin -- staff add` prints. */
      setup: '/staff/setup',
      record: (id: number | string) => `/staff/records/${encodeURIComponent(String(id))}`,
      audit: '/staff/audit',
    },
  } as const
}

export type Paths = ReturnType<typeof createPaths>

export const paths: Paths = createPaths(settings.brandSlug)

/** `/account/record/info?id=7` */
export const recordInfoPath = (id: number | string) =>
  `${paths.account.recordInfo}?id=${encodeURIComponent(String(id))}`
