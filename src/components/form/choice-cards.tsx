import { useId, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useErrorText } from './form-field'

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
 * fieldset (the arrow keys move between them, the legend names the group), styled by the
 * stylesheet (src/theme/choice-cards.ts). Not Chakra's RadioCard: its state machine and slot
 * recipe were most of the profile form's first render on a phone (README, "Web performance").
 */
export function ChoiceCards({ legend, options, field, error }: ChoiceCardsProps) {
  const legendId = useId()
  const errorId = useId()
  const message = useErrorText(error)
  const describedBy = message ? errorId : undefined
  return (
    // A radio group, invalid as a whole: radio buttons themselves take no aria-invalid.
    <fieldset
      className="choice-cards"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend id={legendId}>{legend}</legend>
      <div data-part="options">
        {options.map((option) => (
          <label key={option.value} data-part="card">
            <span data-part="text">
              <span data-part="label">{option.label}</span>
              {option.description && <span data-part="description">{option.description}</span>}
            </span>
            <input type="radio" value={option.value} aria-describedby={describedBy} {...field} />
          </label>
        ))}
      </div>
      {message && (
        // Drawn as a field's error text (src/theme/plain.ts).
        <p id={errorId} className="field__error-text">
          {message}
        </p>
      )}
    </fieldset>
  )
}
