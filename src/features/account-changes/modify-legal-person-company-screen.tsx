import { LegalPersonChange } from './legal-person-change'

/**
 * /account/personal/modifylegalPersonCompany: a company developer's new company details or legal
 * person, for review.
 */
export function ModifyLegalPersonCompanyScreen() {
  return <LegalPersonChange developerType="company" />
}
