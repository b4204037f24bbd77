import { Link, List } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { paths, type HelpCentre } from '@/config/paths'
import type { FaqQuestion } from '@/lib/content/types'

/** Questions as links to their answers; numbered where the order means something (hot list). */
export function QuestionList({
  centre,
  questions,
  ordered = false,
}: {
  centre: HelpCentre
  questions: FaqQuestion[]
  ordered?: boolean
}) {
  return (
    <List.Root
      as={ordered ? 'ol' : 'ul'}
      gap="2"
      ps="5"
      listStyleType={ordered ? 'decimal' : 'disc'}
    >
      {questions.map((question) => (
        <List.Item key={question.id}>
          <Link asChild color="brand.fg" overflowWrap="anywhere">
            <RouterLink to={paths.help.faqInfo(centre, question.id)}>{question.title}</RouterLink>
          </Link>
        </List.Item>
      ))}
    </List.Root>
  )
}

/** The hot list: questions with a rank, the most read first. */
export function hotQuestions(questions: FaqQuestion[]): FaqQuestion[] {
  return questions
    .filter((question) => question.hot !== undefined)
    .sort((a, b) => (a.hot ?? 0) - (b.hot ?? 0))
}
