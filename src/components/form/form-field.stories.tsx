import { Input } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { FormField } from './form-field'

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: { label: '密码', required: true, children: <Input type="password" /> },
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

export const ValidationError: Story = {
  args: { error: 'validation.password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText(/密码/)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    const message = '密码为 8 至 16 位，须包含大写字母、小写字母和数字'
    await expect(canvas.getByText(message)).toBeVisible()
  },
}

export const Helper: Story = {
  globals: { locale: 'en' },
  args: { label: 'Password', helperText: '8 to 16 characters' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText(/Password/)).not.toHaveAttribute('aria-invalid')
    await expect(canvas.getByText('8 to 16 characters')).toBeVisible()
  },
}

/** Reached by the keyboard, a field shows a 2 px ring in the brand's solid colour. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/密码/)
    await userEvent.tab()
    await expect(input).toHaveFocus()
    const style = getComputedStyle(input)
    await expect(style.outlineStyle).toBe('solid')
    await expect(style.outlineWidth).toBe('2px')
    // brand.700 (#1d4ed8): 6.7:1 against the white page.
    await expect(style.outlineColor).toBe('rgb(29, 78, 216)')
  },
}
