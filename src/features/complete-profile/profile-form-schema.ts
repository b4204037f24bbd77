import type { Resolver } from 'react-hook-form'
import * as z from 'zod/mini'
import { DeveloperType, type FieldChange } from '@generated/model'
import { CompleteAccountInfoBody } from '@generated/zod/account/account.zod'
import {
  companyIdentityShape,
  emptyIdentityValues,
  identityFieldNames,
  identityNumberCheck,
  identityValuesFromChanges,
  individualIdentityShape,
  type AnyIdentityValues,
} from '@/components/account/identity-fields'
import { emptyOr, formResolver } from '@/components/form/validation'

// The complete-profile form: one form over four steps (type, identity, contact, review). Each step
// is checked with the rules of the steps up to it, so the identity's own checks (the resident ID
// against its type) run on the identity step and not only once the contact is filled in too.

export const STEPS = ['type', 'identity', 'contact', 'review'] as const
export type Step = (typeof STEPS)[number]

export type ProfileValues = AnyIdentityValues & {
  developerType: DeveloperType | ''
  contactName: string
  phone: string
  smsCode: string
  wechat: string
}

const typeShape = {
  developerType: z.enum(DeveloperType),
}

/** The contact fields of completeAccountInfo's body (the same for either developer type). */
const contact = CompleteAccountInfoBody.def.options[0].shape
const contactShape = {
  contactName: contact.contactName,
  phone: contact.phone,
  smsCode: contact.smsCode,
  wechat: emptyOr(contact.wechat),
}

const identityShapes = { individual: individualIdentityShape, company: companyIdentityShape }

function schemaUpTo(step: number, type: DeveloperType | '') {
  if (step === 0 || type === '') return z.object(typeShape)
  const identity = { ...typeShape, ...identityShapes[type] }
  const shape = step === 1 ? identity : { ...identity, ...contactShape }
  return z.object(shape).check(identityNumberCheck())
}

/** What a valid form gives: only the chosen developer type's identity fields. */
export type ProfileOutput = {
  developerType: DeveloperType
  contactName: string
  phone: string
  smsCode: string
  wechat: string
} & (
  | ({ developerType: 'individual' } & Pick<AnyIdentityValues, 'name' | 'idType' | 'idNumber'>)
  | ({ developerType: 'company' } & Omit<AnyIdentityValues, 'name'>)
)

/** A resolver checking the steps up to `step` (the current one; the last one on submit). */
export function profileResolver(step: number): Resolver<ProfileValues, unknown, ProfileOutput> {
  return (values, context, options) =>
    (
      formResolver(schemaUpTo(step, values.developerType)) as unknown as Resolver<
        ProfileValues,
        unknown,
        ProfileOutput
      >
    )(values, context, options)
}

/** The fields each step asks for. */
export function stepFields(step: Step, type: DeveloperType | ''): (keyof ProfileValues)[] {
  if (step === 'type') return ['developerType']
  if (step === 'identity') return type === '' ? [] : [...identityFieldNames[type]]
  if (step === 'contact') return ['contactName', 'phone', 'smsCode', 'wechat']
  return []
}

export const emptyProfile: ProfileValues = {
  ...emptyIdentityValues,
  developerType: '',
  contactName: '',
  phone: '',
  smsCode: '',
  wechat: '',
}

/**
 * The form filled from an earlier submission (a rejected or withdrawn record): everything but the
 * ID number (masked in records) and the SMS code (single use).
 */
export function profileFromChanges(changes: readonly FieldChange[]): ProfileValues {
  const after = (field: FieldChange['field']) =>
    changes.find((change) => change.field === field)?.after ?? ''
  const type = after('developerType')
  return {
    ...identityValuesFromChanges(changes),
    developerType: type === 'individual' || type === 'company' ? type : '',
    contactName: after('contactName'),
    phone: after('phone'),
    smsCode: '',
    wechat: after('wechat'),
  }
}
