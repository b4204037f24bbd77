import { Input, Stack } from '@chakra-ui/react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import * as z from 'zod/mini'
import type {
  CompanyLegalPersonRequest,
  DeveloperType,
  FieldChange,
  Identity,
  IndividualLegalPersonRequest,
} from '@generated/model'
import { FormField } from '@/components/form/form-field'
import { IdTypeSelect } from '@/components/identity/id-type-select'
import { UpdateLegalPersonInfoBody } from '@generated/zod/change-record/change-record.zod'
import {
  creditCode,
  idNumberMatchesType,
  idNumberMismatch,
  trimmed,
} from '@/components/form/validation'

// Who the developer is, for either developer type: the fields, their rules and the identity part
// of the request bodies of completeAccountInfo, updateAccountInfo (modifyRole) and
// updateLegalPersonInfo (modifylegalPerson*). One place, so the three screens ask the same thing.
// The three bodies share the contract's identity schemas; the rules are updateLegalPersonInfo's.

const [individual, company] = UpdateLegalPersonInfoBody.def.options

/** The fields of an individual's identity; spread into a larger form's object schema. */
export const individualIdentityShape = {
  name: individual.shape.name,
  idType: individual.shape.idType,
  idNumber: individual.shape.idNumber,
}

/** The fields of a company's identity (the ID is the legal person's). */
export const companyIdentityShape = {
  companyName: trimmed(company.shape.companyName),
  creditCode: creditCode(company.shape.creditCode),
  legalPersonName: company.shape.legalPersonName,
  idType: company.shape.idType,
  idNumber: company.shape.idNumber,
}

/**
 * The resident-ID check (GB 11643) that depends on the chosen ID type, on the ID number field.
 * Add it to a larger form's schema: `z.object({...shape, reason}).check(identityNumberCheck())`.
 */
export const identityNumberCheck = <T extends { idType: string; idNumber: string }>() =>
  z.refine<T>(idNumberMatchesType, idNumberMismatch)

export const individualIdentitySchema = z
  .object(individualIdentityShape)
  .check(identityNumberCheck())

export const companyIdentitySchema = z.object(companyIdentityShape).check(identityNumberCheck())

export type IndividualIdentityValues = z.infer<typeof individualIdentitySchema>
export type CompanyIdentityValues = z.infer<typeof companyIdentitySchema>

/** Every identity field of either type, as a form holding both keeps them. */
export type AnyIdentityValues = IndividualIdentityValues & CompanyIdentityValues

/** The identity fields' names for a developer type, e.g. for `form.trigger(...)` on a step. */
export const identityFieldNames = {
  individual: ['name', 'idType', 'idNumber'],
  company: ['companyName', 'creditCode', 'legalPersonName', 'idType', 'idNumber'],
} as const satisfies Record<DeveloperType, readonly (keyof AnyIdentityValues)[]>

/** Empty values for a form holding either type's identity. */
export const emptyIdentityValues: AnyIdentityValues = {
  name: '',
  companyName: '',
  creditCode: '',
  legalPersonName: '',
  idType: '',
  idNumber: '',
}

/**
 * Form values from the account's current identity. The ID number is only known masked, so it stays
 * empty: the user types it again.
 */
export function identityValuesOf(identity: Identity | null | undefined): AnyIdentityValues {
  if (!identity) return emptyIdentityValues
  if (identity.developerType === 'individual') {
    return { ...emptyIdentityValues, name: identity.name, idType: identity.idType }
  }
  return {
    ...emptyIdentityValues,
    companyName: identity.companyName,
    creditCode: identity.creditCode,
    legalPersonName: identity.legalPersonName,
    idType: identity.idType,
  }
}

/**
 * Form values from a change record's `changes` (the `after` side), e.g. to resubmit a rejected
 * profile. The ID number in a record is masked, so it stays empty.
 */
export function identityValuesFromChanges(changes: readonly FieldChange[]): AnyIdentityValues {
  const after = (field: FieldChange['field']) =>
    changes.find((change) => change.field === field)?.after ?? ''
  return {
    name: after('name'),
    companyName: after('companyName'),
    creditCode: after('creditCode'),
    legalPersonName: after('legalPersonName'),
    idType: after('idType'),
    idNumber: '',
  }
}

export type IndividualIdentityBody = Omit<IndividualLegalPersonRequest, 'reason'>
export type CompanyIdentityBody = Omit<CompanyLegalPersonRequest, 'reason'>
/** The identity part of the three identity calls' bodies, discriminated by `developerType`. */
export type IdentityBody = IndividualIdentityBody | CompanyIdentityBody

/** What `identityBody` reads: the developer type and that type's identity values (or more). */
export type IdentityInput =
  | ({ developerType: 'individual' } & IndividualIdentityValues)
  | ({ developerType: 'company' } & CompanyIdentityValues)

/**
 * The identity part of a request body: exactly the fields of the chosen developer type (a form
 * holding both types' fields must not send the other type's), ready to spread with the rest
 * (`{ ...identityBody(values), reason }`).
 */
export function identityBody(values: IdentityInput): IdentityBody {
  if (values.developerType === 'individual') {
    const { name, idType, idNumber } = values
    return { developerType: 'individual', name, idType, idNumber }
  }
  const { companyName, creditCode, legalPersonName, idType, idNumber } = values
  return {
    developerType: 'company',
    companyName,
    creditCode,
    legalPersonName,
    idType,
    idNumber,
  }
}

type IdentityErrors = Partial<Record<keyof AnyIdentityValues, { message?: string }>>

export interface IdentityFieldsProps<T extends FieldValues, TOut extends FieldValues = T> {
  /** A react-hook-form form whose values include the identity fields of `developerType`. */
  form: UseFormReturn<T, unknown, TOut>
  developerType: DeveloperType
  /** True when the ID number was prefilled masked elsewhere: says it must be typed in full. */
  retypeIdNumber?: boolean
}

/**
 * The identity part of a form, for a person (real name, ID type and number) or a company (company
 * name, credit code, and the legal person's name, ID type and number). Errors come from the
 * schemas above (the resident-ID and credit-code checks included) or from the server.
 */
export function IdentityFields<T extends FieldValues, TOut extends FieldValues = T>({
  form,
  developerType,
  retypeIdNumber = false,
}: IdentityFieldsProps<T, TOut>) {
  const { t } = useTranslation()
  const errors = form.formState.errors as IdentityErrors
  const field = (name: keyof AnyIdentityValues) => form.register(name as Path<T>)
  const company = developerType === 'company'
  const idNumberHelp = retypeIdNumber ? t('identity.idNumberRetype') : t('identity.idNumberHelp')
  return (
    <Stack gap="5">
      {company ? (
        <>
          <FormField label={t('identity.companyName')} error={errors.companyName?.message} required>
            <Input {...field('companyName')} autoComplete="organization" />
          </FormField>
          <FormField
            label={t('identity.creditCode')}
            error={errors.creditCode?.message}
            helperText={t('identity.creditCodeHelp')}
            required
          >
            <Input
              {...field('creditCode')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={18}
            />
          </FormField>
          <FormField
            label={t('identity.legalPersonName')}
            error={errors.legalPersonName?.message}
            required
          >
            <Input {...field('legalPersonName')} autoComplete="off" />
          </FormField>
        </>
      ) : (
        <FormField
          label={t('identity.name')}
          error={errors.name?.message}
          helperText={t('identity.nameHelp')}
          required
        >
          <Input {...field('name')} autoComplete="name" />
        </FormField>
      )}
      <FormField
        label={company ? t('identity.legalPersonIdType') : t('identity.idType')}
        error={errors.idType?.message}
        required
      >
        <IdTypeSelect registration={field('idType')} />
      </FormField>
      <FormField
        label={company ? t('identity.legalPersonIdNumber') : t('identity.idNumber')}
        error={errors.idNumber?.message}
        helperText={idNumberHelp}
        required
      >
        <Input
          {...field('idNumber')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </FormField>
    </Stack>
  )
}
