import { Alert, Button, DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { getGetAccountSecurityQueryKey, startTwoStep } from '@generated/api/security/security'
import type { AuthenticatorSecret as Secret, TwoStepStatus } from '@generated/model'
import { lazyAfterPage } from '@/components/ui/lazy-after-page'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { afterFirstPage } from '@/lib/first-paint/first-page'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { NOT_PROVED, useWithProof } from '@/components/recent-proof/recent-proof'
import { StepHeading } from './step-heading'
import type { TwoStepFormView } from './two-step-forms'
import { Code } from '@generated/error-catalogue'

// The forms (react-hook-form, the contract's rules, the QR code's component) are not in the
// page's first load: they load once the page is painted, before a click usually needs them.
const loadForms = () => import('./two-step-forms')
const TwoStepForms = lazyAfterPage(loadForms)

/** At this many recovery codes left (or fewer) the page asks for new ones. */
const LOW_RECOVERY_CODES = 2

type View = { step: 'status' } | TwoStepFormView

const isCode = (error: unknown, code: number) => error instanceof ApiError && error.code === code

/**
 * Two-step sign-in: turning it on (an authenticator linked by QR code or key, proved with a code,
 * then the recovery codes shown once), new recovery codes, and turning it off. Each step is read
 * from its heading; what an action did is said in the section's status line.
 */
export function TwoStepSection({ status }: { status: TwoStepStatus }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [view, setView] = useState<View>({ step: 'status' })
  const [result, setResult] = useState('')
  const [lapsed, setLapsed] = useState(false)
  useEffect(() => {
    void afterFirstPage().then(loadForms)
  }, [])

  const reread = () => queryClient.invalidateQueries({ queryKey: getGetAccountSecurityQueryKey() })
  /** Back to the status, saying what happened. */
  const finish = async (message: string) => {
    setView({ step: 'status' })
    setResult(message)
    await reread()
  }
  /**
   * 31005/31006: the server's state is not the page's (changed on another device meanwhile): back
   * to the status, read again. True when the error was one of those.
   */
  const outOfDate = (error: unknown) => {
    if (!isCode(error, Code.twoStepAlreadyOn) && !isCode(error, Code.twoStepNotOn)) return false
    void finish(
      t(
        isCode(error, Code.twoStepAlreadyOn)
          ? 'security.twoStep.alreadyOn'
          : 'security.twoStep.notOn',
      ),
    )
    return true
  }
  const go = (next: View) => {
    setResult('')
    setLapsed(false)
    setView(next)
  }

  const titles: Record<View['step'], string> = {
    status: status.enabled ? t('security.twoStep.enabled') : t('security.twoStep.disabled'),
    enrol: t('security.twoStep.enrolTitle'),
    codes: t('security.twoStep.codesTitle'),
    renew: t('security.twoStep.renew'),
    turnOff: t('security.twoStep.turnOff'),
  }

  return (
    <Stack gap="4">
      <StepHeading step={view.step}>{titles[view.step]}</StepHeading>
      {view.step === 'status' ? (
        status.enabled ? (
          <TwoStepOn
            status={status}
            onRenew={() => go({ step: 'renew' })}
            onTurnOff={() => go({ step: 'turnOff' })}
          />
        ) : (
          <TwoStepOff
            lapsed={lapsed}
            onStarted={(secret) => go({ step: 'enrol', secret })}
            onOutOfDate={outOfDate}
          />
        )
      ) : (
        <Suspense fallback={<Skeleton height="32" />}>
          <TwoStepForms
            view={view}
            onCodes={(codes) => {
              // After enrolling it is on; after renewing, the old codes are dead.
              const doneText =
                view.step === 'enrol'
                  ? t('security.twoStep.enabled')
                  : t('security.twoStep.renewed')
              go({ step: 'codes', codes, doneText })
              if (view.step === 'renew') setResult(doneText)
              void reread()
            }}
            onDone={() =>
              void finish(view.step === 'codes' ? view.doneText : t('security.twoStep.turnedOff'))
            }
            onLapsed={() => {
              setView({ step: 'status' })
              setLapsed(true)
            }}
            onCancel={() => go({ step: 'status' })}
            onOutOfDate={outOfDate}
          />
        </Suspense>
      )}
      {/* Always rendered: a live region must exist before what it announces. */}
      <Text role="status" color="fg.muted" fontSize="sm">
        {result}
      </Text>
    </Stack>
  )
}

function TwoStepOff({
  lapsed,
  onStarted,
  onOutOfDate,
}: {
  lapsed: boolean
  onStarted: (secret: Secret) => void
  onOutOfDate: (error: unknown) => boolean
}) {
  const { t } = useTranslation()
  const withProof = useWithProof()
  const [pending, setPending] = useState(false)
  const start = async () => {
    setPending(true)
    try {
      const secret = await withProof(() => startTwoStep())
      if (secret !== NOT_PROVED) onStarted(secret)
    } catch (error) {
      if (!onOutOfDate(error)) toaster.error({ title: errorText(error) })
    } finally {
      setPending(false)
    }
  }
  return (
    <Stack gap="4" align="start">
      {lapsed && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('security.twoStep.lapsed')}</Alert.Title>
        </Alert.Root>
      )}
      <Text>{t('security.twoStep.offText')}</Text>
      <Button
        colorPalette="brand"
        loading={pending}
        loadingText={t('security.twoStep.turnOn')}
        onClick={() => void start()}
      >
        {t('security.twoStep.turnOn')}
      </Button>
    </Stack>
  )
}

function TwoStepOn({
  status,
  onRenew,
  onTurnOff,
}: {
  status: TwoStepStatus
  onRenew: () => void
  onTurnOff: () => void
}) {
  const { t } = useTranslation()
  const low = status.recoveryCodesLeft <= LOW_RECOVERY_CODES
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" size="sm" variant="subtle">
        {status.enabledAt && (
          <DataList.Item>
            <DataList.ItemLabel>{t('security.twoStep.since')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(status.enabledAt)}</DataList.ItemValue>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.ItemLabel>{t('security.twoStep.codesLeft')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('security.twoStep.codesLeftValue', { count: status.recoveryCodesLeft })}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {low && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {t('security.twoStep.lowCodes', { count: status.recoveryCodesLeft })}
          </Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={onRenew}>
          {t('security.twoStep.renew')}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={onTurnOff}>
          {t('security.twoStep.turnOff')}
        </Button>
      </HStack>
    </Stack>
  )
}
