import { Alert, Button, Dialog, Portal, Stack, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { staffSetAccountFrozen } from '@generated/api/staff/staff'
import type { StaffApplicant } from '@generated/model'
import { StaffSetAccountFrozenBody } from '@generated/zod/staff/staff.zod'
import { FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { formResolver, trimmed } from '@/components/form/validation'
import { Code } from '@generated/error-catalogue'

const schema = z.object({ reason: trimmed(StaffSetAccountFrozenBody.shape.reason) })
type Values = z.input<typeof schema>

/**
 * Freeze or unfreeze the applicant's account (admins): a dialog that asks for the reason, which
 * goes to the audit log. A refusal is said inside the dialog: 21004 (not an admin after all)
 * in the console's words, anything else in the server's.
 */
export function FreezeDialog({
  applicant,
  onChanged,
}: {
  applicant: StaffApplicant
  onChanged: (applicant: StaffApplicant) => void
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [refusal, setRefusal] = useState<string>()
  const freezing = applicant.status === 'active'
  const form = useForm<Values>({ resolver: formResolver(schema), defaultValues: { reason: '' } })

  const submit = form.handleSubmit(async ({ reason }) => {
    setRefusal(undefined)
    try {
      const changed = await staffSetAccountFrozen({
        accountId: applicant.id,
        frozen: freezing,
        reason,
      })
      onChanged(changed)
      toaster.success({
        title: t(
          changed.status === 'frozen' ? 'staffReview.freeze.frozen' : 'staffReview.freeze.unfrozen',
        ),
      })
      setOpen(false)
      form.reset()
    } catch (error) {
      setRefusal(
        error instanceof ApiError && error.code === Code.noPermission
          ? t('staffReview.freeze.adminsOnly')
          : errorText(error),
      )
    }
  })

  const label = t(freezing ? 'staffReview.freeze.freeze' : 'staffReview.freeze.unfreeze')
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open)
        if (!details.open) setRefusal(undefined)
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette={freezing ? 'red' : 'gray'} alignSelf="flex-start">
          {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  {t(
                    freezing
                      ? 'staffReview.freeze.freezeTitle'
                      : 'staffReview.freeze.unfreezeTitle',
                    {
                      email: applicant.email,
                    },
                  )}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>
                    {t(
                      freezing
                        ? 'staffReview.freeze.freezeText'
                        : 'staffReview.freeze.unfreezeText',
                    )}
                  </Dialog.Description>
                  {refusal && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{refusal}</Alert.Title>
                    </Alert.Root>
                  )}
                  <FormField
                    label={t('staffReview.freeze.reason')}
                    error={form.formState.errors.reason?.message}
                    required
                  >
                    <Textarea rows={3} {...form.register('reason')} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('staffReview.record.cancel')}</Button>
                </Dialog.ActionTrigger>
                <SubmitButton
                  label={label}
                  pending={form.formState.isSubmitting}
                  colorPalette={freezing ? 'red' : 'brand'}
                />
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
