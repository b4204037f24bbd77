import { FaqCategoryScreen } from '@/features/help/faq-category-screen'

export function Component() {
  return <FaqCategoryScreen />
}
