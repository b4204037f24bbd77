import {
  Alert,
  Button,
  Code as CodeText,
  DataList,
  Dialog,
  Input,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as z from 'zod/mini'
import { staffAppCertificate } from '@generated/api/staff/staff'
import { Code } from '@generated/error-catalogue'
import type { App } from '@generated/model'
import { StaffAppCertificateBody } from '@generated/zod/staff/staff.zod'
import { FormField } from '@/components/form/form-field'
import { formResolver, trimmed } from '@/components/form/validation'
import { useFocusFromStandIn } from '@/components/ui/lazy-after-page'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import './app-review-messages'

/**
 * A fingerprint as people copy it: keytool prints `AB:CD:…` in capitals; the contract takes 64
 * lower-case hexadecimal digits. Colons and spaces go, letters are lowered, then the contract's
 * pattern decides.
 */
export const normalizeFingerprint = (value: string) => value.replace(/[\s:]/g, '').toLowerCase()

/** The form's rules are the contract's (StaffAppCertificateBody), and the new pin must be new. */
const pinSchema = (current: string | null) =>
  z
    .object({
      certificateSha256: z.pipe(
        z.string().check(z.overwrite(normalizeFingerprint)),
        StaffAppCertificateBody.shape.certificateSha256,
      ),
      // Its own field name: the shared `validation.reason` speaks of another limit.
      pinReason: trimmed(StaffAppCertificateBody.shape.reason),
    })
    .check(
      z.refine((values) => values.certificateSha256 !== current, {
        path: ['certificateSha256'],
        error: 'staffAppReview.pin.same',
      }),
    )

type Values = z.input<ReturnType<typeof pinSchema>>
type Pin = z.output<ReturnType<typeof pinSchema>>

/**
 * For admins: change the certificate an app's uploads must be signed by (staffAppCertificate).
 * The dialog says what it means, asks for the new fingerprint and the reason, then shows both
 * fingerprints side by side for a last look before anything is sent. A refusal is said inside the
 * dialog: 21004 (not an admin after all) in the console's words, anything else in the server's.
 * The review page loads it after it is painted, open at once if its stand-in was clicked.
 */
export default function CertificatePinDialog({
  app,
  onChanged,
  defaultOpen,
  triggerId,
}: {
  app: App
  onChanged: (app: App) => void
  defaultOpen: boolean
  /** The stand-in button's id, which the trigger takes over (focus included). */
  triggerId: string
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(defaultOpen)
  useFocusFromStandIn(triggerId)
  const contentRef = useRef<HTMLDivElement>(null)
  const [asked, setAsked] = useState<Pin>()
  const [refusal, setRefusal] = useState<string>()
  const [pending, setPending] = useState(false)
  const schema = useMemo(() => pinSchema(app.certificateSha256), [app.certificateSha256])
  const form = useForm<Values, unknown, Pin>({
    resolver: formResolver(schema),
    defaultValues: { certificateSha256: '', pinReason: '' },
  })
  // A dialog that mounts already open (its stand-in clicked before the code came) gets no initial
  // focus from zag: a frame later, focus outside it goes to the fingerprint's field.
  useEffect(() => {
    if (!open) return
    const frame = requestAnimationFrame(() => {
      if (!contentRef.current?.contains(document.activeElement)) form.setFocus('certificateSha256')
    })
    return () => cancelAnimationFrame(frame)
  }, [open, form])

  function close() {
    setOpen(false)
    setAsked(undefined)
    setRefusal(undefined)
    form.reset()
  }

  const review = form.handleSubmit((values) => {
    setRefusal(undefined)
    setAsked(values)
  })

  async function confirm() {
    if (!asked) return
    setPending(true)
    setRefusal(undefined)
    try {
      const detail = await staffAppCertificate({
        appId: app.id,
        certificateSha256: asked.certificateSha256,
        reason: asked.pinReason,
      })
      onChanged(detail.app)
      toaster.success({ title: t('staffAppReview.pin.done') })
      close()
    } catch (error) {
      setRefusal(
        error instanceof ApiError && error.code === Code.noPermission
          ? t('staffAppReview.pin.adminsOnly')
          : errorText(error),
      )
    } finally {
      setPending(false)
    }
  }

  const current = app.certificateSha256 ?? t('staffAppReview.pin.none')
  return (
    <Dialog.Root
      ids={{ trigger: triggerId }}
      open={open}
      onOpenChange={(details) => {
        if (pending) return
        if (details.open) setOpen(true)
        else close()
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red" alignSelf="flex-start">
          {t('staffAppReview.pin.open')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content ref={contentRef}>
            <Dialog.Header>
              <Dialog.Title>
                {asked
                  ? t('staffAppReview.pin.confirmTitle')
                  : t('staffAppReview.pin.title', { name: app.nameZh })}
              </Dialog.Title>
            </Dialog.Header>
            {asked ? (
              <>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description>{t('staffAppReview.pin.confirmText')}</Dialog.Description>
                    {refusal && <Refusal text={refusal} />}
                    <DataList.Root orientation="vertical">
                      <Fingerprint label={t('staffAppReview.pin.from')} value={current} />
                      <Fingerprint
                        label={t('staffAppReview.pin.to')}
                        value={asked.certificateSha256}
                      />
                      <DataList.Item>
                        <DataList.ItemLabel>
                          {t('staffAppReview.pin.reasonLabel')}
                        </DataList.ItemLabel>
                        <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
                          {asked.pinReason}
                        </DataList.ItemValue>
                      </DataList.Item>
                    </DataList.Root>
                    <Text fontSize="sm" color="fg.muted">
                      {t('staffAppReview.pin.audit')}
                    </Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button variant="outline" disabled={pending} onClick={() => setAsked(undefined)}>
                    {t('staffAppReview.pin.back')}
                  </Button>
                  <Button
                    colorPalette="red"
                    loading={pending}
                    loadingText={t('staffAppReview.pin.confirm')}
                    onClick={() => void confirm()}
                  >
                    {t('staffAppReview.pin.confirm')}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <form onSubmit={(event) => void review(event)} noValidate>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description>{t('staffAppReview.pin.text')}</Dialog.Description>
                    <Text fontSize="sm" color="fg.muted">
                      {t('staffAppReview.pin.audit')}
                    </Text>
                    <DataList.Root orientation="vertical">
                      <Fingerprint label={t('staffAppReview.pin.current')} value={current} />
                    </DataList.Root>
                    <FormField
                      label={t('staffAppReview.pin.sha256')}
                      error={form.formState.errors.certificateSha256?.message}
                      helperText={t('staffAppReview.pin.sha256Help')}
                      required
                    >
                      <Input
                        fontFamily="mono"
                        autoComplete="off"
                        spellCheck={false}
                        {...form.register('certificateSha256')}
                      />
                    </FormField>
                    <FormField
                      label={t('staffAppReview.pin.reason')}
                      error={form.formState.errors.pinReason?.message}
                      helperText={t('staffAppReview.pin.reasonHelp')}
                      required
                    >
                      <Textarea rows={3} {...form.register('pinReason')} />
                    </FormField>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t('staffAppReview.pin.cancel')}</Button>
                  </Dialog.ActionTrigger>
                  <Button type="submit" colorPalette="brand">
                    {t('staffAppReview.pin.next')}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function Fingerprint({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue minWidth="0">
        <CodeText size="sm" variant="surface" wordBreak="break-all" whiteSpace="normal">
          {value}
        </CodeText>
      </DataList.ItemValue>
    </DataList.Item>
  )
}

function Refusal({ text }: { text: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  )
}
