import {
  Alert,
  Button,
  Dialog,
  Heading,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useMemo, useState, type ReactNode } from 'react'
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form'
import { staffVendorSave } from '@generated/api/staff/staff'
import { Code } from '@generated/error-catalogue'
import type { Vendor } from '@generated/model'
import { FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { formResolver } from '@/components/form/validation'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { DialogForm } from '../review/dialog-form'
import { vendorName } from '../session/staff-session'
import {
  formValuesOf,
  saveRequestOf,
  vendorSchema,
  type VendorFormInput,
  type VendorFormValues,
} from './vendor-form'
import './vendors-messages'

/**
 * Adding a vendor (no `vendor`) or editing one, in a dialog: every setting of the contract as
 * plain fields, checked at each field as the contract and the server check them; a refusal said
 * on its fields (the endpoints, the values) or at the top (the development vendor, no permission).
 */
export function VendorFormDialog({
  vendor,
  open,
  opening,
  onClose,
  onSaved,
  finalFocus,
}: {
  vendor: Vendor | undefined
  open: boolean
  /** How many times the form was opened: each opening starts from the vendor as it is. */
  opening: number
  onClose: () => void
  onSaved: (vendor: Vendor) => void
  finalFocus: () => HTMLElement | null
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose()
      }}
      placement="center"
      size="lg"
      scrollBehavior="inside"
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <VendorForm
              key={opening}
              vendor={vendor}
              setBusy={setBusy}
              onClose={onClose}
              onSaved={onSaved}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

type Refusal = 'developmentVendor' | 'noPermission' | 'qualificationValues' | 'vendorAddress'

function VendorForm({
  vendor,
  setBusy,
  onClose,
  onSaved,
}: {
  vendor: Vendor | undefined
  setBusy: (busy: boolean) => void
  onClose: () => void
  onSaved: (vendor: Vendor) => void
}) {
  const { t, i18n } = useTranslation()
  const [refusal, setRefusal] = useState<Refusal>()
  const schema = useMemo(() => vendorSchema(vendor !== undefined), [vendor])
  const form = useForm<VendorFormInput, unknown, VendorFormValues>({
    resolver: formResolver(schema),
    defaultValues: formValuesOf(vendor),
  })
  const { errors, isSubmitting } = form.formState
  const claim = useWatch({ control: form.control, name: 'qualificationClaim' }).trim()
  const kind = useWatch({ control: form.control, name: 'qualificationKind' })

  const submit = form.handleSubmit(async (values) => {
    setRefusal(undefined)
    setBusy(true)
    try {
      const saved = await staffVendorSave(saveRequestOf(values, vendor))
      onSaved(saved)
      toaster.success({
        title: t('staffVendors.form.saved', { name: vendorName(saved, i18n.language) }),
      })
      onClose()
    } catch (error) {
      const reason = error instanceof ApiError ? error.reason : undefined
      if (reason === 'vendorEndpoints') {
        const message = 'staffVendors.refusals.vendorEndpoints'
        form.setError('tokenEndpoint', { type: 'server', message })
        form.setError('authorizationEndpoint', { type: 'server', message }, { shouldFocus: true })
      } else if (reason === 'qualificationValuesInvalid') {
        form.setError(
          'qualificationText',
          { type: 'server', message: 'staffVendors.refusals.qualificationValues' },
          { shouldFocus: true },
        )
        setRefusal('qualificationValues')
      } else if (reason === 'developmentVendor' || reason === 'vendorAddress') {
        setRefusal(reason)
      } else if (error instanceof ApiError && error.code === Code.noPermission) {
        setRefusal('noPermission')
      } else {
        toaster.error({ title: errorText(error) })
      }
    } finally {
      setBusy(false)
    }
  })

  /** A text field; its label is the form's message of the same name (`label` when not). */
  const field = (
    name: keyof VendorFormInput,
    options: {
      label?: string
      help?: ReactNode
      required?: boolean
      type?: string
      mono?: boolean
    } = {},
  ) => (
    <FormField
      label={t(`staffVendors.form.${options.label ?? name}`)}
      error={errors[name]?.message}
      helperText={options.help}
      required={options.required}
    >
      <Input
        type={options.type ?? 'text'}
        autoComplete="off"
        spellCheck={false}
        fontFamily={options.mono ? 'mono' : undefined}
        {...form.register(name)}
      />
    </FormField>
  )

  return (
    <DialogForm onSubmit={(event) => void submit(event)}>
      <Dialog.Header>
        <Dialog.Title>
          {vendor
            ? t('staffVendors.form.editTitle', { name: vendorName(vendor, i18n.language) })
            : t('staffVendors.form.addTitle')}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="6">
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t(`staffVendors.refusals.${refusal}`)}</Alert.Title>
            </Alert.Root>
          )}
          <Part title={t('staffVendors.form.basics')}>
            {vendor ? (
              <Text>{t('staffVendors.form.codeValue', { code: vendor.code })}</Text>
            ) : (
              field('vendorCode', {
                label: 'code',
                help: t('staffVendors.form.codeHelp'),
                required: true,
                mono: true,
              })
            )}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {field('vendorNameZh', { label: 'nameZh', required: true })}
              {field('vendorNameEn', { label: 'nameEn', required: true })}
            </SimpleGrid>
            <Select
              label={t('staffVendors.form.enabled')}
              registration={form.register('enabled')}
              options={[
                { value: 'true', label: t('staffVendors.form.enabledYes') },
                { value: 'false', label: t('staffVendors.form.enabledNo') },
              ]}
            />
          </Part>
          <Part title={t('staffVendors.form.server')}>
            {field('issuer', {
              help: t('staffVendors.form.issuerHelp'),
              required: true,
              type: 'url',
            })}
            <Text fontSize="sm" color="fg.muted">
              {t('staffVendors.form.endpointsHelp')}
            </Text>
            {field('authorizationEndpoint', { type: 'url' })}
            {field('tokenEndpoint', { type: 'url' })}
            {field('userinfoEndpoint', {
              help: t('staffVendors.form.userinfoHelp'),
              type: 'url',
            })}
            {field('clientId', {
              help: t('staffVendors.form.clientIdHelp'),
              required: true,
              mono: true,
            })}
            {field('scopes', { help: t('staffVendors.form.scopesHelp') })}
          </Part>
          <Part title={t('staffVendors.form.developer')}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {field('developerIdClaim', { help: t('staffVendors.form.developerIdClaimHelp') })}
              {field('developerNameClaim', {
                help: t('staffVendors.form.developerNameClaimHelp'),
              })}
            </SimpleGrid>
            {field('qualificationClaim', { help: t('staffVendors.form.qualificationClaimHelp') })}
            {claim !== '' && (
              <>
                {field('qualificationEndpoint', {
                  help: t('staffVendors.form.qualificationEndpointHelp'),
                  type: 'url',
                })}
                <Select
                  label={t('staffVendors.form.qualificationKind')}
                  help={t('staffVendors.form.qualificationKindHelp')}
                  registration={form.register('qualificationKind')}
                  options={[
                    { value: 'boolean', label: t('staffVendors.form.kinds.boolean') },
                    { value: 'text', label: t('staffVendors.form.kinds.text') },
                    { value: 'number', label: t('staffVendors.form.kinds.number') },
                  ]}
                />
                {kind === 'boolean' ? (
                  <Select
                    label={t('staffVendors.form.qualificationBoolean')}
                    registration={form.register('qualificationBoolean')}
                    options={[
                      { value: 'true', label: 'true' },
                      { value: 'false', label: 'false' },
                    ]}
                  />
                ) : (
                  field('qualificationText', { required: true })
                )}
              </>
            )}
          </Part>
          <Part title={t('staffVendors.form.limits')}>
            <Text fontSize="sm" color="fg.muted">
              {t('staffVendors.form.limitsHelp')}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              {field('packageKb', { type: 'text' })}
              {field('iconKb', { type: 'text' })}
              {field('screenshotKb', { type: 'text' })}
            </SimpleGrid>
          </Part>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" disabled={isSubmitting} onClick={onClose}>
          {t('staffVendors.form.cancel')}
        </Button>
        <SubmitButton label={t('staffVendors.form.save')} pending={isSubmitting} />
      </Dialog.Footer>
    </DialogForm>
  )
}

/** A group of the form's fields under its heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="4" border="0" padding="0" margin="0" minWidth="0">
      <Heading as="legend" size="sm" marginBottom="2">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

function Select({
  label,
  help,
  registration,
  options,
}: {
  label: string
  help?: ReactNode
  registration: UseFormRegisterReturn
  options: { value: string; label: string }[]
}) {
  return (
    <FormField label={label} helperText={help}>
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
