import { Input } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
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
