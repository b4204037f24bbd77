import { Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import * as z from 'zod/mini'
import {
  AppCategory,
  AppKind,
  type App,
  type CreateAppRequest,
  type UpdateAppRequest,
} from '@generated/model'
import {
  CreateAppBody,
  createAppBodyDescriptionEnMax,
  createAppBodyDescriptionZhMax,
  createAppBodyNameEnMax,
  createAppBodyNameZhMax,
  createAppBodyPrivacyPolicyUrlMax,
  createAppBodySummaryEnMax,
  createAppBodySummaryZhMax,
} from '@generated/zod/apps/apps.zod'
import { ChoiceCards } from '@/components/form/choice-cards'
import { FormField } from '@/components/form/form-field'
import { emptyOr, trimmed } from '@/components/form/validation'
import { useTranslation } from '@/lib/i18n/i18n-core'
import './apps-form-messages'

// The fields of an app's information, shared by "create an app" (with the package name) and the
// app page's editor: their rules are the contract's (the generated CreateAppBody), the messages
// the form's (validation.<field>, from the apps messages).

const body = CreateAppBody.shape

/** The texts an app may have in both languages; only the Chinese name is needed at creation. */
export const OPTIONAL_TEXTS = [
  'nameEn',
  'summaryZh',
  'summaryEn',
  'descriptionZh',
  'descriptionEn',
  'privacyPolicyUrl',
] as const
type OptionalText = (typeof OPTIONAL_TEXTS)[number]

const inEnum = (values: Record<string, string>) => (value: string) =>
  Object.values(values).includes(value)

/**
 * An optional text: empty, or the contract's rule on the trimmed value. Once the app has one, it
 * can change but not be emptied: updateApp keeps a field it is not sent, so an emptied field
 * would stay as it was without a word.
 */
function optionalText(field: OptionalText, kept: boolean) {
  const rule = body[field]
  if (!kept) return z.pipe(z.string().check(z.trim()), emptyOr(rule))
  return z.pipe(
    z.string().check(z.trim()),
    z.string().check(
      z.refine((value) => value !== '', { error: 'apps.form.cannotClear' }),
      z.refine((value) => value === '' || rule.safeParse(value).success),
    ),
  )
}

/** The information's rules; `app`: editing it, whose texts can no longer be emptied. */
export function infoSchema(app?: App) {
  return z.object({
    kind: z.string().check(z.refine(inEnum(AppKind))),
    category: z.string().check(z.refine(inEnum(AppCategory))),
    nameZh: trimmed(body.nameZh),
    ...(Object.fromEntries(
      OPTIONAL_TEXTS.map((field) => [field, optionalText(field, Boolean(app?.[field]))]),
    ) as Record<OptionalText, ReturnType<typeof optionalText>>),
  })
}

/** Creating an app: its package name too. */
export const createSchema = () => z.extend(infoSchema(), { packageName: trimmed(body.packageName) })

export type InfoValues = z.infer<ReturnType<typeof infoSchema>>
export type CreateValues = z.infer<ReturnType<typeof createSchema>>

/** The form's values for `app`, or an empty form (a quick app, no category chosen yet). */
export function infoDefaults(app?: App): InfoValues {
  return {
    kind: app?.kind ?? AppKind.quickApp,
    category: app?.category ?? '',
    nameZh: app?.nameZh ?? '',
    nameEn: app?.nameEn ?? '',
    summaryZh: app?.summaryZh ?? '',
    summaryEn: app?.summaryEn ?? '',
    descriptionZh: app?.descriptionZh ?? '',
    descriptionEn: app?.descriptionEn ?? '',
    privacyPolicyUrl: app?.privacyPolicyUrl ?? '',
  }
}

/** What createApp is sent: the texts that were given. */
export function createBody(values: CreateValues): CreateAppRequest {
  const texts = Object.fromEntries(
    OPTIONAL_TEXTS.flatMap((f) => (values[f] ? [[f, values[f]]] : [])),
  )
  return {
    packageName: values.packageName,
    kind: values.kind as AppKind,
    category: values.category as AppCategory,
    nameZh: values.nameZh,
    ...texts,
  }
}

/** What updateApp is sent: what changed (a field not sent stays as it is). */
export function updateBody(app: App, values: InfoValues): UpdateAppRequest {
  const changed = (Object.keys(values) as (keyof InfoValues)[]).filter(
    (field) => values[field] !== '' && values[field] !== (app[field] ?? ''),
  )
  return { id: app.id, ...Object.fromEntries(changed.map((field) => [field, values[field]])) }
}

/** The information's fields, in a form of `InfoValues` (and the package name, given first). */
export function InfoFields({ form }: { form: UseFormReturn<InfoValues> }) {
  const { t } = useTranslation()
  const { errors } = form.formState
  const forReview = t('apps.form.forReview')
  const text = (field: 'nameZh' | OptionalText, max: number, help?: string) => (
    <FormField
      label={t(`apps.form.${field}`)}
      error={errors[field]?.message}
      helperText={help}
      required={field === 'nameZh'}
    >
      <Input {...form.register(field)} maxLength={max} autoComplete="off" />
    </FormField>
  )
  const area = (field: 'descriptionZh' | 'descriptionEn', max: number) => (
    <FormField
      label={t(`apps.form.${field}`)}
      error={errors[field]?.message}
      helperText={`${forReview} · ${t('apps.form.maxChars', { max })}`}
    >
      <Textarea {...form.register(field)} rows={4} maxLength={max} />
    </FormField>
  )
  return (
    <Stack gap="5">
      <ChoiceCards
        legend={t('apps.form.kind')}
        field={form.register('kind')}
        error={errors.kind?.message}
        options={Object.values(AppKind).map((kind) => ({
          value: kind,
          label: t(`apps.kind.${kind}`),
          description: t(`apps.kindDescription.${kind}`),
        }))}
      />
      <FormField label={t('apps.form.category')} error={errors.category?.message} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('category')}>
            <option value="">{t('apps.form.chooseCategory')}</option>
            {Object.values(AppCategory).map((category) => (
              <option key={category} value={category}>
                {t(`apps.category.${category}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Group title={t('apps.form.names')}>
        {text('nameZh', createAppBodyNameZhMax)}
        {text('nameEn', createAppBodyNameEnMax, forReview)}
      </Group>
      <Group title={t('apps.form.summaries')}>
        {text('summaryZh', createAppBodySummaryZhMax, forReview)}
        {text('summaryEn', createAppBodySummaryEnMax, forReview)}
      </Group>
      <Stack gap="5">
        {area('descriptionZh', createAppBodyDescriptionZhMax)}
        {area('descriptionEn', createAppBodyDescriptionEnMax)}
      </Stack>
      {text(
        'privacyPolicyUrl',
        createAppBodyPrivacyPolicyUrlMax,
        `${forReview} · ${t('apps.form.privacyPolicyHelp')}`,
      )}
    </Stack>
  )
}

/** Two fields side by side from `sm`: one text in both languages. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="medium" marginBottom="2">
        {title}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  )
}
