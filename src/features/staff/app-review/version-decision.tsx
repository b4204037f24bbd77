import { StaffAppDecideBody } from '@generated/zod/staff/staff.zod'
import { DecisionForm, type Decision, type DecisionCopy } from '../review/decision-form'
import './app-review-messages'

const copy: DecisionCopy = {
  comment: 'staffAppReview.decision.comment',
  commentHelp: 'staffAppReview.decision.commentHelp',
  approveTitle: 'staffAppReview.decision.approveTitle',
  approveText: 'staffAppReview.decision.approveText',
  rejectTitle: 'staffAppReview.decision.rejectTitle',
  rejectText: 'staffAppReview.decision.rejectText',
}

/**
 * The decision on a version in review: the account applications' form with a version's words and
 * staffAppDecide's rule for the comment. The review page loads it after it is painted (the form
 * library, the schemas and the dialog are not needed to read a version).
 */
export default function VersionDecision({
  decide,
}: {
  decide: (decision: Decision) => Promise<void>
}) {
  return (
    <DecisionForm
      rejectOnly={false}
      decide={decide}
      copy={copy}
      commentRule={StaffAppDecideBody.shape.comment}
    />
  )
}
