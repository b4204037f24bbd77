import { Alert, Button, DataList, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { completeAccountInfo } from '@generated/api/account/account'
import type { ChangeField } from '@generated/model'
import { getQueryChangeRecordPageQueryKey } from '@generated/api/change-record/change-record'
import { identityBody, IdentityFields } from '@/components/account/identity-fields'
import { SmsCodeField } from '@/components/account/sms-code-field'
import { useSmsCode } from '@/components/account/use-sms-code'
import { ChangeValue } from '@/components/account/changes-table'
import { ChoiceCards } from '@/components/form/choice-cards'
import { FormField } from '@/components/form/form-field'
import { useFormReady } from '@/components/form/use-form-ready'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { RenderLater } from '@/components/ui/render-later'
import { StepProgress } from '@/components/ui/step-progress'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { sessionQueryKey } from '@/lib/session/session'
import {
  emptyProfile,
  profileResolver,
  STEPS,
  stepFields,
  type ProfileOutput,
  type ProfileValues,
  type Step,
} from './profile-form-schema'
import '@/lib/i18n/account-area-messages'
import { Code } from '@generated/error-catalogue'

const LAST = STEPS.length - 1

interface ProfileFormProps {
  /** Values of an earlier submission (rejected or withdrawn); the ID number is typed again. */
  prefill?: ProfileValues
}

/**
 * The guided profile form: developer type, identity, contact (with the SMS code), then a check of
 * everything and the submission for review. Focus goes to each step's heading as it opens.
 */
export function ProfileForm({ prefill }: ProfileFormProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [step, setStep] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusField = useRef<keyof ProfileValues | null>(null)
  const opened = useRef(false)
  // 11002 and 11004: the profile is no longer the form's to submit; said above the form.
  const [pageAlert, setPageAlert] = useState<{ title: string; text: string }>()
  const form = useForm<ProfileValues, unknown, ProfileOutput>({
    // Re-created each render: react-hook-form reads the options of the latest render.
    resolver: profileResolver(step),
    defaultValues: prefill ?? emptyProfile,
  })
  const code = useSmsCode(form, 'completeProfile')
  const type = useWatch({ control: form.control, name: 'developerType' })
  const errors = form.formState.errors

  function goTo(next: number, focus?: keyof ProfileValues) {
    focusField.current = focus ?? null
    setStep(next)
  }

  useEffect(() => {
    // Not on the first render: the page's own heading comes first.
    if (!opened.current) {
      opened.current = true
      return
    }
    if (focusField.current) form.setFocus(focusField.current)
    else headingRef.current?.focus()
    focusField.current = null
  }, [step, form])

  async function next() {
    if (await form.trigger(stepFields(STEPS[step]!, type), { shouldFocus: true })) goTo(step + 1)
  }

  async function send(values: ProfileOutput) {
    setPageAlert(undefined)
    try {
      await completeAccountInfo({
        ...identityBody(values),
        contactName: values.contactName,
        phone: values.phone,
        smsCode: values.smsCode,
        ...(values.wechat ? { wechat: values.wechat } : {}),
      })
      toaster.success({ title: t('profile.submitted') })
      await queryClient.invalidateQueries({ queryKey: getQueryChangeRecordPageQueryKey() })
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    } catch (error) {
      const failed = error instanceof ApiError ? error.code : undefined
      if (failed === Code.wrongVerificationCode) {
        // The code is on the contact step: go back there and show it on the field.
        form.setError('smsCode', { type: 'server', message: errorText(error) })
        goTo(STEPS.indexOf('contact'), 'smsCode')
      } else if (failed === Code.accountAlreadyComplete || failed === Code.completeInfoFailed) {
        setPageAlert({
          title: errorText(error),
          text: t(
            failed === Code.accountAlreadyComplete
              ? 'profile.alreadyComplete'
              : 'profile.alreadyReviewing',
          ),
        })
      } else {
        showApiError(error, form.setError, {})
      }
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of an earlier step means "next", not "submit".
    if (step < LAST) {
      event.preventDefault()
      void next()
    } else void form.handleSubmit(send)(event)
  }

  const ready = useFormReady(form.formState)

  if (!ready) return null

  const titles = STEPS.map((name) => t(`profile.steps.${name}`))
  const current: Step = STEPS[step]!

  return (
    <Stack gap="6">
      {pageAlert && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{pageAlert.title}</Alert.Title>
            <Alert.Description>{pageAlert.text}</Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            alignSelf="center"
            onClick={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
          >
            {t('profile.refresh')}
          </Button>
        </Alert.Root>
      )}
      <StepProgress titles={titles} current={step} label={t('profile.progress')} />
      <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1}>
        {t('profile.step', { current: step + 1, total: STEPS.length, title: titles[step] })}
      </Heading>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="6">
          {/* Every step stays mounted (hidden) so that its values and errors survive. */}
          <div hidden={current !== 'type'}>
            <ChoiceCards
              legend={t('profile.typeLabel')}
              field={form.register('developerType')}
              error={errors.developerType?.message}
              options={(['individual', 'company'] as const).map((value) => ({
                value,
                label: t(`auth.developerType.${value}`),
                description: t(`profile.${value}Help`),
              }))}
            />
          </div>
          <div hidden={current !== 'identity'}>
            {type !== '' && (
              <IdentityFields form={form} developerType={type} retypeIdNumber={Boolean(prefill)} />
            )}
          </div>
          <div hidden={current !== 'contact'}>
            {/* Two steps away when the form opens: rendered a task later (a shorter first render). */}
            <RenderLater>
              <Stack gap="5">
                <FormField
                  label={t('profile.contactName')}
                  error={errors.contactName?.message}
                  required
                >
                  <Input {...form.register('contactName')} autoComplete="name" />
                </FormField>
                <SmsCodeField form={form} code={code} phoneLabel={t('profile.contactPhone')} />
                <FormField label={t('profile.wechat')} error={errors.wechat?.message}>
                  <Input {...form.register('wechat')} autoComplete="off" />
                </FormField>
              </Stack>
            </RenderLater>
          </div>
          {current === 'review' && <Review values={form.getValues()} onEdit={goTo} />}
          <HStack gap="3" justifyContent="space-between" flexWrap="wrap">
            {step > 0 ? (
              <Button variant="outline" onClick={() => goTo(step - 1)}>
                {t('profile.back')}
              </Button>
            ) : (
              <span />
            )}
            {step < LAST ? (
              <Button type="submit" variant="solid">
                {t('profile.next')}
              </Button>
            ) : (
              <SubmitButton label={t('profile.submit')} pending={form.formState.isSubmitting} />
            )}
          </HStack>
        </Stack>
      </form>
    </Stack>
  )
}

type Row = [label: string, field: ChangeField, value: string]

/** Everything the form will send, by step, each with a way back to change it. */
function Review({ values, onEdit }: { values: ProfileValues; onEdit: (step: number) => void }) {
  const { t } = useTranslation()
  const company = values.developerType === 'company'
  const identity: Row[] = company
    ? [
        [t('identity.companyName'), 'companyName', values.companyName],
        [t('identity.creditCode'), 'creditCode', values.creditCode],
        [t('identity.legalPersonName'), 'legalPersonName', values.legalPersonName],
        [t('identity.legalPersonIdType'), 'idType', values.idType],
        [t('identity.legalPersonIdNumber'), 'idNumber', values.idNumber],
      ]
    : [
        [t('identity.name'), 'name', values.name],
        [t('identity.idType'), 'idType', values.idType],
        [t('identity.idNumber'), 'idNumber', values.idNumber],
      ]
  const groups = [
    {
      step: 0,
      rows: [[t('profile.steps.type'), 'developerType', values.developerType]] as Row[],
    },
    { step: 1, rows: identity },
    {
      step: 2,
      rows: [
        [t('profile.contactName'), 'contactName', values.contactName],
        [t('profile.contactPhone'), 'phone', values.phone],
        [t('profile.wechat'), 'wechat', values.wechat],
      ] as Row[],
    },
  ]
  return (
    <Stack gap="5" as="section" aria-label={t('profile.steps.review')}>
      <Text>{t('profile.reviewIntro')}</Text>
      {groups.map(({ step, rows }) => (
        <Stack key={step} gap="2" borderWidth="1px" rounded="md" p="4">
          <HStack justifyContent="space-between">
            <Heading as="h3" size="md">
              {t(`profile.steps.${STEPS[step]!}`)}
            </Heading>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onEdit(step)}
              aria-label={`${t('profile.edit')}：${t(`profile.steps.${STEPS[step]!}`)}`}
            >
              {t('profile.edit')}
            </Button>
          </HStack>
          <DataList.Root orientation="horizontal">
            {rows.map(([label, field, value]) => (
              <DataList.Item key={field}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">
                  {value ? <ChangeValue field={field} value={value} /> : t('profile.none')}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      ))}
    </Stack>
  )
}
