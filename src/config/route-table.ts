import type { ContentSection } from '@/lib/content/types'
import type { StaffMessages } from '@/locales/staff/zh-CN'
import type { Messages } from '@/locales/zh-CN'
import { linkedPages } from '../../rules/linked-pages.ts'
import { settings } from './settings.ts'

// Every page of the portal, described once: its address exactly as the specification spells it
// (accpuntIntercept, findPassWord, modifylegalPerson…), its title, its layout, who may open it,
// what its loader adds and the module that draws it. The router (src/app/router.tsx) builds its
// routes from it, the link helpers (paths.ts) read their paths from it, the build writes the route
// manifest, the titles and the sitemap from it (scripts/content/route-meta.ts), and the size
// budget (scripts/size-budget.mjs) and the page walks (e2e/support/routes.ts) measure and visit it.
// Node reads this file as it is (type stripping): its runtime imports are relative `.ts` ones.

export type TitleKey = keyof Messages['titles']
export type StaffTitleKey = keyof StaffMessages['staff']['titles']

export type HelpCentre = 'commonProblem' | 'commonGameProblem'
export type AwardEdition = 'awardsAct' | 'awardsAct2' | 'awardsAct3' | 'awardsAct4'

/** The frame a page is drawn in (src/app/layouts/). */
export type Layout = 'default' | 'award' | 'document' | 'staff'

/**
 * Who may open a page: everyone; signed-in developers (others go to sign in); signed-out visitors
 * (a signed-in developer goes to the account centre); signed-in staff (others go to the console's
 * sign-in).
 */
export type Access = 'public' | 'signed-in' | 'signed-out-only' | 'staff'

/**
 * Which staff members a console page is for, as its calls' `x-staff-scope` says: the alliance's
 * own staff, a vendor's operators, or both.
 */
export type StaffScope = 'alliance' | 'vendor' | 'any'

/** The staff roles, lowest first (`x-staff-role`): an admin may do what a reviewer may. */
export type StaffRoleName = 'reviewer' | 'admin'

/**
 * What a page's loader does besides its access check: `complete-profile` sends a developer whose
 * profile is not complete to the intercept page (design.md, section 5); `profile-record` asks for
 * the latest profile submission, and the form's code, while the page's own code loads.
 */
export type PageLoader = 'complete-profile' | 'profile-record'

/**
 * A module the router loads when a page needs it, as an import path under src/ (`@/…`, one of the
 * modules `lazyModules` in src/app/router.tsx holds), and the component it exports.
 */
export interface LazyComponent {
  module: string
  component: string
  /** What the page passes the component (the edition of an award page, the product…). */
  props?: Record<string, string>
}

interface RouteBase extends LazyComponent {
  /** The page's name: its route id, and the key its link helper in paths.ts reads it by. */
  name: string
  /** The path pattern as the router matches it (`:id` for a segment). */
  path: string
  access: Access
  loader?: PageLoader
  /** The content section the page shows: it loads with the page's code (docs/performance.md). */
  content?: ContentSection
}

/** A developer-facing page: rendered to HTML at build time, its title among the UI messages. */
export interface PortalRoute extends RouteBase {
  layout: Exclude<Layout, 'staff'>
  access: Exclude<Access, 'staff'>
  title: TitleKey
  titleValues?: Record<string, string | number>
  /** Left out of the sitemap though public (the error page); signed-in pages always are. */
  sitemap?: false
}

/**
 * A page of the staff console: answered with index.html and its title, never rendered
 * at build time nor in the sitemap; its title is among the console's own messages.
 */
export interface StaffRoute extends RouteBase {
  layout: 'staff'
  access: 'public' | 'staff'
  title: StaffTitleKey
  /** For a signed-in page: whose it is (default `alliance`, as the contract's default scope). */
  scope?: StaffScope
  /** For a signed-in page: the role it needs (default `reviewer`). */
  role?: StaffRoleName
}

/**
 * What a signed-in console page needs of the staff member: the console's guard
 * (src/features/staff/session/require-staff.tsx) reads it from the route's handle and shows a
 * member it does not cover why, instead of a page whose every call answers 21004.
 */
export interface StaffAccess {
  title: StaffTitleKey
  scope: StaffScope
  role: StaffRoleName
}

/** A console page's route handle. */
export interface StaffRouteHandle {
  staffAccess: StaffAccess
}

export const staffAccessOf = (entry: StaffRoute): StaffAccess => ({
  title: entry.title,
  scope: entry.scope ?? 'alliance',
  role: entry.role ?? 'reviewer',
})

export type RouteEntry = PortalRoute | StaffRoute

export const isPortalRoute = (entry: RouteEntry): entry is PortalRoute => entry.layout !== 'staff'

/**
 * The lazy modules a layout or an access check adds before a page's own: the staff console's
 * frame and its session guard are chunks of their own, so that no developer page loads them.
 */
export const layoutModules: Partial<Record<Layout, LazyComponent>> = {
  staff: { module: '@/app/layouts/staff-layout', component: 'StaffLayout' },
}
export const accessModules: Partial<Record<Access, LazyComponent>> = {
  staff: { module: '@/features/staff/session/require-staff', component: 'RequireStaff' },
}

/** `/active/awardsAct`: where an award edition's pages live. */
export const awardBase = (edition: AwardEdition) => `/active/${edition}`

export type AwardPage = 'publicity' | 'registration' | 'selection'

/**
 * The award editions, their number and their pages (`/active/{edition}/{page}`); an edition
 * without pages is one page of its own (`/active/{edition}`). The award layout's band lists them.
 */
export const awardEditions: { edition: AwardEdition; number: number; pages: AwardPage[] }[] = [
  { edition: 'awardsAct', number: 1, pages: ['publicity', 'registration', 'selection'] },
  { edition: 'awardsAct2', number: 2, pages: ['publicity', 'registration', 'selection'] },
  { edition: 'awardsAct3', number: 3, pages: ['publicity'] },
  { edition: 'awardsAct4', number: 4, pages: [] },
]

const awardScreens = {
  publicity: ['awardPublicity', 'AwardPublicityScreen'],
  registration: ['awardRegistration', 'AwardRegistrationScreen'],
  selection: ['awardSelection', 'AwardSelectionScreen'],
  edition: ['awardEdition', 'AwardEditionScreen'],
} as const satisfies Record<AwardPage | 'edition', [TitleKey, string]>

/** The pages of every award edition, each drawn by one of the award screens for its edition. */
function awardPages(): PortalRoute[] {
  return awardEditions.flatMap(({ edition, number, pages }) =>
    (pages.length > 0 ? pages : [undefined]).map((page): PortalRoute => {
      const [title, component] = awardScreens[page ?? 'edition']
      return {
        name: page ? `${edition}.${page}` : edition,
        path: page ? `${awardBase(edition)}/${page}` : awardBase(edition),
        title,
        titleValues: { edition: number },
        layout: 'award',
        access: 'public',
        content: 'awards',
        module: '@/features/awards/award-screens',
        component,
        props: { edition },
      }
    }),
  )
}

/** The pages of one help centre (`/commonProblem`, `/commonProblem/faq/:id`…). */
function helpCentre(centre: HelpCentre, title: 'helpGame' | 'helpCommon'): PortalRoute[] {
  const page = (
    name: string,
    path: string,
    titleKey: TitleKey,
    module: string,
    component: string,
  ): PortalRoute => ({
    name: name ? `${centre}.${name}` : centre,
    path: `/${centre}${path}`,
    title: titleKey,
    layout: 'default',
    access: 'public',
    content: 'help',
    module: `@/features/help/${module}`,
    component,
  })
  return [
    page('', '', title, 'help-home-screen', 'HelpHomeScreen'),
    page('faq', '/faq/:id', `${title}Faq`, 'faq-category-screen', 'FaqCategoryScreen'),
    page('faqInfo', '/faqInfo', `${title}FaqInfo`, 'faq-answer-screen', 'FaqAnswerScreen'),
    page('hot', '/hot', `${title}Hot`, 'hot-screen', 'HotScreen'),
    page('search', '/search', `${title}Search`, 'search-screen', 'SearchScreen'),
  ]
}

/** A public page of the default layout. */
const open = { layout: 'default', access: 'public' } as const
/** A page of the default layout for signed-in developers. */
const signedIn = { layout: 'default', access: 'signed-in' } as const

/**
 * The route table for a brand slug (`{product}` in /openness/{slug}, /{slug}Show…); the build uses
 * it with the slug of its own settings. The order is the route manifest's and the sitemap's.
 */
export function createRouteTable(slug: string): RouteEntry[] {
  const openness = (product: string, name: string, title: TitleKey): PortalRoute => ({
    ...open,
    name: `openness.${name}`,
    path: `/openness/${product}`,
    title,
    content: 'openness',
    module: '@/features/openness/openness-screen',
    component: 'OpennessScreen',
    props: { product: name },
  })
  return [
    {
      ...open,
      name: 'home',
      path: '/',
      title: 'home',
      content: 'home',
      module: '@/features/home/home-screen',
      component: 'HomeScreen',
    },
    ...awardPages(),
    {
      ...open,
      name: 'conference',
      path: '/active/developersConference',
      title: 'conference',
      content: 'conference',
      module: '@/features/conference/conference-screen',
      component: 'ConferenceScreen',
    },
    {
      ...open,
      name: 'conferencePreview',
      path: '/active/developersConference/preview',
      title: 'conferencePreview',
      content: 'conference',
      module: '@/features/conference/conference-screen',
      component: 'ConferencePreviewScreen',
    },
    ...helpCentre('commonGameProblem', 'helpGame'),
    ...helpCentre('commonProblem', 'helpCommon'),
    openness('intelligentCard', 'intelligentCard', 'intelligentCard'),
    openness(slug, 'product', 'openProduct'),
    openness('quickGame', 'quickGame', 'quickGame'),
    {
      ...open,
      name: 'devtool',
      path: '/devtool',
      title: 'devtool',
      content: 'devtool',
      module: '@/features/devtool/devtool-screen',
      component: 'DevtoolScreen',
    },
    {
      name: 'document',
      path: '/document',
      title: 'document',
      layout: 'document',
      access: 'public',
      content: 'documents',
      module: '@/features/documents/document-screen',
      component: 'DocumentScreen',
    },
    {
      ...open,
      name: 'contactUs',
      path: '/contactUs',
      title: 'contact',
      content: 'contact',
      module: '@/features/contact/contact-screen',
      component: 'ContactScreen',
    },
    {
      ...open,
      name: 'flowSupport',
      path: '/flowSupport',
      title: 'flowSupport',
      content: 'flow-support',
      module: '@/features/flow-support/flow-support-screen',
      component: 'FlowSupportScreen',
    },
    {
      ...open,
      name: 'serviceProvider',
      path: '/serviceProvider',
      title: 'serviceProvider',
      content: 'service-providers',
      module: '@/features/service-providers/service-providers-screen',
      component: 'ServiceProvidersScreen',
    },
    {
      ...open,
      name: 'showcase',
      path: `/${slug}Show`,
      title: 'showcase',
      content: 'showcase',
      module: '@/features/showcase/showcase-screen',
      component: 'ShowcaseScreen',
    },
    {
      ...open,
      name: 'showcaseDetail',
      path: `/${slug}Show/${slug}Detail`,
      title: 'showcaseDetail',
      content: 'showcase',
      module: '@/features/showcase/showcase-detail-screen',
      component: 'ShowcaseDetailScreen',
    },
    {
      ...open,
      name: 'error',
      path: '/error',
      title: 'error',
      sitemap: false,
      module: '@/components/errors/error-page',
      component: 'ErrorPage',
    },
    {
      ...open,
      access: 'signed-out-only',
      name: 'account.login',
      path: '/account/login',
      title: 'login',
      module: '@/features/auth/login-screen',
      component: 'LoginScreen',
    },
    {
      ...open,
      access: 'signed-out-only',
      name: 'account.register',
      path: '/account/register',
      title: 'register',
      module: '@/features/auth/register-screen',
      component: 'RegisterScreen',
    },
    {
      ...open,
      name: 'account.findPassword',
      path: '/account/findPassWord',
      title: 'findPassword',
      module: '@/features/auth/find-password-screen',
      component: 'FindPasswordScreen',
    },
    {
      ...open,
      name: 'account.recovery',
      path: '/account/recovery',
      title: 'recovery',
      module: '@/features/auth/recovery-screen',
      component: 'RecoveryScreen',
    },
    {
      ...open,
      name: 'account.recoveryApplySuccess',
      path: '/account/recoveryApplySuccess',
      title: 'recoveryApplySuccess',
      module: '@/features/auth/recovery-apply-success-screen',
      component: 'RecoveryApplySuccessScreen',
    },
    {
      ...signedIn,
      name: 'account.intercept',
      path: '/account/accpuntIntercept',
      title: 'accountIntercept',
      module: '@/features/complete-profile/intercept-screen',
      component: 'InterceptScreen',
    },
    {
      ...signedIn,
      name: 'account.data',
      path: '/account/data',
      title: 'data',
      loader: 'profile-record',
      module: '@/features/complete-profile/complete-profile-screen',
      component: 'CompleteProfileScreen',
    },
    {
      ...signedIn,
      name: 'account.personal',
      path: '/account/personal',
      title: 'personal',
      module: '@/features/account-centre/account-centre-screen',
      component: 'AccountCentreScreen',
    },
    {
      ...signedIn,
      name: 'account.modifyContact',
      path: '/account/personal/modifyContact',
      title: 'modifyContact',
      loader: 'complete-profile',
      module: '@/features/account-changes/modify-contact-screen',
      component: 'ModifyContactScreen',
    },
    {
      ...signedIn,
      name: 'account.modifyEmail',
      path: '/account/personal/modifyEmail',
      title: 'modifyEmail',
      loader: 'complete-profile',
      module: '@/features/account-changes/modify-email-screen',
      component: 'ModifyEmailScreen',
    },
    {
      ...signedIn,
      name: 'account.modifyLegalPerson',
      path: '/account/personal/modifylegalPerson',
      title: 'modifyLegalPerson',
      loader: 'complete-profile',
      module: '@/features/account-changes/modify-legal-person-screen',
      component: 'ModifyLegalPersonScreen',
    },
    {
      ...signedIn,
      name: 'account.modifyLegalPersonCompany',
      path: '/account/personal/modifylegalPersonCompany',
      title: 'modifyLegalPersonCompany',
      loader: 'complete-profile',
      module: '@/features/account-changes/modify-legal-person-company-screen',
      component: 'ModifyLegalPersonCompanyScreen',
    },
    {
      ...signedIn,
      name: 'account.modifyPassword',
      path: '/account/personal/modifyPassWord',
      title: 'modifyPassword',
      module: '@/features/account-changes/modify-password-screen',
      component: 'ModifyPasswordScreen',
    },
    {
      ...signedIn,
      name: 'account.modifyRole',
      path: '/account/personal/modifyRole',
      title: 'modifyRole',
      loader: 'complete-profile',
      module: '@/features/account-changes/modify-role-screen',
      component: 'ModifyRoleScreen',
    },
    {
      ...signedIn,
      name: 'account.security',
      path: linkedPages.security,
      title: 'security',
      module: '@/features/account-security/account-security-screen',
      component: 'AccountSecurityScreen',
    },
    {
      ...signedIn,
      name: 'account.record',
      path: '/account/record',
      title: 'record',
      module: '@/features/records/record-list-screen',
      component: 'RecordListScreen',
    },
    {
      ...signedIn,
      name: 'account.recordInfo',
      path: '/account/record/info',
      title: 'recordInfo',
      module: '@/features/records/record-info-screen',
      component: 'RecordInfoScreen',
    },
    // The open platform (design.md, section 13): reading needs no complete profile, creating an
    // app and uploading a package do (11001 from the server otherwise).
    {
      ...signedIn,
      name: 'account.apps',
      path: '/account/apps',
      title: 'apps',
      module: '@/features/apps/app-list-screen',
      component: 'AppListScreen',
    },
    {
      ...signedIn,
      name: 'account.appCreate',
      path: '/account/apps/create',
      title: 'appCreate',
      loader: 'complete-profile',
      module: '@/features/apps/app-create-screen',
      component: 'AppCreateScreen',
    },
    {
      // `?id=`: the app, as the record page takes its record (a page rendered at build time has
      // no path parameters).
      ...signedIn,
      name: 'account.app',
      path: '/account/apps/info',
      title: 'app',
      module: '@/features/apps/app-screen',
      component: 'AppScreen',
    },
    {
      ...signedIn,
      name: 'account.appUpload',
      path: '/account/apps/upload',
      title: 'appUpload',
      loader: 'complete-profile',
      module: '@/features/apps/upload-screen',
      component: 'UploadScreen',
    },
    // Vendor developer accounts (design.md, section 14): bound through each vendor's OAuth sign-in,
    // which sends the browser back to the callback page; neither needs a complete profile.
    {
      ...signedIn,
      name: 'account.vendors',
      path: '/account/vendors',
      title: 'vendors',
      module: '@/features/vendors/vendors-screen',
      component: 'VendorsScreen',
    },
    {
      // `?code=…&state=…` (or `?error=…`) from the vendor: the page finishes the binding once.
      ...signedIn,
      name: 'account.vendorCallback',
      path: linkedPages.vendorCallback,
      title: 'vendorCallback',
      module: '@/features/vendors/vendor-callback-screen',
      component: 'VendorCallbackScreen',
    },
    {
      name: 'staff.queue',
      path: '/staff',
      title: 'queue',
      layout: 'staff',
      access: 'staff',
      module: '@/features/staff/review/queue-screen',
      component: 'QueueScreen',
    },
    {
      name: 'staff.login',
      path: '/staff/login',
      title: 'login',
      layout: 'staff',
      access: 'public',
      module: '@/features/staff/session/staff-login-screen',
      component: 'StaffLoginScreen',
    },
    {
      // `/staff/setup?token=…`: the link `npm run admin -- staff add` prints.
      name: 'staff.setup',
      path: linkedPages.staffSetup,
      title: 'setup',
      layout: 'staff',
      access: 'public',
      module: '@/features/staff/session/staff-setup-screen',
      component: 'StaffSetupScreen',
    },
    {
      name: 'staff.record',
      path: '/staff/records/:id',
      title: 'record',
      layout: 'staff',
      access: 'staff',
      module: '@/features/staff/review/record-screen',
      component: 'RecordScreen',
    },
    {
      name: 'staff.audit',
      path: '/staff/audit',
      title: 'audit',
      layout: 'staff',
      access: 'staff',
      role: 'admin',
      module: '@/features/staff/audit/audit-log-screen',
      component: 'AuditLogScreen',
    },
    {
      // The app versions in review (design.md, section 13), beside the account applications.
      name: 'staff.appQueue',
      path: '/staff/apps',
      title: 'appQueue',
      layout: 'staff',
      access: 'staff',
      module: '@/features/staff/app-review/app-queue-screen',
      component: 'AppQueueScreen',
    },
    {
      name: 'staff.appVersion',
      path: '/staff/apps/versions/:id',
      title: 'appVersion',
      layout: 'staff',
      access: 'staff',
      module: '@/features/staff/app-review/version-review-screen',
      component: 'VersionReviewScreen',
    },
    {
      // A vendor's operators (design.md, section 14): their vendor's distributions of versions.
      name: 'staff.vendorQueue',
      path: '/staff/vendor',
      title: 'vendorQueue',
      layout: 'staff',
      access: 'staff',
      scope: 'vendor',
      module: '@/features/staff/vendor-review/distribution-queue-screen',
      component: 'DistributionQueueScreen',
    },
    {
      name: 'staff.distribution',
      path: '/staff/vendor/distributions/:id',
      title: 'distribution',
      layout: 'staff',
      access: 'staff',
      scope: 'vendor',
      module: '@/features/staff/vendor-review/distribution-screen',
      component: 'DistributionScreen',
    },
    {
      name: 'staff.vendorBindings',
      path: '/staff/vendor/bindings',
      title: 'vendorBindings',
      layout: 'staff',
      access: 'staff',
      scope: 'vendor',
      module: '@/features/staff/vendor-review/bindings-screen',
      component: 'BindingsScreen',
    },
    {
      // An alliance admin manages every member, a vendor's admin their vendor's.
      name: 'staff.members',
      path: '/staff/members',
      title: 'members',
      layout: 'staff',
      access: 'staff',
      scope: 'any',
      role: 'admin',
      module: '@/features/staff/members/members-screen',
      component: 'MembersScreen',
    },
    {
      name: 'staff.vendors',
      path: '/staff/vendors',
      title: 'vendors',
      layout: 'staff',
      access: 'staff',
      role: 'admin',
      module: '@/features/staff/vendors/vendors-screen',
      component: 'VendorsScreen',
    },
  ]
}

/** The portal's route table, for the slug of this build's settings. */
export const routeTable: RouteEntry[] = createRouteTable(settings.brandSlug)

/** The table's entry named `name`; a name missing from the table is a bug. */
export function routeNamed(table: RouteEntry[], name: string): RouteEntry {
  const entry = table.find((e) => e.name === name)
  if (!entry) throw new Error(`${name} is not in the route table (src/config/route-table.ts)`)
  return entry
}

/** The developer-facing page whose path pattern is `path`; a path missing is a bug. */
export function portalRoute(path: string, table: RouteEntry[] = routeTable): PortalRoute {
  const entry = table.find((e) => e.path === path)
  if (!entry || !isPortalRoute(entry)) {
    throw new Error(`${path} is not a page of the route table (src/config/route-table.ts)`)
  }
  return entry
}
