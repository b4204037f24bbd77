import { Heading, Stack, Textarea } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import * as z from 'zod/mini'
import type { ChangeRecordSummary, DeveloperType } from '@generated/model'
import {
  UpdateLegalPersonInfoBody,
  updateLegalPersonInfoBodyOneReasonMax as REASON_MAX,
} from '@generated/zod/change-record/change-record.zod'
import {
  companyIdentityShape,
  identityBody,
  identityFieldNames,
  IdentityFields,
  identityNumberCheck,
  individualIdentityShape,
  type AnyIdentityValues,
  type IdentityBody,
  type IdentityInput,
} from '@/components/account/identity-fields'
import { useFormReady } from '@/components/form/use-form-ready'
import { FormField } from '@/components/form/form-field'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api/api-client'
import { isIncompleteProfileError } from '@/lib/session/complete-profile'
import { errorText } from '@/lib/api/error-text'
import { sessionQueryKey } from '@/lib/session/session'
import { formResolver, trimmed } from '@/components/form/validation'
import { Notice } from './notice'

/** The applicant's reason, as both change calls take it. */
const reason = trimmed(UpdateLegalPersonInfoBody.def.options[0].shape.reason)

const schemas = {
  individual: z.object({ ...individualIdentityShape, reason }).check(identityNumberCheck()),
  company: z.object({ ...companyIdentityShape, reason }).check(identityNumberCheck()),
}

type Values = AnyIdentityValues & { reason: string }

/** What a change call is sent: the identity of one developer type and the applicant's reason. */
export type IdentityChange = IdentityBody & { reason: string }

interface IdentityChangeFormProps {
  /** The developer type the new identity is of. */
  developerType: DeveloperType
  defaultValues: AnyIdentityValues
  /** The form starts from the current identity, whose ID number is only known masked. */
  retypeIdNumber?: boolean
  submitLabel: string
  /** Files the change record (updateLegalPersonInfo or updateAccountInfo). */
  file: (change: IdentityChange) => Promise<ChangeRecordSummary>
  onFiled: (record: ChangeRecordSummary) => void
  onIncompleteProfile: () => void
  /** Said above the fields (what the change does). */
  intro?: ReactNode
}

/**
 * The identity of one developer type and a reason, filed as a change record for staff to review.
 * The refusals a field cannot fix are said above the form: another record of the kind already
 * under review (21002, with the way to the records), or a developer type that no longer fits
 * (441: the account is read again, so the page shows the type it now has).
 */
export function IdentityChangeForm({
  developerType,
  defaultValues,
  retypeIdNumber,
  submitLabel,
  file,
  onFiled,
  onIncompleteProfile,
  intro,
}: IdentityChangeFormProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [refusal, setRefusal] = useState<{ text: string; reviewing: boolean }>()
  const form = useForm<Values>({
    // One form type for both schemas: each only checks its own type's fields.
    resolver: formResolver(schemas[developerType]) as unknown as Resolver<Values>,
    defaultValues: { ...defaultValues, reason: '' },
    // The reason registers before the identity fields (they render in a child), so the form's
    // own "focus the first error" would pick it: focus in the order the fields are shown instead.
    shouldFocusError: false,
  })
  const focusFirstError = (invalid: FieldErrors<Values>) => {
    const first = [...identityFieldNames[developerType], 'reason' as const].find(
      (name) => invalid[name],
    )
    if (first) form.setFocus(first)
  }
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ reason, ...identity }) => {
    setRefusal(undefined)
    try {
      const record = await file({
        ...identityBody({ ...identity, developerType } as IdentityInput),
        reason: reason.trim(),
      })
      onFiled(record)
    } catch (error) {
      if (isIncompleteProfileError(error)) {
        onIncompleteProfile()
      } else if (error instanceof ApiError && error.reason === 'alreadyReviewing') {
        setRefusal({ text: errorText(error), reviewing: true })
      } else if (
        error instanceof ApiError &&
        (error.reason === 'developerTypeMismatch' || error.reason === 'sameDeveloperType')
      ) {
        setRefusal({ text: errorText(error), reviewing: false })
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
      } else {
        showApiError(error, form.setError, {})
      }
    }
  }, focusFirstError)

  const ready = useFormReady(form.formState)

  if (!ready) return null

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        {refusal && (
          <Notice
            status="warning"
            title={refusal.text}
            focus
            action={
              refusal.reviewing
                ? { to: paths.account.record, label: t('modify.review.toRecords') }
                : undefined
            }
          >
            {refusal.reviewing && t('modify.review.alreadyReviewingText')}
          </Notice>
        )}
        <Heading as="h2" size="md">
          {t('modify.identity.new')}
        </Heading>
        {intro}
        <IdentityFields form={form} developerType={developerType} retypeIdNumber={retypeIdNumber} />
        <FormField
          label={t('modify.review.reason')}
          error={errors.reason?.message}
          helperText={t('modify.review.reasonHelp', { max: REASON_MAX })}
          required
        >
          <Textarea {...form.register('reason')} rows={3} maxLength={REASON_MAX} />
        </FormField>
        <SubmitButton
          label={submitLabel}
          pending={isSubmitting}
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        />
      </Stack>
    </form>
  )
}
