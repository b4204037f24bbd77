// Waits and assertions the account-area stories share (the auth feature keeps its own). Stories
// render in zh-CN unless they ask for English.
import { expect, screen, waitFor } from 'storybook/test'

/** The field is marked invalid and names `message` as its error. */
export async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAccessibleErrorMessage(message))
}

/** Toasts render in a portal, outside the canvas. */
export async function expectToast(message: string | RegExp) {
  const toast = await screen.findByText(message, {}, { timeout: 3000 })
  await waitFor(() => expect(toast).toBeVisible())
}

/** The story left its route for `pathname` (the router's stand-in page says where it went). */
export async function expectNavigatedTo(
  canvas: { findByText: typeof screen.findByText },
  pathname: string,
) {
  await expect(await canvas.findByText(`Navigated to ${pathname}`)).toBeVisible()
}
