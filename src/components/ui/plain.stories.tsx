import { Badge, Button, Card, DataList, Field, Heading, Input, Link, Stack } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { expect, waitFor, within } from 'storybook/test'
import { FormField } from '@/components/form/form-field'
import {
  ButtonLink,
  PlainBadge,
  PlainButton,
  PlainCard,
  PlainDataItem,
  PlainDataList,
  PlainHeading,
  PlainSection,
  TextLink,
} from './plain'

/** Each plain element beside the Chakra component it stands for, marked for the comparison. */
function Pairs() {
  const pair = (name: string, chakra: ReactNode, plain: ReactNode) => (
    <Stack key={name} direction="row" gap="6" alignItems="flex-start">
      <div data-pair={name} data-side="chakra">
        {chakra}
      </div>
      <div data-pair={name} data-side="plain">
        {plain}
      </div>
    </Stack>
  )
  return (
    <Stack gap="6" padding="4">
      {pair(
        'heading',
        <Heading as="h1" size="2xl">
          账号中心
        </Heading>,
        <PlainHeading as="h1" size="2xl">
          账号中心
        </PlainHeading>,
      )}
      {pair(
        'section',
        // Named apart from the plain one (landmarks are told apart by name); the same heading.
        <Card.Root as="section" aria-label="开发者资料（Chakra）">
          <Card.Header>
            <Heading as="h2" size="lg">
              开发者资料
            </Heading>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>邮箱</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-all">dev@example.com</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>,
        <PlainSection title="开发者资料">
          <PlainDataList>
            <PlainDataItem label="邮箱">dev@example.com</PlainDataItem>
          </PlainDataList>
        </PlainSection>,
      )}
      {pair(
        'card-footer',
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="xl">
              登录
            </Heading>
          </Card.Header>
          <Card.Body>表单</Card.Body>
          <Card.Footer>没有账号？</Card.Footer>
        </Card.Root>,
        // The sign-in card (src/features/auth/auth-card.tsx).
        <PlainCard
          header={
            <PlainHeading as="h1" size="xl">
              登录
            </PlainHeading>
          }
          footer="没有账号？"
        >
          表单
        </PlainCard>,
      )}
      {pair(
        'badge',
        <Badge colorPalette="orange" variant="subtle" size="md">
          审核中
        </Badge>,
        <PlainBadge palette="orange">审核中</PlainBadge>,
      )}
      {pair(
        'button',
        <Button asChild colorPalette="brand">
          <RouterLink to="/account/data">去完善资料</RouterLink>
        </Button>,
        <ButtonLink to="/account/data">去完善资料</ButtonLink>,
      )}
      {pair(
        'small-button',
        <Button variant="outline" size="sm">
          菜单
        </Button>,
        <PlainButton variant="outline" size="sm">
          菜单
        </PlainButton>,
      )}
      {pair(
        'outline-button',
        <Button asChild variant="outline">
          <RouterLink to="/account/data">查看提交内容</RouterLink>
        </Button>,
        <ButtonLink to="/account/data" variant="outline">
          查看提交内容
        </ButtonLink>,
      )}
      {pair(
        'link',
        <Link asChild variant="underline" colorPalette="brand">
          <RouterLink to="/account/record">全部变更记录</RouterLink>
        </Link>,
        <TextLink to="/account/record">全部变更记录</TextLink>,
      )}
      {pair(
        'field',
        <Field.Root invalid required>
          <Field.Label>
            联系人姓名
            <Field.RequiredIndicator />
          </Field.Label>
          <Input defaultValue="李" />
          <Field.ErrorText>请输入联系人姓名</Field.ErrorText>
        </Field.Root>,
        <FormField label="联系人姓名" error="请输入联系人姓名" required>
          <Input defaultValue="李" />
        </FormField>,
      )}
      {pair(
        'helped-field',
        <Field.Root>
          <Field.Label>微信号</Field.Label>
          <Input />
          <Field.HelperText>选填</Field.HelperText>
        </Field.Root>,
        <FormField label="微信号" helperText="选填">
          <Input />
        </FormField>,
      )}
    </Stack>
  )
}

const meta = {
  title: 'UI/Plain',
  component: Pairs,
} satisfies Meta<typeof Pairs>

export default meta
type Story = StoryObj<typeof meta>

// Every computed property but custom properties (Chakra's own variables: compared by their effect)
// and the legacy `-webkit-box-*` ones, which only a `display: -webkit-box` reads: emotion adds them
// at run time, the build's CSS minifier leaves them out.
const ignored = (property: string) =>
  property.startsWith('--') || property.startsWith('-webkit-box-')

/** Each element of a pair and its descendants, in document order. */
const elementsOf = (root: Element) => [root, ...root.querySelectorAll('*')]

/**
 * The plain elements look exactly as Chakra's components do: same element tree, and every
 * computed style the same, part by part (root, header, body, heading, list, label, value…).
 */
export const SameAsChakra: Story = {
  play: async ({ canvasElement }) => {
    const chakraSides = canvasElement.querySelectorAll('[data-side=chakra]')
    await expect(chakraSides.length).toBe(10)
    for (const chakraSide of chakraSides) {
      const name = chakraSide.getAttribute('data-pair')!
      const plainSide = canvasElement.querySelector(`[data-pair=${name}][data-side=plain]`)!
      const chakra = elementsOf(chakraSide.firstElementChild!)
      const plain = elementsOf(plainSide.firstElementChild!)
      await expect(plain.map((element) => element.tagName)).toEqual(
        chakra.map((element) => element.tagName),
      )
      chakra.forEach((element, index) => {
        const want = getComputedStyle(element)
        const got = getComputedStyle(plain[index]!)
        const differs = [...want]
          .filter((property) => !ignored(property))
          .filter((property) => want.getPropertyValue(property) !== got.getPropertyValue(property))
          .map(
            (property) =>
              `${name} ${element.tagName} ${property}: ${got.getPropertyValue(property)} (Chakra: ${want.getPropertyValue(property)})`,
          )
        expect(differs, differs.join('\n')).toEqual([])
      })
    }
  },
}

/**
 * What screen readers get: a named section, its heading, the list; a field's input named by its
 * label, required, invalid with its error as its error message, or described by its helper text.
 */
export const Accessible: Story = {
  play: async ({ canvasElement }) => {
    const plain = within(canvasElement.querySelector('[data-pair=section][data-side=plain]')!)
    const section = plain.getByRole('region', { name: '开发者资料' })
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('开发者资料')
    await expect(within(section).getByRole('term')).toHaveTextContent('邮箱')
    await expect(within(section).getByRole('definition')).toHaveTextContent('dev@example.com')

    const field = within(canvasElement.querySelector('[data-pair=field][data-side=plain]')!)
    const input = field.getByRole('textbox', { name: '联系人姓名' })
    await expect(input).toBeRequired()
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleErrorMessage('请输入联系人姓名')
    const helped = within(canvasElement.querySelector('[data-pair=helped-field][data-side=plain]')!)
    const wechat = helped.getByRole('textbox', { name: '微信号' })
    // Ark's field finds its helper text once it is in the document (an effect).
    await waitFor(() => expect(wechat).toHaveAccessibleDescription('选填'))
  },
}
