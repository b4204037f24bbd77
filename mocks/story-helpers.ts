// Waits and assertions the stories share. Stories render in zh-CN unless they ask for English.
import { expect, screen, waitFor } from 'storybook/test'
import { requestsTo } from './request-log'

/** The field is marked invalid and names `message` as its error. */
export async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAccessibleErrorMessage(message))
}

/**
 * A toast saying `message` is on screen. Toasts render in a portal, outside the canvas, and the
 * page may say the same thing: only toasts count. The toaster outlives a story, so one from the
 * story before may still be fading out; the toaster puts the newest first, and that one counts
 * (expectCalledThenToast also asserts the request log).
 */
export async function expectToast(message: string | RegExp) {
  await waitFor(
    async () => {
      const toast = screen
        .queryAllByText(message)
        .find((element) => element.closest('[data-scope="toast"]'))
      await expect(toast).toBeVisible()
    },
    { timeout: 3000 },
  )
}

/** A closing dialog has gone: until then the page under it takes no clicks (as for a user). */
export async function expectDialogGone() {
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
}

/** The story left its route for `pathname` (the router's stand-in page says where it went). */
export async function expectNavigatedTo(
  canvas: { findByText: typeof screen.findByText },
  pathname: string,
) {
  await expect(await canvas.findByText(`Navigated to ${pathname}`)).toBeVisible()
}

/** The operation was called, then its outcome was toasted (not a toast left by an earlier story). */
export async function expectCalledThenToast(operationId: string, message: string | RegExp) {
  await waitFor(() => expect(requestsTo(operationId).length).toBeGreaterThan(0))
  await expectToast(message)
}
