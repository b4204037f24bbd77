import { Alert, Button, Dialog, HStack, Portal, Stack, Textarea } from '@chakra-ui/react'
import { useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import type { StaffDecideRequestDecision } from '@generated/model'
import { StaffDecideBody } from '@generated/zod/staff/staff.zod'
import { FormField } from '@/components/form/form-field'
import { useFormReady } from '@/components/form/use-form-ready'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { emptyOr, formResolver, trimmed } from '@/components/form/validation'

// The comment's limit is the contract's (the body of the call that decides); that a rejection
// needs one is the contract's rule too (440 without it), checked here first so the reviewer is
// told at the field.
const decisionSchema = (commentRule: z.ZodMiniType) =>
  z
    .object({
      decision: StaffDecideBody.shape.decision,
      comment: trimmed(emptyOr(commentRule)),
    })
    .check(
      z.refine((values) => values.decision === 'approve' || values.comment !== '', {
        path: ['comment'],
        error: 'validation.required',
      }),
    )

type Values = z.input<ReturnType<typeof decisionSchema>>

/** The texts of the form and its dialog, as message keys: each review says what it decides. */
export interface DecisionCopy {
  comment: string
  commentHelp: string
  approveTitle: string
  approveText: string
  rejectTitle: string
  rejectText: string
}

/** An account application's decision (the record screen's). */
const recordCopy: DecisionCopy = {
  comment: 'staffReview.record.comment',
  commentHelp: 'staffReview.record.commentHelp',
  approveTitle: 'staffReview.record.approveTitle',
  approveText: 'staffReview.record.approveText',
  rejectTitle: 'staffReview.record.rejectTitle',
  rejectText: 'staffReview.record.rejectText',
}

export interface Decision {
  decision: StaffDecideRequestDecision
  /** Trimmed; empty when the reviewer wrote none (then it is not sent). */
  comment: string
}

/**
 * The reviewer's decision on what is under review (an account application, an app version): a
 * comment the developer reads, then Approve or Reject, each confirmed in a dialog. `rejectOnly`
 * (the account changed since filing) leaves only Reject.
 */
export function DecisionForm({
  rejectOnly,
  decide,
  copy = recordCopy,
  commentRule = StaffDecideBody.shape.comment,
}: {
  rejectOnly: boolean
  /** Sends the decision; resolves once the screen has shown its outcome. */
  decide: (decision: Decision) => Promise<void>
  copy?: DecisionCopy
  /** The contract's rule for the comment of the call that decides. */
  commentRule?: z.ZodMiniType
}) {
  const { t } = useTranslation()
  // What the dialog asks about stays while it closes (its exit animation), so its text does not
  // change under the reviewer's eyes.
  const [asked, setAsked] = useState<Decision>()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const schema = useMemo(() => decisionSchema(commentRule), [commentRule])
  const form = useForm<Values, unknown, Decision>({
    resolver: formResolver(schema),
    defaultValues: { decision: 'approve', comment: '' },
  })
  const ready = useFormReady(form.formState)
  if (!ready) return null

  const ask = (decision: StaffDecideRequestDecision) => {
    form.setValue('decision', decision)
    void form.handleSubmit((values) => {
      setAsked(values)
      setOpen(true)
    })()
  }
  async function confirm() {
    if (!asked) return
    setPending(true)
    try {
      await decide(asked)
    } finally {
      setPending(false)
      setOpen(false)
    }
  }
  const rejecting = asked?.decision === 'reject'

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate aria-labelledby="decision-title">
      <Stack gap="4">
        <FormField
          label={t(copy.comment)}
          error={form.formState.errors.comment?.message}
          helperText={t(copy.commentHelp)}
        >
          <Textarea rows={4} autoresize {...form.register('comment')} />
        </FormField>
        <HStack gap="3" flexWrap="wrap">
          {!rejectOnly && (
            <Button colorPalette="brand" onClick={() => ask('approve')}>
              {t('staffReview.record.approve')}
            </Button>
          )}
          <Button
            colorPalette="red"
            variant={rejectOnly ? 'solid' : 'outline'}
            onClick={() => ask('reject')}
          >
            {t('staffReview.record.reject')}
          </Button>
        </HStack>
      </Stack>
      <Dialog.Root
        role="alertdialog"
        open={open}
        onOpenChange={(details) => {
          if (!pending) setOpen(details.open)
        }}
        placement="center"
        initialFocusEl={() => cancelRef.current}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t(rejecting ? copy.rejectTitle : copy.approveTitle)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Dialog.Description>
                    {t(rejecting ? copy.rejectText : copy.approveText)}
                  </Dialog.Description>
                  {asked?.comment && (
                    <Alert.Root status="neutral" variant="outline">
                      <Alert.Content>
                        <Alert.Title>{t('staffReview.record.reviewComment')}</Alert.Title>
                        <Alert.Description whiteSpace="pre-wrap" wordBreak="break-word">
                          {asked.comment}
                        </Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button
                  ref={cancelRef}
                  variant="outline"
                  disabled={pending}
                  onClick={() => setOpen(false)}
                >
                  {t('staffReview.record.cancel')}
                </Button>
                <Button
                  colorPalette={rejecting ? 'red' : 'brand'}
                  loading={pending}
                  loadingText={t(
                    rejecting ? 'staffReview.record.reject' : 'staffReview.record.approve',
                  )}
                  onClick={() => void confirm()}
                >
                  {t(rejecting ? 'staffReview.record.reject' : 'staffReview.record.approve')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </form>
  )
}
