import { Button, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { expect, userEvent, within } from 'storybook/test'
import { z } from 'zod'
import { ChoiceCards } from './choice-cards'

const schema = z.object({ plan: z.enum(['basic', 'pro'], '请选择一个套餐') })

/** A form around the cards, as a screen builds it; shows what it would send. */
function PlanForm({ defaultPlan = '' }: { defaultPlan?: '' | 'basic' | 'pro' }) {
  const form = useForm<{ plan: string }>({
    // The form starts with nothing chosen (''), which the schema refuses.
    resolver: zodResolver(schema) as unknown as Resolver<{ plan: string }>,
    defaultValues: { plan: defaultPlan },
  })
  const [sent, setSent] = useState<string>()
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => setSent(JSON.stringify(values)))}>
      <Stack gap="5" maxWidth="2xl">
        <ChoiceCards
          legend="选择套餐"
          field={form.register('plan')}
          error={form.formState.errors.plan?.message}
          options={[
            { value: 'basic', label: '基础版', description: '个人项目，一个应用' },
            { value: 'pro', label: '专业版', description: '团队项目，不限应用数量，优先支持' },
          ]}
        />
        <Button type="submit" alignSelf="flex-start">
          提交
        </Button>
        {sent && <pre data-testid="sent">{sent}</pre>}
      </Stack>
    </form>
  )
}

const meta = {
  title: 'UI/ChoiceCards',
  component: PlanForm,
} satisfies Meta<typeof PlanForm>

export default meta
type Story = StoryObj<typeof meta>

/** A click on a card chooses it; the arrow keys move the choice; the form sends the value. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = canvas.getByRole('radiogroup', { name: '选择套餐' })
    const basic = within(group).getByRole('radio', { name: /基础版/ })
    const pro = within(group).getByRole('radio', { name: /专业版/ })
    await expect(basic).not.toBeChecked()
    await expect(pro).not.toBeChecked()
    await userEvent.click(canvas.getByText('个人项目，一个应用'))
    await expect(basic).toBeChecked()
    await expect(basic).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(pro).toBeChecked()
    await expect(basic).not.toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))
    await expect(await canvas.findByTestId('sent')).toHaveTextContent('{"plan":"pro"}')
  },
}

/** Nothing chosen: the group says why, and is marked invalid; choosing clears it. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))
    const group = canvas.getByRole('radiogroup', { name: '选择套餐' })
    await expect(await canvas.findByText('请选择一个套餐')).toBeVisible()
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(group).toHaveAccessibleDescription('请选择一个套餐')
    // The first card's radio button has focus: the keyboard is where the answer goes.
    await expect(within(group).getByRole('radio', { name: /基础版/ })).toHaveFocus()
    await expect(canvas.queryByTestId('sent')).toBeNull()
    await userEvent.click(canvas.getByText('专业版'))
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))
    await expect(await canvas.findByTestId('sent')).toHaveTextContent('{"plan":"pro"}')
    await expect(canvas.queryByText('请选择一个套餐')).toBeNull()
  },
}

/** A value already chosen (a form filled from an earlier submission) shows checked. */
export const Prefilled: Story = {
  args: { defaultPlan: 'pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: /专业版/ })).toBeChecked()
    const card = canvas.getByText('专业版').closest('label')!
    // The chosen card is marked (a brand border), the other is not.
    await expect(getComputedStyle(card).boxShadow).not.toBe('none')
    const other = canvas.getByText('基础版').closest('label')!
    await expect(getComputedStyle(other).boxShadow).toBe('none')
  },
}

/** 320 px: the cards stack, nothing overflows. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = canvas.getByText('基础版').closest('label')!.getBoundingClientRect()
    const second = canvas.getByText('专业版').closest('label')!.getBoundingClientRect()
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
