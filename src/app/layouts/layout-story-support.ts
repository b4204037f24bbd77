import { expect, userEvent, waitFor, within } from 'storybook/test'

/**
 * Opens the compact header's site menu and checks the disclosure: the button says it is expanded,
 * the menu lists every section, focus moved into it. Returns the menu's container.
 */
export async function openSiteMenu(canvasElement: HTMLElement, buttonName = '菜单') {
  const canvas = within(canvasElement)
  const button = await canvas.findByRole('button', { name: buttonName })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await userEvent.click(button)
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const panel = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!
  await expect(panel).toBeVisible()
  // Focus moved to the menu's first entry.
  await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement))
  return { button, panel: within(panel) }
}
