import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react'

// Styled by the theme's stepProgress slot recipe (src/theme/recipes/step-progress.ts).
const { withProvider, withContext } = createSlotRecipeContext({ key: 'stepProgress' })
const Root = withProvider<HTMLOListElement, HTMLChakraProps<'ol'>>('ol', 'root')
const Item = withContext<HTMLLIElement, HTMLChakraProps<'li'>>('li', 'item')
const Indicator = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'indicator')
const Title = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'title')
const Separator = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'separator')

type StepState = 'complete' | 'current' | 'incomplete'

export interface StepProgressProps {
  /** Each step's title, in order. */
  titles: string[]
  /** The index of the step shown now. */
  current: number
  /** What the list is (read by screen readers). */
  label: string
}

/**
 * Where a multi-step form is: a numbered list, done steps ticked, the current one marked
 * (`aria-current="step"`); on a phone only the current step's title shows. An indicator only,
 * moved by the form's own buttons (not Chakra's Steps, a state machine for steps that take input).
 */
export function StepProgress({ titles, current, label }: StepProgressProps) {
  return (
    <Root aria-label={label}>
      {titles.map((title, index) => {
        const state: StepState =
          index < current ? 'complete' : index === current ? 'current' : 'incomplete'
        return (
          <Item
            key={title}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <Indicator>{state === 'complete' ? <Tick /> : index + 1}</Indicator>
            <Title>{title}</Title>
            {index < titles.length - 1 && <Separator aria-hidden />}
          </Item>
        )
      })}
    </Root>
  )
}

function Tick() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  )
}
