import { Input, Link, Stack } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { createApp, getListAppsQueryKey } from '@generated/api/apps/apps'
import { Code } from '@generated/error-catalogue'
import { CreateAppBody } from '@generated/zod/apps/apps.zod'
import { AccountPage } from '@/components/account/account-page'
import { FormField } from '@/components/form/form-field'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { useFormReady } from '@/components/form/use-form-ready'
import { formResolver } from '@/components/form/validation'
import { toaster } from '@/components/ui/toaster'
import { appPath, paths } from '@/config/paths'
import { useRequireCompleteProfile } from '@/hooks/use-require-complete-profile'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { isIncompleteProfileError } from '@/lib/session/complete-profile'
import {
  createBody,
  createSchema,
  infoDefaults,
  InfoFields,
  type CreateValues,
  type InfoValues,
} from './app-info-form'
import './apps-messages'

const schema = createSchema()

/**
 * /account/apps/create: claim a package name (its syntax checked as it is typed) and describe the
 * app. Needs a complete profile: the route's loader sends a developer without one to the
 * intercept page, and so does a 11001 answer. A name another app has is shown on its field.
 */
export function AppCreateScreen() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { onIncompleteProfile } = useRequireCompleteProfile()
  const form = useForm<CreateValues>({
    resolver: formResolver(schema),
    mode: 'onTouched',
    defaultValues: { packageName: '', ...infoDefaults() },
  })
  const { errors, isSubmitting } = form.formState
  const ready = useFormReady(form.formState)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await createApp(createBody(values))
      await queryClient.invalidateQueries({ queryKey: getListAppsQueryKey() })
      toaster.success({ title: t('apps.create.created') })
      await navigate(appPath(created.app.id))
    } catch (error) {
      if (isIncompleteProfileError(error)) onIncompleteProfile()
      // 12101 packageTaken: another app has the name, whoever owns it.
      else showApiError(error, form.setError, { [Code.createAppFailed]: 'packageName' })
    }
  })

  return (
    <AccountPage title={t('titles.appCreate')} description={t('apps.create.description')}>
      <Link asChild variant="underline" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={paths.account.apps}>{t('apps.backToList')}</RouterLink>
      </Link>
      {ready && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="6">
            <PackageNameField form={form} error={errors.packageName?.message} />
            {/* The information's fields are the editor's too: the package name is this form's own. */}
            <InfoFields form={form as unknown as UseFormReturn<InfoValues>} />
            <SubmitButton
              label={t('apps.create.submit')}
              pending={isSubmitting}
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            />
          </Stack>
        </form>
      )}
    </AccountPage>
  )
}

/**
 * The package name, checked as it is typed once the field has been left (the form's `onTouched`):
 * what the rule is while it is not met, that it is met once it is.
 */
function PackageNameField({ form, error }: { form: UseFormReturn<CreateValues>; error?: string }) {
  const { t } = useTranslation()
  const value = useWatch({ control: form.control, name: 'packageName' })
  const wellFormed = CreateAppBody.shape.packageName.safeParse(value.trim()).success
  return (
    <FormField
      label={t('apps.form.packageName')}
      error={error}
      helperText={wellFormed ? `✓ ${t('apps.form.packageNameOk')}` : t('apps.form.packageNameHelp')}
      required
    >
      <Input
        {...form.register('packageName')}
        fontFamily="mono"
        placeholder="com.example.app"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
    </FormField>
  )
}
