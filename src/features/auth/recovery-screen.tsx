import { Alert, Button, DataList, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import * as z from 'zod/mini'
import { queryAccountByEmail, updateEmailApply } from '@generated/api/account/account'
import { verifyImgCaptcha } from '@generated/api/captcha/captcha'
import type { AccountLookup } from '@generated/model'
import {
  QueryAccountByEmailBody,
  UpdateEmailApplyBody,
  updateEmailApplyBodyReasonMax,
} from '@generated/zod/account/account.zod'
import { VerifyImgCaptchaBody } from '@generated/zod/captcha/captcha.zod'
import { IdTypeSelect } from '@/components/identity/id-type-select'
import { useFormReady } from '@/components/form/use-form-ready'
import { FormField } from '@/components/form/form-field'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import {
  formResolver,
  idNumberMatchesType,
  idNumberMismatch,
  trimmed,
} from '@/components/form/validation'
import { showApiError } from '@/components/form/show-api-error'
import { AuthCard } from './auth-card'
import { CaptchaField, useCaptcha } from './captcha-field'
import { SubmitButton } from '@/components/form/submit-button'
import { paths } from '@/config/paths'
import { Code } from '@generated/error-catalogue'

const lookupSchema = z.object({
  email: trimmed(QueryAccountByEmailBody.shape.email),
  captchaAnswer: VerifyImgCaptchaBody.shape.answer,
})
type LookupValues = z.infer<typeof lookupSchema>

const apply = UpdateEmailApplyBody.shape
const applySchema = z
  .object({
    newEmail: trimmed(apply.newEmail),
    name: apply.name,
    idType: apply.idType,
    idNumber: apply.idNumber,
    phone: apply.phone,
    reason: trimmed(apply.reason),
  })
  .check(z.refine(idNumberMatchesType, idNumberMismatch))
type ApplyValues = z.infer<typeof applySchema>

/** The state recoveryApplySuccess reads: where the decision will be sent. */
export interface RecoveryApplied {
  newEmail: string
}

/**
 * /account/recovery: for a developer who lost the account's e-mail. Find the account (with a
 * captcha), then apply with identity proof to move it to a new e-mail; staff review it.
 */
export function RecoveryScreen() {
  const { t } = useTranslation()
  const [found, setFound] = useState<{ email: string; account: AccountLookup }>()
  return (
    <AuthCard
      title={t('titles.recovery')}
      description={t('auth.recovery.description')}
      footer={
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={paths.contactUs}>{t('auth.login.contact')}</RouterLink>
        </Link>
      }
    >
      <Stack gap="5">
        {/* Whoever gets the account back by this route need not hold its second factors. */}
        <Text fontSize="sm" color="fg.muted">
          {t('auth.recovery.factorsRemoved')}
        </Text>
        {found ? (
          <ApplyStep
            email={found.email}
            account={found.account}
            onBack={() => setFound(undefined)}
          />
        ) : (
          <LookupStep onFound={(email, account) => setFound({ email, account })} />
        )}
      </Stack>
    </AuthCard>
  )
}

function LookupStep({ onFound }: { onFound: (email: string, account: AccountLookup) => void }) {
  const { t } = useTranslation()
  const captcha = useCaptcha('recovery')
  const form = useForm<LookupValues>({
    resolver: formResolver(lookupSchema),
    defaultValues: { email: '', captchaAnswer: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ email, captchaAnswer }) => {
    if (!captcha.captchaId) return
    try {
      const { ticket } = await verifyImgCaptcha({
        captchaId: captcha.captchaId,
        answer: captchaAnswer,
      })
      onFound(email, await queryAccountByEmail({ email, ticket }))
    } catch (error) {
      form.resetField('captchaAnswer')
      captcha.refresh()
      showApiError(error, form.setError, {
        [Code.wrongVerificationCode]: 'captchaAnswer',
        [Code.invalidEmail]: 'email',
        [Code.emailNotFound]: 'email',
      })
    }
  })

  const ready = useFormReady(form.formState)

  if (!ready) return null

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <FormField
          label={t('auth.recovery.lostEmail')}
          error={errors.email?.message}
          helperText={t('auth.recovery.lostEmailHelp')}
          required
        >
          <Input {...form.register('email')} type="email" inputMode="email" autoComplete="email" />
        </FormField>
        <CaptchaField
          captcha={captcha}
          registration={form.register('captchaAnswer')}
          error={errors.captchaAnswer?.message}
        />
        <SubmitButton label={t('auth.recovery.lookup')} pending={isSubmitting} width="full" />
      </Stack>
    </form>
  )
}

interface ApplyStepProps {
  email: string
  account: AccountLookup
  onBack: () => void
}

function ApplyStep({ email, account, onBack }: ApplyStepProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [refused, setRefused] = useState<string>()
  const form = useForm<ApplyValues>({
    resolver: formResolver(applySchema),
    defaultValues: { newEmail: '', name: '', idType: '', idNumber: '', phone: '', reason: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setRefused(undefined)
    try {
      await updateEmailApply({ email, recoveryTicket: account.recoveryTicket, ...values })
      const state: RecoveryApplied = { newEmail: values.newEmail }
      await navigate(paths.account.recoveryApplySuccess, { state })
    } catch (error) {
      // 11007: an application for this account is already under review; 10002: the look-up's
      // ticket has expired or was spent, so the account must be looked up again.
      if (
        error instanceof ApiError &&
        (error.code === Code.emailChangeFailed || error.code === Code.wrongVerificationCode)
      ) {
        setRefused(errorText(error))
      } else {
        showApiError(error, form.setError, {
          [Code.invalidEmail]: 'newEmail',
          [Code.sameEmail]: 'newEmail',
          [Code.newEmailRegistered]: 'newEmail',
        })
      }
    }
  })

  const ready = useFormReady(form.formState)

  if (!ready) return null

  return (
    <Stack gap="6">
      <Stack gap="3">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('auth.recovery.found')}</Alert.Title>
        </Alert.Root>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t('auth.fields.email')}</DataList.ItemLabel>
            <DataList.ItemValue>{account.emailMasked}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('auth.recovery.developerType')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {account.developerType
                ? t(`auth.developerType.${account.developerType}`)
                : t('auth.recovery.notSet')}
            </DataList.ItemValue>
          </DataList.Item>
          {account.nameMasked && (
            <DataList.Item>
              <DataList.ItemLabel>{t('auth.recovery.name')}</DataList.ItemLabel>
              <DataList.ItemValue>{account.nameMasked}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {refused && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{refused}</Alert.Title>
            </Alert.Root>
          )}
          <FormField
            label={t('auth.recovery.newEmail')}
            error={errors.newEmail?.message}
            helperText={t('auth.recovery.newEmailHelp')}
            required
          >
            <Input
              {...form.register('newEmail')}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
          </FormField>
          <FormField
            label={t('auth.recovery.name')}
            error={errors.name?.message}
            helperText={t('auth.recovery.nameHelp')}
            required
          >
            <Input {...form.register('name')} autoComplete="name" />
          </FormField>
          <FormField label={t('auth.recovery.idType')} error={errors.idType?.message} required>
            <IdTypeSelect registration={form.register('idType')} />
          </FormField>
          <FormField label={t('auth.recovery.idNumber')} error={errors.idNumber?.message} required>
            <Input {...form.register('idNumber')} autoComplete="off" />
          </FormField>
          <FormField label={t('auth.recovery.phone')} error={errors.phone?.message} required>
            <Input {...form.register('phone')} type="tel" inputMode="numeric" autoComplete="tel" />
          </FormField>
          <FormField label={t('auth.recovery.reason')} error={errors.reason?.message} required>
            <Textarea
              {...form.register('reason')}
              rows={3}
              maxLength={updateEmailApplyBodyReasonMax}
            />
          </FormField>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button variant="outline" onClick={onBack} flex="1">
              {t('auth.recovery.back')}
            </Button>
            <SubmitButton label={t('auth.recovery.apply')} pending={isSubmitting} flex="1" />
          </Stack>
        </Stack>
      </form>
    </Stack>
  )
}
