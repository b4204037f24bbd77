import { FaqAnswerScreen } from '@/features/help/faq-answer-screen'

export function Component() {
  return <FaqAnswerScreen />
}
