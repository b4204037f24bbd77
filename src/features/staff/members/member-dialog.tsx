import {
  Alert,
  Button,
  Dialog,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import * as z from 'zod/mini'
import { staffMemberAdd, staffMemberEdit, staffMemberReset } from '@generated/api/staff/staff'
import { Code } from '@generated/error-catalogue'
import type {
  StaffMember,
  StaffMemberEditRequest,
  StaffMemberItem,
  StaffMemberSetupLink,
  StaffVendorList,
} from '@generated/model'
import { StaffMemberAddBody } from '@generated/zod/staff/staff.zod'
import { FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { emptyOr, formResolver, trimmed } from '@/components/form/validation'
import { CopyStatus } from '@/components/second-factor/copy-status'
import { useCopy } from '@/components/second-factor/use-copy'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { DialogForm } from '../review/dialog-form'
import { vendorName } from '../session/staff-session'
import './members-messages'

/** What the dialog is open for. */
export type MemberAction =
  | { kind: 'add' }
  | { kind: 'edit'; member: StaffMemberItem }
  | { kind: 'reset'; member: StaffMemberItem }

/** A refusal said at the top of the dialog, in the console's words. */
type Refusal = 'ownAccount' | 'lastAdmin' | 'notFound' | 'otherVendor' | 'noPermission'

/** A refusal of the server as the dialog shows it: on a field, at the top, or not known. */
function refusalOf(
  error: unknown,
): { field: 'email' | 'vendorCode'; text: string } | { alert: Refusal } | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (error.reason === 'emailTaken')
    return { field: 'email', text: 'staffMembers.refusals.emailTaken' }
  if (error.reason === 'vendorUnknown') {
    return { field: 'vendorCode', text: 'staffMembers.refusals.vendorUnknown' }
  }
  if (error.reason === 'ownAccount') return { alert: 'ownAccount' }
  if (error.reason === 'lastAdmin') return { alert: 'lastAdmin' }
  if (error.code === Code.accountNotFound) return { alert: 'notFound' }
  if (error.code === Code.ownVendorDataOnly) return { alert: 'otherVendor' }
  if (error.code === Code.noPermission) return { alert: 'noPermission' }
  return undefined
}

/**
 * The staff members page's one dialog: adding a member, editing one (disabling confirmed first),
 * or resetting one's sign-in (confirmed first); a new set-up link is shown once, to copy. A
 * refusal is said on its field or at the top, in the console's words.
 */
export function MemberDialog({
  action,
  open,
  opening,
  me,
  vendors,
  onClose,
  onChanged,
  onGone,
  finalFocus,
}: {
  /** The last action chosen: still shown while the dialog closes (its exit animation). */
  action: MemberAction | undefined
  open: boolean
  /** How many times the dialog was opened: each opening starts afresh (form, link, refusal). */
  opening: number
  me: StaffMember
  vendors: UseQueryResult<StaffVendorList>
  onClose: () => void
  onChanged: (member: StaffMemberItem) => void
  /** The member is gone (21005): the list is read again. */
  onGone: () => void
  finalFocus: () => HTMLElement | null
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Dialog.Root
      role={action?.kind === 'reset' ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose()
      }}
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {action && (
              <Panel
                key={opening}
                action={action}
                me={me}
                vendors={vendors}
                setBusy={setBusy}
                onClose={onClose}
                onChanged={onChanged}
                onGone={onGone}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

interface PanelProps {
  action: MemberAction
  me: StaffMember
  vendors: UseQueryResult<StaffVendorList>
  setBusy: (busy: boolean) => void
  onClose: () => void
  onChanged: (member: StaffMemberItem) => void
  onGone: () => void
}

/** What the dialog holds: the form or the confirmation, then the link when there is one. */
function Panel(props: PanelProps) {
  const [link, setLink] = useState<{ kind: 'added' | 'reset'; result: StaffMemberSetupLink }>()
  if (link) {
    return <SetupLinkView kind={link.kind} result={link.result} onClose={props.onClose} />
  }
  if (props.action.kind === 'reset') {
    return (
      <ResetConfirm
        {...props}
        member={props.action.member}
        onLink={(result) => setLink({ kind: 'reset', result })}
      />
    )
  }
  return (
    <MemberForm
      {...props}
      member={props.action.kind === 'edit' ? props.action.member : undefined}
      onLink={(result) => setLink({ kind: 'added', result })}
    />
  )
}

function RefusalAlert({ refusal }: { refusal: Refusal | undefined }) {
  const { t } = useTranslation()
  if (!refusal) return null
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{t(`staffMembers.refusals.${refusal}`)}</Alert.Title>
    </Alert.Root>
  )
}

const memberSchema = (nameRequired: boolean) =>
  z.object({
    email: trimmed(StaffMemberAddBody.shape.email),
    // Its own field name, so that its message names the field (not the developer's name rules).
    memberName: nameRequired
      ? trimmed(StaffMemberAddBody.shape.name)
      : trimmed(emptyOr(StaffMemberAddBody.shape.name)),
    role: StaffMemberAddBody.shape.role,
    vendorCode: z.string(),
    status: z.enum(['active', 'disabled']),
  })
type Values = z.output<ReturnType<typeof memberSchema>>

/** The edit's body: the member's id and only what changed (the contract keeps the rest). */
function changesOf(member: StaffMemberItem, values: Values): StaffMemberEditRequest {
  const body: StaffMemberEditRequest = { id: member.id }
  if (values.memberName !== '' && values.memberName !== member.name) body.name = values.memberName
  if (values.role !== member.role) body.role = values.role
  if (values.vendorCode !== (member.vendor?.code ?? '')) body.vendorCode = values.vendorCode || '-'
  const disabled = values.status === 'disabled'
  if (disabled !== (member.state === 'disabled')) body.disabled = disabled
  return body
}

/** Adding (no `member`) or editing a member; disabling one is confirmed before it is sent. */
function MemberForm({
  member,
  me,
  vendors,
  setBusy,
  onClose,
  onChanged,
  onGone,
  onLink,
}: PanelProps & {
  member: StaffMemberItem | undefined
  onLink: (result: StaffMemberSetupLink) => void
}) {
  const { t, i18n } = useTranslation()
  const [refusal, setRefusal] = useState<Refusal>()
  const [confirming, setConfirming] = useState<StaffMemberEditRequest>()
  const [pending, setPending] = useState(false)
  const own = member !== undefined && member.email === me.email
  // A vendor's admin adds and keeps members at their own vendor: no choice to make.
  const fixedVendor = me.vendor
  const schema = useMemo(() => memberSchema(member === undefined || member.name !== null), [member])
  const form = useForm<z.input<typeof schema>, unknown, Values>({
    resolver: formResolver(schema),
    defaultValues: {
      email: member?.email ?? '',
      memberName: member?.name ?? '',
      role: member?.role ?? 'reviewer',
      vendorCode: member ? (member.vendor?.code ?? '') : (fixedVendor?.code ?? ''),
      status: member?.state === 'disabled' ? 'disabled' : 'active',
    },
  })

  async function send(call: () => Promise<void>) {
    setRefusal(undefined)
    setPending(true)
    setBusy(true)
    try {
      await call()
    } catch (error) {
      const why = refusalOf(error)
      if (why && 'field' in why) {
        setConfirming(undefined)
        form.setError(why.field, { type: 'server', message: why.text }, { shouldFocus: true })
      } else if (why) {
        setConfirming(undefined)
        setRefusal(why.alert)
        if (why.alert === 'notFound') onGone()
      } else {
        toaster.error({ title: errorText(error) })
      }
    } finally {
      setPending(false)
      setBusy(false)
    }
  }

  const edit = (body: StaffMemberEditRequest) =>
    send(async () => {
      const saved = await staffMemberEdit(body)
      onChanged(saved)
      toaster.success({ title: t('staffMembers.form.saved', { email: saved.email }) })
      onClose()
    })

  const submit = form.handleSubmit(async (values) => {
    if (!member) {
      const vendorCode = fixedVendor?.code ?? values.vendorCode
      await send(async () => {
        const added = await staffMemberAdd({
          email: values.email,
          name: values.memberName,
          role: values.role,
          ...(vendorCode ? { vendorCode } : {}),
        })
        onChanged(added.member)
        onLink(added)
      })
      return
    }
    const body = changesOf(member, values)
    if (Object.keys(body).length === 1) {
      toaster.info({ title: t('staffMembers.form.nothingChanged') })
      onClose()
    } else if (body.disabled === true) {
      setConfirming(body)
    } else {
      await edit(body)
    }
  })

  if (confirming && member) {
    return (
      <>
        <Dialog.Header>
          <Dialog.Title>
            {t('staffMembers.form.disableTitle', { email: member.email })}
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Dialog.Description>{t('staffMembers.form.disableText')}</Dialog.Description>
            <RefusalAlert refusal={refusal} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer flexWrap="wrap">
          <Button variant="outline" disabled={pending} onClick={() => setConfirming(undefined)}>
            {t('staffMembers.form.back')}
          </Button>
          <Button
            colorPalette="red"
            loading={pending}
            loadingText={t('staffMembers.form.disableConfirm')}
            onClick={() => void edit(confirming)}
          >
            {t('staffMembers.form.disableConfirm')}
          </Button>
        </Dialog.Footer>
      </>
    )
  }

  const vendorList = vendors.data?.list ?? []
  const vendorOptions = [
    ...vendorList.map((vendor) => ({
      value: vendor.code,
      label: vendor.enabled
        ? vendorName(vendor, i18n.language)
        : t('staffMembers.form.vendorDisabled', { name: vendorName(vendor, i18n.language) }),
    })),
    // The member's vendor while the list is not there (loading, or it failed).
    ...(member?.vendor && !vendorList.some((vendor) => vendor.code === member.vendor!.code)
      ? [{ value: member.vendor.code, label: vendorName(member.vendor, i18n.language) }]
      : []),
  ]

  return (
    <DialogForm onSubmit={(event) => void submit(event)}>
      <Dialog.Header>
        <Dialog.Title>
          {member
            ? t('staffMembers.form.editTitle', { email: member.email })
            : t('staffMembers.form.addTitle')}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <RefusalAlert refusal={refusal} />
          {own && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('staffMembers.form.ownAccount')}</Alert.Title>
            </Alert.Root>
          )}
          {!member && (
            <FormField
              label={t('staffMembers.form.email')}
              error={form.formState.errors.email?.message}
              helperText={t('staffMembers.form.emailHelp')}
              required
            >
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
          )}
          <FormField
            label={t('staffMembers.form.name')}
            error={form.formState.errors.memberName?.message}
            helperText={t('staffMembers.form.nameHelp')}
            required={member === undefined || member.name !== null}
          >
            <Input autoComplete="off" {...form.register('memberName')} />
          </FormField>
          {!own && (
            <SelectField
              label={t('staffMembers.form.role')}
              helperText={t('staffMembers.form.roleHelp')}
              registration={form.register('role')}
              options={[
                { value: 'reviewer', label: t('staff.roles.reviewer') },
                { value: 'admin', label: t('staff.roles.admin') },
              ]}
            />
          )}
          {own ? null : fixedVendor ? (
            !member && (
              <Text color="fg.muted">
                {t('staffMembers.form.vendorFixed', {
                  vendor: vendorName(fixedVendor, i18n.language),
                })}
              </Text>
            )
          ) : (
            <SelectField
              label={t('staffMembers.form.vendor')}
              helperText={
                vendors.isError
                  ? t('staffMembers.form.vendorsFailed')
                  : t('staffMembers.form.vendorHelp')
              }
              error={form.formState.errors.vendorCode?.message}
              registration={form.register('vendorCode')}
              options={[
                { value: '', label: t('staffMembers.form.vendorAlliance') },
                ...vendorOptions,
              ]}
            />
          )}
          {member && !own && (
            <SelectField
              label={t('staffMembers.form.status')}
              registration={form.register('status')}
              options={[
                { value: 'active', label: t('staffMembers.form.enabled') },
                { value: 'disabled', label: t('staffMembers.form.disabled') },
              ]}
            />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" disabled={pending} onClick={onClose}>
          {t('staffMembers.form.cancel')}
        </Button>
        <SubmitButton
          label={t(member ? 'staffMembers.form.submitEdit' : 'staffMembers.form.submitAdd')}
          pending={pending}
        />
      </Dialog.Footer>
    </DialogForm>
  )
}

function SelectField({
  label,
  helperText,
  error,
  registration,
  options,
}: {
  label: string
  helperText?: ReactNode
  error?: string
  registration: UseFormRegisterReturn
  options: { value: string; label: string }[]
}) {
  return (
    <FormField label={label} helperText={helperText} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}

/** Reset a member's password and second factor: what goes, said first; then the new link. */
function ResetConfirm({
  member,
  setBusy,
  onClose,
  onChanged,
  onGone,
  onLink,
}: PanelProps & { member: StaffMemberItem; onLink: (result: StaffMemberSetupLink) => void }) {
  const { t } = useTranslation()
  const [refusal, setRefusal] = useState<Refusal>()
  const [pending, setPending] = useState(false)
  async function reset() {
    setRefusal(undefined)
    setPending(true)
    setBusy(true)
    try {
      const result = await staffMemberReset({ id: member.id })
      onChanged(result.member)
      onLink(result)
    } catch (error) {
      const why = refusalOf(error)
      if (why && 'alert' in why) {
        setRefusal(why.alert)
        if (why.alert === 'notFound') onGone()
      } else {
        toaster.error({ title: errorText(error) })
      }
    } finally {
      setPending(false)
      setBusy(false)
    }
  }
  const label = t('staffMembers.resetDialog.confirm')
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('staffMembers.resetDialog.title', { email: member.email })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>{t('staffMembers.resetDialog.text')}</Dialog.Description>
          <RefusalAlert refusal={refusal} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" disabled={pending} onClick={onClose}>
          {t('staffMembers.form.cancel')}
        </Button>
        <Button
          colorPalette="red"
          loading={pending}
          loadingText={label}
          onClick={() => void reset()}
        >
          {label}
        </Button>
      </Dialog.Footer>
    </>
  )
}

/** The set-up link, shown this once: a warning that it is, the link to select, a copy button. */
function SetupLinkView({
  kind,
  result,
  onClose,
}: {
  kind: 'added' | 'reset'
  result: StaffMemberSetupLink
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { state, copy } = useCopy()
  const email = result.member.email
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          {kind === 'added'
            ? t('staffMembers.link.addedTitle', { email })
            : t('staffMembers.link.resetTitle', { email })}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('staffMembers.link.warning')}</Alert.Title>
          </Alert.Root>
          <Field.Root>
            <Field.Label>{t('staffMembers.link.label')}</Field.Label>
            <Input
              readOnly
              value={result.setupLink}
              fontFamily="mono"
              fontSize="sm"
              onFocus={(event) => event.currentTarget.select()}
            />
          </Field.Root>
          <HStack gap="3" flexWrap="wrap">
            <Button variant="outline" size="sm" onClick={() => copy(result.setupLink)}>
              {t('staffMembers.link.copy')}
            </Button>
            <CopyStatus
              state={state}
              texts={{
                copied: t('staffMembers.link.copied'),
                copyFailed: t('staffMembers.link.copyFailed'),
              }}
            />
          </HStack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={onClose}>
          {t('staffMembers.form.close')}
        </Button>
      </Dialog.Footer>
    </>
  )
}
