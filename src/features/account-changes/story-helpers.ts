// What the change screens' stories share: failure texts and codes, and retyping a field. Texts are
// the zh-CN ones the stories render in unless a story switches to English.
import { userEvent, type within } from 'storybook/test'
import { errorCatalogue, type ResultCode } from '@generated/error-catalogue'
import { reasonCatalogue } from '@generated/reason-catalogue'
import { operations, type OperationId } from '@generated/operations'
import type { Language } from '@/config/settings'

export type Canvas = ReturnType<typeof within>

/** The text the server answers `code` with for `operation` (its reason's text where it has one). */
export function failureText(
  operation: OperationId,
  code: ResultCode,
  language: Language = 'zh-CN',
) {
  const reasons = operations[operation].reasons as Partial<
    Record<string, keyof typeof reasonCatalogue>
  >
  const reason = reasons[String(code)]
  return reason ? reasonCatalogue[reason][language] : errorCatalogue[code][language]
}

/** The codes an operation may answer besides success, from the contract's x-codes. */
export const failureCodes = (operation: OperationId): ResultCode[] =>
  (operations[operation].codes as readonly number[]).filter((code) => code !== 0) as ResultCode[]

/** Replace a field's value (clear, then type). */
export async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field)
  if (value) await userEvent.type(field, value)
}
