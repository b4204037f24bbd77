import { Alert, Button, HStack, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { updateApp } from '@generated/api/apps/apps'
import { Code } from '@generated/error-catalogue'
import type { App } from '@generated/model'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { useFormReady } from '@/components/form/use-form-ready'
import { formResolver } from '@/components/form/validation'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { infoDefaults, InfoFields, infoSchema, updateBody, type InfoValues } from './app-info-form'
import { useAppCalls } from './use-app-calls'

/** The information as a form; `onDone` once saved or cancelled. */
export default function InfoEditor({ app, onDone }: { app: App; onDone: () => void }) {
  const { t } = useTranslation()
  const { refresh, incompleteProfile } = useAppCalls(app.id)
  const [refusal, setRefusal] = useState<string>()
  const form = useForm<InfoValues>({
    resolver: formResolver(infoSchema(app)),
    mode: 'onTouched',
    defaultValues: infoDefaults(app),
  })
  const ready = useFormReady(form.formState)

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(undefined)
    try {
      await updateApp(updateBody(app, values))
      toaster.success({ title: t('apps.info.saved') })
      await refresh()
      onDone()
    } catch (error) {
      if (incompleteProfile(error)) return
      // 12102 inReview: a version went into review meanwhile; no field can fix that.
      if (error instanceof ApiError && error.code === Code.updateAppFailed) {
        setRefusal(errorText(error))
        await refresh()
      } else showApiError(error, form.setError, {})
    }
  })

  if (!ready) return null
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <InfoFields form={form} />
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="3" flexWrap="wrap">
          <SubmitButton label={t('apps.info.save')} pending={form.formState.isSubmitting} />
          <Button variant="outline" onClick={onDone}>
            {t('apps.info.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
