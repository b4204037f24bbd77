import { Button, Stack } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { expect, userEvent, within } from 'storybook/test'
import type { DeveloperType } from '@generated/model'
import { answerData } from '../../../mocks/handlers'
import { companyIdentity, idTypes, validNumbers } from '../../../mocks/fixtures'
import { expectFieldError } from '../../../mocks/story-helpers'
import {
  companyIdentitySchema,
  identityBody,
  IdentityFields,
  identityValuesOf,
  individualIdentitySchema,
  type AnyIdentityValues,
  type IdentityInput,
} from './identity-fields'
import { formResolver } from '@/components/form/validation'

/** A form around the fields, as a screen builds it; shows the identity body it would send. */
function IdentityForm({
  developerType,
  prefill,
}: {
  developerType: DeveloperType
  prefill?: Partial<AnyIdentityValues>
}) {
  const schema = developerType === 'company' ? companyIdentitySchema : individualIdentitySchema
  const form = useForm<AnyIdentityValues>({
    // One form type for both schemas: each only checks its own type's fields.
    resolver: formResolver(schema) as unknown as Resolver<AnyIdentityValues>,
    defaultValues: { ...identityValuesOf(null), ...prefill },
  })
  const [body, setBody] = useState<string>()
  const onSubmit = form.handleSubmit((values) => {
    setBody(JSON.stringify(identityBody({ ...values, developerType } as IdentityInput)))
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5" maxWidth="md">
        <IdentityFields form={form} developerType={developerType} retypeIdNumber={!!prefill} />
        <Button type="submit">Submit</Button>
        {body && <pre data-testid="body">{body}</pre>}
      </Stack>
    </form>
  )
}

const meta = {
  title: 'Account/IdentityFields',
  component: IdentityForm,
  args: { developerType: 'individual' },
  parameters: { msw: { handlers: [answerData('queryIdTypes', idTypes)] } },
} satisfies Meta<typeof IdentityForm>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
const idTypeSelect = async (canvas: Canvas, name: string | RegExp) =>
  canvas.findByRole('combobox', { name })
const sentBody = (canvas: Canvas) =>
  JSON.parse(canvas.getByTestId('body').textContent ?? '') as unknown

export const Individual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: '真实姓名' })).toHaveValue('')
    await expect(await idTypeSelect(canvas, '证件类型')).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: '证件号码' })).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: '公司名称' })).toBeNull()
  },
}

export const IndividualInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await idTypeSelect(canvas, '证件类型')
    await userEvent.type(canvas.getByRole('textbox', { name: '真实姓名' }), 'Han 123')
    await submit(canvas)
    await expectFieldError(
      canvas.getByRole('textbox', { name: '真实姓名' }),
      '姓名只能包含中文或英文字母',
    )
    await expectFieldError(await idTypeSelect(canvas, '证件类型'), '请选择证件类型')
    await expectFieldError(
      canvas.getByRole('textbox', { name: '证件号码' }),
      '请输入 5 到 30 位证件号码（字母、数字或 -）',
    )
  },
}

/** A resident ID whose check character is wrong is refused before anything is sent. */
export const IndividualResidentIdCheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: '真实姓名' }), '韩梅梅')
    await userEvent.selectOptions(await idTypeSelect(canvas, '证件类型'), 'RESIDENT_ID')
    await userEvent.type(canvas.getByRole('textbox', { name: '证件号码' }), '110105194912310021')
    await submit(canvas)
    await expectFieldError(
      canvas.getByRole('textbox', { name: '证件号码' }),
      '请输入正确的 18 位居民身份证号码',
    )
    await expect(canvas.queryByTestId('body')).toBeNull()
  },
}

export const IndividualBody: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: '真实姓名' }), '韩梅梅')
    await userEvent.selectOptions(await idTypeSelect(canvas, '证件类型'), 'RESIDENT_ID')
    await userEvent.type(canvas.getByRole('textbox', { name: '证件号码' }), validNumbers.residentId)
    await submit(canvas)
    await expect(sentBody(canvas)).toEqual({
      developerType: 'individual',
      name: '韩梅梅',
      idType: 'RESIDENT_ID',
      idNumber: validNumbers.residentId,
    })
  },
}

export const Company: Story = {
  args: { developerType: 'company' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['公司名称', '统一社会信用代码', '法定代表人姓名', '法定代表人证件号码'])
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('')
    await expect(await idTypeSelect(canvas, '法定代表人证件类型')).toHaveValue('')
    await expect(canvas.queryByRole('textbox', { name: '真实姓名' })).toBeNull()
  },
}

/** A credit code whose GB 32100 check character is wrong. */
export const CompanyCreditCodeCheck: Story = {
  args: { developerType: 'company' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await idTypeSelect(canvas, '法定代表人证件类型')
    await userEvent.type(
      canvas.getByRole('textbox', { name: '统一社会信用代码' }),
      '91350100M000100Y44',
    )
    await submit(canvas)
    await expectFieldError(
      canvas.getByRole('textbox', { name: '统一社会信用代码' }),
      '请输入正确的 18 位统一社会信用代码',
    )
    await expectFieldError(
      canvas.getByRole('textbox', { name: '公司名称' }),
      '请输入 2 到 100 个字的公司名称',
    )
  },
}

export const CompanyBodyEnglish: Story = {
  args: { developerType: 'company' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Company name' }),
      '  示例科技有限公司 ',
    )
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Unified social credit code' }),
      validNumbers.creditCode,
    )
    await userEvent.type(canvas.getByRole('textbox', { name: "Legal person's name" }), '韩梅梅')
    await userEvent.selectOptions(
      await idTypeSelect(canvas, "Legal person's ID document type"),
      'PASSPORT',
    )
    await userEvent.type(
      canvas.getByRole('textbox', { name: "Legal person's ID number" }),
      'E12345678',
    )
    await submit(canvas)
    // Only the company's fields, the company name trimmed.
    await expect(sentBody(canvas)).toEqual({
      developerType: 'company',
      companyName: '示例科技有限公司',
      creditCode: validNumbers.creditCode,
      legalPersonName: '韩梅梅',
      idType: 'PASSPORT',
      idNumber: 'E12345678',
    })
  },
}

/** Prefilled from the current identity: everything but the ID number, which must be retyped. */
export const CompanyPrefilled: Story = {
  args: { developerType: 'company', prefill: identityValuesOf(companyIdentity) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: '公司名称' })).toHaveValue('示例科技有限公司')
    await expect(await idTypeSelect(canvas, '法定代表人证件类型')).toHaveValue('RESIDENT_ID')
    const idNumber = canvas.getByRole('textbox', { name: '法定代表人证件号码' })
    await expect(idNumber).toHaveValue('')
    await expect(idNumber).toHaveAccessibleDescription('证件号码不会回显，请重新输入完整号码')
  },
}
