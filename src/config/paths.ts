import {
  awardBase,
  createRouteTable,
  routeNamed,
  type AwardEdition,
  type AwardPage,
  type HelpCentre,
} from './route-table.ts'
import { settings } from './settings.ts'

// The links to the portal's pages, for the screens, the layouts and redirects: every path is read
// from the route table (route-table.ts), which spells each one once; only what an address adds to
// a page's path (a parameter, a query) is written here.

export type { AwardEdition, HelpCentre }

/** `pattern` with each `:name` segment replaced by its value, encoded. */
const fill = (pattern: string, values: Record<string, string | number>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])))

/** Every link for a brand slug; the build uses it with the slug of the build's own settings. */
export function createPaths(slug: string) {
  const table = createRouteTable(slug)
  const path = (name: string) => routeNamed(table, name).path
  const help = (centre: HelpCentre, page?: string) => path(page ? `${centre}.${page}` : centre)
  return {
    home: path('home'),
    error: path('error'),
    account: {
      login: path('account.login'),
      register: path('account.register'),
      findPassword: path('account.findPassword'),
      recovery: path('account.recovery'),
      recoveryApplySuccess: path('account.recoveryApplySuccess'),
      intercept: path('account.intercept'),
      data: path('account.data'),
      personal: path('account.personal'),
      modifyContact: path('account.modifyContact'),
      modifyEmail: path('account.modifyEmail'),
      modifyLegalPerson: path('account.modifyLegalPerson'),
      modifyLegalPersonCompany: path('account.modifyLegalPersonCompany'),
      modifyPassword: path('account.modifyPassword'),
      modifyRole: path('account.modifyRole'),
      security: path('account.security'),
      record: path('account.record'),
      recordInfo: path('account.recordInfo'),
      apps: path('account.apps'),
      appCreate: path('account.appCreate'),
      app: path('account.app'),
      appUpload: path('account.appUpload'),
      vendors: path('account.vendors'),
      vendorCallback: path('account.vendorCallback'),
    },
    awards: {
      /** An edition's own page, or where its pages live. */
      edition: awardBase,
      page: (edition: AwardEdition, page: AwardPage) => path(`${edition}.${page}`),
    },
    conference: path('conference'),
    conferencePreview: path('conferencePreview'),
    help: {
      home: (centre: HelpCentre) => help(centre),
      faq: (centre: HelpCentre, id: string) => fill(help(centre, 'faq'), { id }),
      faqInfo: (centre: HelpCentre, id: string) =>
        `${help(centre, 'faqInfo')}?id=${encodeURIComponent(id)}`,
      hot: (centre: HelpCentre) => help(centre, 'hot'),
      search: (centre: HelpCentre, q?: string) =>
        q ? `${help(centre, 'search')}?q=${encodeURIComponent(q)}` : help(centre, 'search'),
    },
    openness: {
      intelligentCard: path('openness.intelligentCard'),
      product: path('openness.product'),
      quickGame: path('openness.quickGame'),
    },
    devtool: path('devtool'),
    document: path('document'),
    /** `/document?path=guide/start`: one document page (its `#heading` is added by the caller). */
    documentPage: (docPath: string) =>
      `${path('document')}?path=${docPath.split('/').map(encodeURIComponent).join('/')}`,
    contactUs: path('contactUs'),
    flowSupport: path('flowSupport'),
    serviceProvider: path('serviceProvider'),
    showcase: path('showcase'),
    showcaseDetail: path('showcaseDetail'),
    showcaseApp: (id: string) => `${path('showcaseDetail')}?id=${encodeURIComponent(id)}`,
    /** The staff console (not in the specification): its own sign-in, layout and code. */
    staff: {
      queue: path('staff.queue'),
      login: path('staff.login'),
      /** `/staff/setup?token=…`, the link `npm run admin -- staff add` prints. */
      setup: path('staff.setup'),
      record: (id: number | string) => fill(path('staff.record'), { id }),
      audit: path('staff.audit'),
      appQueue: path('staff.appQueue'),
      appVersion: (id: number | string) => fill(path('staff.appVersion'), { id }),
      vendorQueue: path('staff.vendorQueue'),
      distribution: (id: number | string) => fill(path('staff.distribution'), { id }),
      vendorBindings: path('staff.vendorBindings'),
      members: path('staff.members'),
      vendors: path('staff.vendors'),
    },
  } as const
}

export type Paths = ReturnType<typeof createPaths>

export const paths: Paths = createPaths(settings.brandSlug)

/** `/account/apps/info?id=42`: an app's page. */
export const appPath = (id: number | string) =>
  `${paths.account.app}?id=${encodeURIComponent(String(id))}`

/** `/account/apps/upload?id=42`: uploading a package for an app. */
export const appUploadPath = (id: number | string) =>
  `${paths.account.appUpload}?id=${encodeURIComponent(String(id))}`

/** `/account/record/info?id=7` */
export const recordInfoPath = (id: number | string) =>
  `${paths.account.recordInfo}?id=${encodeURIComponent(String(id))}`
