import { Button, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import type { StaffDistribution } from '@generated/model'
import {
  StaffDistributionDecideBody,
  StaffDistributionOfflineBody,
} from '@generated/zod/staff/staff.zod'
import { FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { formResolver, trimmed } from '@/components/form/validation'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { DecisionForm, type Decision, type DecisionCopy } from '../review/decision-form'
import { DialogForm } from '../review/dialog-form'
import './vendor-review-messages'

/** What the page does for each action; each resolves once the page has shown its outcome. */
export interface DistributionAction {
  decide: (decision: Decision) => Promise<void>
  /** Resolves to true when the action is over (done or refused), false to let it be tried again. */
  release: () => Promise<boolean>
  takeOffline: (comment: string) => Promise<boolean>
}

const decisionCopy: DecisionCopy = {
  comment: 'staffVendorReview.actions.comment',
  commentHelp: 'staffVendorReview.actions.commentHelp',
  approveTitle: 'staffVendorReview.actions.approveTitle',
  approveText: 'staffVendorReview.actions.approveText',
  rejectTitle: 'staffVendorReview.actions.rejectTitle',
  rejectText: 'staffVendorReview.actions.rejectText',
}

/**
 * What an operator may do with a distribution in its state: decide a pending one (a comment the
 * developer reads, required to reject), release an approved one, take a released one offline
 * with a reason; each confirmed in a dialog. A rejected or offline one has nothing left to do.
 * The page loads it after it is painted.
 */
export default function DistributionActions({
  distribution,
  act,
}: {
  distribution: StaffDistribution
  act: DistributionAction
}) {
  const { t } = useTranslation()
  switch (distribution.state) {
    case 'pending':
      return (
        <DecisionForm
          rejectOnly={false}
          decide={act.decide}
          copy={decisionCopy}
          commentRule={StaffDistributionDecideBody.shape.comment}
        />
      )
    case 'approved':
      return (
        <Stack gap="4">
          <Text>{t('staffVendorReview.actions.releaseText')}</Text>
          <ReleaseDialog release={act.release} />
        </Stack>
      )
    case 'released':
      return (
        <Stack gap="4">
          <Text>{t('staffVendorReview.actions.offlineText')}</Text>
          <OfflineDialog takeOffline={act.takeOffline} />
        </Stack>
      )
    default:
      return (
        <Text color="fg.muted">
          {t('staffVendorReview.actions.closed', {
            state: t(`staffAppReview.distributionStates.${distribution.state}`),
          })}
        </Text>
      )
  }
}

/** A dialog's frame: title, text, body and the footer's buttons; a form when it has `onSubmit`. */
function ActionDialog({
  open,
  onOpenChange,
  trigger,
  title,
  text,
  children,
  footer,
  initialFocus,
  onSubmit,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: ReactNode
  title: string
  text: string
  children?: ReactNode
  footer: ReactNode
  initialFocus: () => HTMLElement | null
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}) {
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>{text}</Dialog.Description>
          {children}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>
    </>
  )
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      initialFocusEl={initialFocus}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {onSubmit ? <DialogForm onSubmit={onSubmit}>{parts}</DialogForm> : parts}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** Release, confirmed: focus starts on "cancel", the least consequential answer. */
function ReleaseDialog({ release }: { release: () => Promise<boolean> }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  async function confirm() {
    setPending(true)
    try {
      if (await release()) setOpen(false)
    } finally {
      setPending(false)
    }
  }
  const label = t('staffVendorReview.actions.release')
  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) setOpen(next)
      }}
      initialFocus={() => cancelRef.current}
      trigger={
        <Button colorPalette="brand" alignSelf="flex-start">
          {label}
        </Button>
      }
      title={t('staffVendorReview.actions.releaseTitle')}
      text={t('staffVendorReview.actions.releaseConfirm')}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="outline"
            disabled={pending}
            onClick={() => setOpen(false)}
          >
            {t('staffVendorReview.actions.cancel')}
          </Button>
          <Button
            colorPalette="brand"
            loading={pending}
            loadingText={label}
            onClick={() => void confirm()}
          >
            {label}
          </Button>
        </>
      }
    />
  )
}

// The reason's rule is the contract's (staffDistributionOffline's comment), trimmed as sent; its
// own field name, so that its message names what is missing.
const offlineSchema = z.object({
  offlineComment: trimmed(StaffDistributionOfflineBody.shape.comment),
})
type OfflineValues = z.input<typeof offlineSchema>

/** Take offline: the reason the developer reads, in the dialog that asks for confirmation. */
function OfflineDialog({ takeOffline }: { takeOffline: (comment: string) => Promise<boolean> }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const form = useForm<OfflineValues>({
    resolver: formResolver(offlineSchema),
    defaultValues: { offlineComment: '' },
  })
  const pending = form.formState.isSubmitting
  const comment = form.register('offlineComment')
  const commentRef = useRef<HTMLTextAreaElement | null>(null)
  const submit = form.handleSubmit(async ({ offlineComment }) => {
    if (await takeOffline(offlineComment)) setOpen(false)
  })
  const label = t('staffVendorReview.actions.offline')
  return (
    <ActionDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return
        setOpen(next)
        if (!next) form.reset()
      }}
      initialFocus={() => commentRef.current}
      onSubmit={(event) => void submit(event)}
      trigger={
        <Button colorPalette="red" variant="outline" alignSelf="flex-start">
          {label}
        </Button>
      }
      title={t('staffVendorReview.actions.offlineTitle')}
      text={t('staffVendorReview.actions.offlineConfirm')}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={pending}>
              {t('staffVendorReview.actions.cancel')}
            </Button>
          </Dialog.ActionTrigger>
          <SubmitButton label={label} pending={pending} colorPalette="red" />
        </>
      }
    >
      <FormField
        label={t('staffVendorReview.actions.offlineComment')}
        error={form.formState.errors.offlineComment?.message}
        helperText={t('staffVendorReview.actions.offlineCommentHelp')}
        required
      >
        <Textarea
          rows={3}
          {...comment}
          ref={(element) => {
            comment.ref(element)
            commentRef.current = element
          }}
        />
      </FormField>
    </ActionDialog>
  )
}
