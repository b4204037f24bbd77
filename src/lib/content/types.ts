import type { z } from 'zod'
import type { AwardEdition as AwardEditionKey, HelpCentre } from '@/config/paths'
import type { Language } from '@/config/settings'
import type {
  awardEditionSchema,
  conferenceSchema,
  contactSchema,
  devtoolSchema,
  flowSupportSchema,
  homeSchema,
  opennessSchema,
  serviceProvidersSchema,
  showcaseSchema,
} from './schema'

// What the browser receives: the build resolves every `{ zh-CN, en }` text of a file into one tree
// per language, renders each `body` from Markdown to HTML and fills in the brand.

export interface Heading {
  id: string
  text: string
  level: 2 | 3
}

/** A Markdown `body` after the build: safe HTML (raw HTML in the source is escaped), its plain text
 * (for search and descriptions) and its h2/h3 headings with their anchor ids. */
export interface Rendered {
  html: string
  text: string
  headings: Heading[]
}

type Localized<T> = { 'zh-CN': T; en: T }

/** The type of a schema's data in one language. */
export type Resolve<T> =
  T extends Localized<infer U>
    ? Resolve<U>
    : T extends readonly (infer E)[]
      ? Resolve<E>[]
      : T extends object
        ? { [K in keyof T]: K extends 'body' ? Rendered : Resolve<T[K]> }
        : T

/** Every content module's default export: the same content in each language. */
export type PerLanguage<T> = Record<Language, T>

export type HomeContent = Resolve<z.output<typeof homeSchema>> & {
  /** The newest award edition and the conference, for the home page's cards. */
  award: {
    key: string
    edition: number
    theme: string
    summary: string
    opens: string
    closes: string
  }
  conference: { name: string; theme: string; date: string; venue: string }
}

export type { AwardEditionKey }
export type AwardEdition = Resolve<z.output<typeof awardEditionSchema>> & { key: AwardEditionKey }
export interface AwardsContent {
  editions: AwardEdition[]
}

export type ConferenceContent = Resolve<z.output<typeof conferenceSchema>>

export interface FaqQuestion {
  id: string
  categoryId: string
  title: string
  body: Rendered
  updated: string
  hot?: number
  related: string[]
}
export interface FaqCategory {
  id: string
  title: string
  description: string
  questions: FaqQuestion[]
}
export interface HelpCentreContent {
  title: string
  description: string
  categories: FaqCategory[]
}
export type HelpContent = Record<HelpCentre, HelpCentreContent>

export type OpennessProduct = 'intelligentCard' | 'product' | 'quickGame'
export type OpennessContent = Record<OpennessProduct, Resolve<z.output<typeof opennessSchema>>>

export type DevtoolContent = Resolve<z.output<typeof devtoolSchema>>
export type ServiceProvidersContent = Resolve<z.output<typeof serviceProvidersSchema>>
export type ContactContent = Resolve<z.output<typeof contactSchema>>
export type FlowSupportContent = Resolve<z.output<typeof flowSupportSchema>>

export interface DocumentPage {
  /** `section/page`, the `?path=` of /document. */
  path: string
  title: string
  description: string
  body: Rendered
}
export interface DocumentsContent {
  sections: { id: string; title: string; pages: DocumentPage[] }[]
}

type ShowcaseResolved = Resolve<z.output<typeof showcaseSchema>>
/** Image `src`s are URLs of files the build emitted; the QR code is an SVG data URL. */
export type ShowcaseApp = ShowcaseResolved['apps'][number] & { qrCode: string; deepLink: string }
export type ShowcaseContent = Omit<ShowcaseResolved, 'apps'> & { apps: ShowcaseApp[] }

export interface ContentModules {
  home: HomeContent
  awards: AwardsContent
  conference: ConferenceContent
  help: HelpContent
  openness: OpennessContent
  devtool: DevtoolContent
  'service-providers': ServiceProvidersContent
  contact: ContactContent
  documents: DocumentsContent
  showcase: ShowcaseContent
  'flow-support': FlowSupportContent
}

export type ContentSection = keyof ContentModules
