import { expect, waitFor, within } from 'storybook/test'

/**
 * The story's canvas once the form in it has rendered. A form renders its fields in a transition
 * after it mounts (useFormReady), not in the story's first render: a play function that starts
 * with the form starts here.
 */
export async function formCanvas(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('form')).not.toBeNull())
  return within(canvasElement)
}
