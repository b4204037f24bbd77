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
 * (`aria-current="step"`); on a phone only the current step's title shows. An indicator only, moved
 * by the form's own buttons. Plain elements styled by the stylesheet (src/theme/step-progress.ts):
 * Chakra's Steps (a state machine and a slot recipe), and Chakra's style props on these few
 * elements as well, lengthened the profile form's first render on a phone for a list that never
 * takes input (README, "Web performance").
 */
export function StepProgress({ titles, current, label }: StepProgressProps) {
  return (
    <ol className="step-progress" aria-label={label}>
      {titles.map((title, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'incomplete'
        return (
          <li
            key={title}
            data-part="item"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span data-part="indicator">{state === 'complete' ? <Tick /> : index + 1}</span>
            <span data-part="title">{title}</span>
            {index < titles.length - 1 && <span data-part="separator" aria-hidden />}
          </li>
        )
      })}
    </ol>
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
