import {
  AwardPage,
  Criteria,
  Finalists,
  Judges,
  Prizes,
  Registration,
  Rules,
  Timeline,
  Winners,
  type AwardPageProps,
} from './award-parts'

/** publicity: the winners, then how the edition ran. */
export function AwardPublicityScreen({ edition }: AwardPageProps) {
  return (
    <AwardPage edition={edition}>
      {(e) => (
        <>
          <Winners edition={e} />
          <Prizes edition={e} />
          <Timeline edition={e} />
        </>
      )}
    </AwardPage>
  )
}

/** registration: its state (upcoming, open, closed), how to enter, the timeline, prizes, rules. */
export function AwardRegistrationScreen({ edition, now }: AwardPageProps) {
  return (
    <AwardPage edition={edition}>
      {(e) => (
        <>
          <Registration edition={e} now={now} />
          <Timeline edition={e} />
          <Prizes edition={e} />
          <Rules edition={e} />
        </>
      )}
    </AwardPage>
  )
}

/** selection: the criteria, the judges and the finalists. */
export function AwardSelectionScreen({ edition }: AwardPageProps) {
  return (
    <AwardPage edition={edition}>
      {(e) => (
        <>
          <Criteria edition={e} />
          <Judges edition={e} />
          <Finalists edition={e} />
        </>
      )}
    </AwardPage>
  )
}

/** awardsAct4: the current edition on one page. */
export function AwardEditionScreen({ edition, now }: AwardPageProps) {
  return (
    <AwardPage edition={edition}>
      {(e) => (
        <>
          <Registration edition={e} now={now} />
          <Timeline edition={e} />
          <Prizes edition={e} />
          <Rules edition={e} />
          <Criteria edition={e} />
          <Judges edition={e} />
          <Finalists edition={e} />
          <Winners edition={e} />
        </>
      )}
    </AwardPage>
  )
}
