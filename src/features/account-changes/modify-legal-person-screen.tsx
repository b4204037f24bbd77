import { LegalPersonChange } from './legal-person-change'

/** /account/personal/modifylegalPerson: an individual developer's new identity, for review. */
export function ModifyLegalPersonScreen() {
  return <LegalPersonChange developerType="individual" />
}
