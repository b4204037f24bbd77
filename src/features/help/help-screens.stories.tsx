import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  expectHeading,
  expectLoading,
  expectNoHorizontalOverflow,
  pageRoute,
  stillLoading,
} from '@/components/content/story-support'
import { FaqAnswerScreen } from './faq-answer-screen'
import { FaqCategoryScreen } from './faq-category-screen'
import { HelpHomeScreen } from './help-home-screen'
import { HotScreen } from './hot-screen'
import { SearchScreen } from './search-screen'

const meta = {
  title: 'Help/Screens',
  component: HelpHomeScreen,
  parameters: pageRoute('/commonProblem'),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const CentreHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '常见问题')
    await expect(canvas.getByRole('link', { name: '打包与签名' })).toHaveAttribute(
      'href',
      '/commonProblem/faq/packaging',
    )
    await expect(canvas.getByRole('search')).toBeVisible()
    const hot = within(canvas.getByRole('region', { name: '热门问题' }))
    await expect(hot.getAllByRole('listitem')[0]).toHaveTextContent('如何注册快应用开发者账号？')
  },
}

export const GameCentreHomeEnglish: Story = {
  globals: { locale: 'en' },
  parameters: pageRoute('/commonGameProblem'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'Game FAQ')
    await expect(canvas.getByRole('link', { name: 'Engines and compatibility' })).toBeVisible()
  },
}

export const CentreHomeLoading: Story = {
  decorators: [stillLoading('help')],
  play: async ({ canvasElement }) => expectLoading(canvasElement, '常见问题'),
}

export const CentreHomePhone: Story = {
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, '常见问题')
    await expectNoHorizontalOverflow()
  },
}

export const Category: Story = {
  render: () => <FaqCategoryScreen />,
  parameters: pageRoute('/commonProblem/faq/:id', '/commonProblem/faq/packaging'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '打包与签名')
    await expect(canvas.getByRole('link', { name: '如何打包快应用生成 RPK？' })).toHaveAttribute(
      'href',
      '/commonProblem/faqInfo?id=build-rpk',
    )
    await expect(canvas.getByRole('link', { name: /账号与认证/ })).toBeVisible()
  },
}

export const CategoryEnglishPhone: Story = {
  render: () => <FaqCategoryScreen />,
  globals: { locale: 'en' },
  parameters: { ...pageRoute('/commonProblem/faq/:id', '/commonProblem/faq/cards') },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Intelligent cards')
    await expectNoHorizontalOverflow()
  },
}

export const CategoryNotFound: Story = {
  render: () => <FaqCategoryScreen />,
  parameters: pageRoute('/commonProblem/faq/:id', '/commonProblem/faq/nope'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '分类不存在')
    await expect(canvas.getByText('没有名为“nope”的问题分类。')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '返回快应用常见问题' })).toHaveAttribute(
      'href',
      '/commonProblem',
    )
  },
}

export const Answer: Story = {
  render: () => <FaqAnswerScreen />,
  parameters: pageRoute('/commonProblem/faqInfo', '/commonProblem/faqInfo?id=sign-certificate'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '发布包的签名证书怎么生成？')
    await expect(canvas.getByText(/openssl req -newkey/)).toBeVisible()
    const related = within(canvas.getByRole('region', { name: '相关问题' }))
    await expect(related.getByRole('link', { name: '签名证书丢失了怎么办？' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /上一个问题/ })).toHaveAttribute(
      'href',
      '/commonProblem/faqInfo?id=build-rpk',
    )
    await expect(canvas.getByRole('link', { name: /下一个问题/ })).toHaveAttribute(
      'href',
      '/commonProblem/faqInfo?id=lost-certificate',
    )
  },
}

export const AnswerEnglish: Story = {
  render: () => <FaqAnswerScreen />,
  globals: { locale: 'en' },
  parameters: pageRoute('/commonGameProblem/faqInfo', '/commonGameProblem/faqInfo?id=ad-rules'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'What are the rules for showing ads?')
    await expect(canvas.getByText(/At least 60 seconds between interstitials/)).toBeVisible()
  },
}

export const AnswerNotFound: Story = {
  render: () => <FaqAnswerScreen />,
  parameters: pageRoute('/commonProblem/faqInfo', '/commonProblem/faqInfo?id=nope'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '问题不存在')
    await expect(canvas.getByText(/没有编号为“nope”的问题/)).toBeVisible()
  },
}

export const AllQuestions: Story = {
  render: () => <FaqAnswerScreen />,
  parameters: pageRoute('/commonProblem/faqInfo'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '全部问题')
    await expect(canvas.getAllByRole('region')).toHaveLength(6)
  },
}

export const Hot: Story = {
  render: () => <HotScreen />,
  parameters: pageRoute('/commonProblem/hot'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '常见问题：热门问题')
    const items = canvas.getAllByRole('listitem')
    await expect(items[0]).toHaveTextContent('如何注册快应用开发者账号？')
    await expect(items[1]).toHaveTextContent('如何打包快应用生成 RPK？')
  },
}

export const HotEnglishPhone: Story = {
  render: () => <HotScreen />,
  globals: { locale: 'en' },
  parameters: { ...pageRoute('/commonGameProblem/hot') },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, 'Game FAQ: popular questions')
    await expectNoHorizontalOverflow()
  },
}

export const SearchEmpty: Story = {
  render: () => <SearchScreen />,
  parameters: pageRoute('/commonProblem/search'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '常见问题：搜索')
    await expect(canvas.getByText('输入关键词搜索问题，中文和英文都可以。')).toBeVisible()
    await expect(canvas.getByRole('region', { name: '热门问题' })).toBeVisible()
  },
}

export const SearchChinese: Story = {
  render: () => <SearchScreen />,
  parameters: pageRoute('/commonProblem/search', '/commonProblem/search?q=快应用打包'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '常见问题：搜索')
    await expect(canvas.getByRole('searchbox')).toHaveValue('快应用打包')
    // The index builds in pieces after the page has rendered (use-faq-index.ts).
    const results = within(await canvas.findByRole('region', { name: '快应用常见问题中的结果' }))
    await expect(canvas.queryByText('正在搜索…')).toBeNull()
    const first = results.getAllByRole('link')[0]!
    await expect(first).toHaveTextContent('如何打包快应用生成 RPK？')
    await expect(within(first).getAllByText('打包', { selector: 'mark' })[0]).toBeVisible()
  },
}

export const SearchAsYouTypeEnglish: Story = {
  render: () => <SearchScreen />,
  globals: { locale: 'en' },
  parameters: pageRoute('/commonProblem/search'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, 'FAQ: search')
    await userEvent.type(canvas.getByRole('searchbox'), 'subpack')
    const results = await canvas.findByRole('region', { name: 'Results in Quick App FAQ' })
    await expect(within(results).getAllByRole('link')[0]).toHaveTextContent(
      'How do I use subpackages?',
    )
    // The other help centre's matches come second.
    await expect(canvas.getByRole('region', { name: 'Results in Quick game FAQ' })).toBeVisible()
  },
}

export const SearchNoResults: Story = {
  render: () => <SearchScreen />,
  parameters: pageRoute('/commonProblem/search', '/commonProblem/search?q=zzqxv'),
  play: async ({ canvasElement }) => {
    const canvas = await expectHeading(canvasElement, '常见问题：搜索')
    await waitFor(() => expect(canvas.getByText('没有找到与“zzqxv”相关的问题。')).toBeVisible())
  },
}

export const SearchLoading: Story = {
  render: () => <SearchScreen />,
  decorators: [stillLoading('help')],
  parameters: pageRoute('/commonProblem/search'),
  play: async ({ canvasElement }) => expectLoading(canvasElement, '常见问题：搜索'),
}

export const SearchPhone: Story = {
  render: () => <SearchScreen />,
  parameters: { ...pageRoute('/commonProblem/search', '/commonProblem/search?q=签名') },
  play: async ({ canvasElement }) => {
    await expectHeading(canvasElement, '常见问题：搜索')
    await expectNoHorizontalOverflow()
  },
}
