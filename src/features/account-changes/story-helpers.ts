// What the change screens' stories share: the waits and assertions of a play function. Texts are
// the zh-CN ones the stories render in unless a story switches to English.
import { expect, screen, userEvent, waitFor, type within } from 'storybook/test'
import { errorCatalogue, reasonCatalogue, type ResultCode } from '@generated/error-catalogue'
import { operations, type OperationId } from '@generated/operations'
import type { Language } from '@/config/settings'

export type Canvas = ReturnType<typeof within>

/** The field is marked invalid and names `message` as its error. */
export async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAccessibleErrorMessage(message))
}

/** Toasts render in a portal, outside the canvas (the page may say the same thing). */
export async function expectToast(message: string) {
  await waitFor(
    async () => {
      const toast = screen
        .getAllByText(message)
        .find((element) => element.closest('[data-scope="toast"]'))
      await expect(toast).toBeVisible()
    },
    { timeout: 3000 },
  )
}

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
