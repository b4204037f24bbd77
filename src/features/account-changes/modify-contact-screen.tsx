import { Button, DataList, Input, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import * as z from 'zod/mini'
import { updateContactInfo } from '@generated/api/account/account'
import type { Account, Contact } from '@generated/model'
import { UpdateContactInfoBody } from '@generated/zod/account/account.zod'
import { SmsCodeField } from '@/components/account/sms-code-field'
import { useSmsCode } from '@/components/account/use-sms-code'
import { useFormReady } from '@/components/form/use-form-ready'
import { FormField } from '@/components/form/form-field'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { useRequireCompleteProfile } from '@/hooks/use-require-complete-profile'
import { useSession } from '@/lib/session/use-session'
import { isIncompleteProfileError } from '@/lib/session/complete-profile'
import { setSessionUser } from '@/lib/session/session'
import { emptyOr, formResolver } from '@/components/form/validation'
import { AccountLoading } from './account-loading'
import { ChangePage } from './change-page'
import { Notice } from './notice'
import { Code } from '@generated/error-catalogue'

/**
 * The contact form's rules: the SMS code only when the phone is not the current one (a kept phone
 * was proven already), the WeChat id optional.
 */
function contactSchema(currentPhone: string) {
  const body = UpdateContactInfoBody.shape
  return z
    .object({
      contactName: body.contactName,
      phone: body.phone,
      smsCode: z.string(),
      wechat: emptyOr(body.wechat),
    })
    .check(
      z.refine(
        (values) => values.phone === currentPhone || body.smsCode.safeParse(values.smsCode).success,
        { path: ['smsCode'] },
      ),
    )
}
type Values = z.infer<ReturnType<typeof contactSchema>>

/**
 * /account/personal/modifyContact: the contact person, phone and WeChat id, prefilled with the
 * current ones. Applies at once (no review); a new phone needs an SMS code sent for `contact`.
 */
export function ModifyContactScreen() {
  const { t } = useTranslation()
  const { isChecking } = useSession()
  const { user, onIncompleteProfile } = useRequireCompleteProfile()
  const [updated, setUpdated] = useState<Contact>()
  return (
    <ChangePage title={t('titles.modifyContact')} description={t('modify.contact.description')}>
      {isChecking || !user ? (
        <AccountLoading />
      ) : updated ? (
        <Stack gap="5">
          <Notice status="success" title={t('modify.contact.done')} focus>
            <ContactList contact={updated} />
          </Notice>
          <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            <RouterLink to={paths.account.personal}>{t('modify.toCentre')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <ContactForm user={user} onDone={setUpdated} onIncompleteProfile={onIncompleteProfile} />
      )}
    </ChangePage>
  )
}

function ContactList({ contact }: { contact: Contact }) {
  const { t } = useTranslation()
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>{t('modify.contact.name')}</DataList.ItemLabel>
        <DataList.ItemValue>{contact.name}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('modify.contact.phone')}</DataList.ItemLabel>
        <DataList.ItemValue>{contact.phone}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('modify.contact.wechat')}</DataList.ItemLabel>
        <DataList.ItemValue>{contact.wechat ?? t('modify.contact.noWechat')}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  )
}

interface ContactFormProps {
  user: Account
  onDone: (contact: Contact) => void
  onIncompleteProfile: () => void
}

function ContactForm({ user, onDone, onIncompleteProfile }: ContactFormProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const currentPhone = user.contact?.phone ?? ''
  const schema = useMemo(() => contactSchema(currentPhone), [currentPhone])
  const form = useForm<Values>({
    resolver: formResolver(schema),
    defaultValues: {
      contactName: user.contact?.name ?? '',
      phone: currentPhone,
      smsCode: '',
      wechat: user.contact?.wechat ?? '',
    },
  })
  const code = useSmsCode(form, 'contact')
  const { errors, isSubmitting } = form.formState
  const phoneChanged = useWatch({ control: form.control, name: 'phone' }) !== currentPhone

  const onSubmit = form.handleSubmit(async ({ contactName, phone, smsCode, wechat }) => {
    try {
      const account = await updateContactInfo({
        contactName,
        phone,
        // Only a new phone is proven again; an empty WeChat id removes it.
        ...(phone !== currentPhone && { smsCode }),
        ...(wechat && { wechat }),
      })
      setSessionUser(queryClient, account)
      toaster.success({ title: t('modify.contact.done') })
      onDone(account.contact ?? { name: contactName, phone, wechat: wechat || null })
    } catch (error) {
      if (isIncompleteProfileError(error)) onIncompleteProfile()
      else showApiError(error, form.setError, { [Code.wrongVerificationCode]: 'smsCode' })
    }
  })

  const ready = useFormReady(form.formState)

  if (!ready) return null

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <FormField label={t('modify.contact.name')} error={errors.contactName?.message} required>
          <Input {...form.register('contactName')} autoComplete="name" />
        </FormField>
        <SmsCodeField
          form={form}
          code={code}
          phoneLabel={t('modify.contact.phone')}
          showCode={phoneChanged}
        />
        {!phoneChanged && (
          <Text color="fg.muted" fontSize="sm" marginTop="-3">
            {t('modify.contact.phoneHelp')}
          </Text>
        )}
        <FormField
          label={t('modify.contact.wechatOptional')}
          error={errors.wechat?.message}
          helperText={t('modify.contact.wechatHelp')}
        >
          <Input {...form.register('wechat')} autoComplete="off" spellCheck={false} />
        </FormField>
        <SubmitButton
          label={t('modify.contact.submit')}
          pending={isSubmitting}
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        />
      </Stack>
    </form>
  )
}
