import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useErrorText } from './form-field'

// Styled by the theme's choiceCards slot recipe (src/theme/recipes/choice-cards.ts).
const { withProvider, withContext } = createSlotRecipeContext({ key: 'choiceCards' })
const Root = withProvider<HTMLFieldSetElement, HTMLChakraProps<'fieldset'>>('fieldset', 'root')
const Legend = withContext<HTMLLegendElement, HTMLChakraProps<'legend'>>('legend', 'legend')
const Options = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'options')
const Card = withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'card')
const Text = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'text')
const Label = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'label')
const Description = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'description')
const Radio = withContext<HTMLInputElement, HTMLChakraProps<'input'>>('input', 'input')
const ErrorText = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'errorText')

export interface ChoiceCardsProps {
  /** The question the cards answer (the group's legend). */
  legend: ReactNode
  options: { value: string; label: ReactNode; description?: ReactNode }[]
  /** The radios' registration, `form.register(name)`: every card's radio button gets it. */
  field: UseFormRegisterReturn
  /** An i18n key (the `validation.*` keys) or text that is already translated, as FormField takes. */
  error?: string
}

/**
 * One choice out of a few, each a card with a label and a description: native radio buttons in a
 * fieldset (the arrow keys move between them, the legend names the group). Not Chakra's RadioCard:
 * its state machine was most of the profile form's first render on a phone, which a phone's
 * Lighthouse run counts as blocking time (docs/performance.md).
 */
export function ChoiceCards({ legend, options, field, error }: ChoiceCardsProps) {
  const legendId = useId()
  const errorId = useId()
  const message = useErrorText(error)
  const describedBy = message ? errorId : undefined
  return (
    // A radio group, invalid as a whole: radio buttons themselves take no aria-invalid.
    <Root
      role="radiogroup"
      aria-labelledby={legendId}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy}
    >
      <Legend id={legendId}>{legend}</Legend>
      <Options>
        {options.map((option) => (
          <Card key={option.value}>
            <Text>
              <Label>{option.label}</Label>
              {option.description && <Description>{option.description}</Description>}
            </Text>
            <Radio type="radio" value={option.value} aria-describedby={describedBy} {...field} />
          </Card>
        ))}
      </Options>
      {message && <ErrorText id={errorId}>{message}</ErrorText>}
    </Root>
  )
}
