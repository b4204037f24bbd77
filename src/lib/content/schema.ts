import { z } from 'zod'

// The content model: what each file under content/ must hold. The build (scripts/content/) parses
// every file with these schemas and stops with the file and the field when one does not fit; the
// browser only ever sees the result, typed by ./types.ts.
//
// Conventions that keep the files simple for the people who edit them:
// - text in two languages is an object `{ "zh-CN": "…", "en": "…" }`; both are required;
// - a field called `body` is Markdown, every other text is plain;
// - `{product}` in any text is the brand's display name, `{slug}` its slug (settings.ts);
// - a link inside the portal is a path starting with "/" (checked against the routes and the
//   content's ids); any other link must be https.
// Objects are strict: a misspelt field name fails instead of being silently dropped.

const text = z.string().trim().min(1)
export const localized = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ 'zh-CN': schema, en: schema })
const ltext = localized(text)
const date = z.iso.date()
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and "-"')
const href = z.string().regex(/^(\/(?!\/)|https:\/\/)/, 'a path starting with "/" or an https URL')
const order = z.number().int().min(0).default(100)

const image = z.strictObject({
  /** A file beside the JSON (SVG or WebP), e.g. "images/weather-icon.svg". */
  src: z.string().regex(/^[\w./-]+\.(svg|webp)$/, 'an .svg or .webp file beside the content'),
  alt: ltext,
})

const titled = z.strictObject({ title: ltext, description: ltext })
const linkItem = z.strictObject({ label: ltext, href })

// Home -------------------------------------------------------------------------------------------

export const homeSchema = z.strictObject({
  hero: z.strictObject({ title: ltext, lead: ltext }),
  calls: z.strictObject({ register: ltext, login: ltext, docs: ltext, account: ltext }),
  sections: z.array(z.strictObject({ title: ltext, description: ltext, href })).min(4),
  description: ltext,
})

// Awards -----------------------------------------------------------------------------------------

const person = z.strictObject({ name: ltext, title: ltext })
const entry = z.strictObject({ app: ltext, team: ltext, category: ltext })

export const awardEditionSchema = z.strictObject({
  edition: z.number().int().min(1),
  year: z.number().int().min(2000),
  theme: ltext,
  summary: ltext,
  timeline: z.array(z.strictObject({ date, label: ltext })).min(2),
  registration: z
    .strictObject({
      opens: date,
      closes: date,
      steps: z.array(ltext).min(1),
      eligibility: z.array(ltext).min(1),
    })
    .refine((r) => r.opens <= r.closes, { message: 'opens must not be after closes' }),
  prizes: z.array(z.strictObject({ name: ltext, count: z.number().int().min(1), reward: ltext })),
  rules: z.array(ltext).min(1),
  judges: z.array(person).min(1),
  criteria: z.array(z.strictObject({ name: ltext, weight: z.number().int().min(1).max(100) })),
  finalists: z.array(entry),
  winners: z.array(entry.extend({ prize: ltext, citation: ltext })),
})

// Conference -------------------------------------------------------------------------------------

const venue = z.strictObject({ name: ltext, address: ltext })

export const conferenceSchema = z.strictObject({
  current: z.strictObject({
    name: ltext,
    theme: ltext,
    summary: ltext,
    date,
    endDate: date,
    venue,
    speakers: z.array(z.strictObject({ id, name: ltext, title: ltext, bio: ltext })).min(1),
    agenda: z
      .array(
        z.strictObject({
          day: z.number().int().min(1).default(1),
          start: z.string().regex(/^\d{2}:\d{2}$/),
          end: z.string().regex(/^\d{2}:\d{2}$/),
          title: ltext,
          speakers: z.array(id).default([]),
        }),
      )
      .min(1),
    replays: z.array(z.strictObject({ title: ltext, href, minutes: z.number().int().min(1) })),
  }),
  preview: z.strictObject({
    name: ltext,
    theme: ltext,
    summary: ltext,
    date,
    venue,
    topics: z.array(ltext).min(1),
    registrationOpens: date,
  }),
})

// Help centres -----------------------------------------------------------------------------------

export const helpCentreSchema = z.strictObject({ title: ltext, description: ltext })

export const faqCategorySchema = z.strictObject({
  order,
  title: ltext,
  description: ltext,
  questions: z
    .array(
      z.strictObject({
        id,
        title: ltext,
        body: ltext,
        updated: date,
        /** Rank on the hot list (1 is the most read); absent: not on it. */
        hot: z.number().int().min(1).optional(),
        /** Ids of questions in the same help centre. */
        related: z.array(id).default([]),
      }),
    )
    .min(1),
})

// Open platform ----------------------------------------------------------------------------------

export const opennessSchema = z.strictObject({
  title: ltext,
  summary: ltext,
  body: ltext,
  capabilities: z.array(titled).min(1),
  steps: z.array(titled).min(1),
  links: z.array(linkItem).min(1),
})

// Developer tools --------------------------------------------------------------------------------

export const PLATFORMS = ['windows', 'macos', 'linux', 'android'] as const

export const devtoolSchema = z.strictObject({
  description: ltext,
  tools: z
    .array(
      z.strictObject({
        id,
        name: ltext,
        summary: ltext,
        version: z.string().regex(/^\d+\.\d+\.\d+$/),
        released: date,
        downloads: z
          .array(z.strictObject({ platform: z.enum(PLATFORMS), href, size: z.string().min(1) }))
          .min(1),
        changelog: z
          .array(z.strictObject({ version: z.string(), date, changes: z.array(ltext).min(1) }))
          .min(1),
      }),
    )
    .min(1),
})

// Service providers ------------------------------------------------------------------------------

export const serviceProvidersSchema = z.strictObject({
  description: ltext,
  categories: z.array(z.strictObject({ id, name: ltext })).min(1),
  providers: z
    .array(
      z.strictObject({
        id,
        name: ltext,
        categories: z.array(id).min(1),
        summary: ltext,
        services: z.array(ltext).min(1),
        city: ltext,
        email: z.email(),
        website: href.optional(),
      }),
    )
    .min(1),
})

// Contact ----------------------------------------------------------------------------------------

export const contactSchema = z.strictObject({
  description: ltext,
  channels: z
    .array(
      z.strictObject({
        kind: z.enum(['email', 'phone', 'forum', 'ticket']),
        title: ltext,
        value: z.string().min(1),
        href: z.string().regex(/^(mailto:|tel:|https:\/\/|\/(?!\/))/),
        hours: ltext,
        description: ltext,
      }),
    )
    .min(1),
  addresses: z.array(z.strictObject({ name: ltext, address: ltext, postcode: z.string() })),
  account: z.strictObject({ title: ltext, body: ltext }),
})

// Documents --------------------------------------------------------------------------------------

/** `_section.json` in each folder of content/documents. */
export const documentSectionSchema = z.strictObject({ order, title: ltext })

/** The front matter of a document page (one Markdown file per language). */
export const documentFrontMatterSchema = z.strictObject({
  title: text,
  description: text,
  order,
})

// Showcase ---------------------------------------------------------------------------------------

export const showcaseSchema = z.strictObject({
  description: ltext,
  categories: z.array(z.strictObject({ id, name: ltext })).min(1),
  apps: z
    .array(
      z.strictObject({
        id,
        name: ltext,
        category: id,
        developer: ltext,
        summary: ltext,
        body: ltext,
        /** The package name the QR code opens (hap://app/<package>). */
        package: z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/),
        icon: image,
        screenshots: z.array(image).min(1),
      }),
    )
    .min(1),
})

// Flow support -----------------------------------------------------------------------------------

export const flowSupportSchema = z.strictObject({
  title: ltext,
  summary: ltext,
  body: ltext,
  benefits: z.array(titled).min(1),
  eligibility: z.array(ltext).min(1),
  steps: z.array(titled).min(1),
  apply: z.strictObject({ label: ltext, href }),
})
