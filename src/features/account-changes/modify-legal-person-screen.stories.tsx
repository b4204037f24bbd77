import type { Meta, StoryObj } from '@storybook/react-vite'
import { accountFixture } from '../../../mocks/fixtures'
import { answerData, answerNever } from '../../../mocks/handlers'
import {
  englishParameters,
  fileFails,
  legalPersonHandlers,
  pendingParameters,
  plays,
} from './legal-person-story-plays'
import { ModifyLegalPersonScreen } from './modify-legal-person-screen'
import { Code } from '@generated/error-catalogue'

const meta = {
  title: 'Account changes/ModifyLegalPerson',
  component: ModifyLegalPersonScreen,
  parameters: {
    router: {
      path: '/account/personal/modifylegalPerson',
      initialEntries: ['/account/personal/modifylegalPerson'],
    },
    // Named groups: a story replaces `session`, `idTypes` or `api`.
    msw: { handlers: legalPersonHandlers('individual') },
  },
} satisfies Meta<typeof ModifyLegalPersonScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { msw: { handlers: { session: [answerNever('queryAccountInfo')] } } },
  play: plays.loading(),
}

export const ProfileIncomplete: Story = {
  parameters: {
    msw: { handlers: { session: [answerData('queryAccountInfo', accountFixture('reviewing'))] } },
  },
  play: plays.profileIncomplete(),
}

export const Prefilled: Story = { play: plays.prefilled('individual', '修改法人信息') }

export const OtherDeveloperType: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [answerData('queryAccountInfo', accountFixture('complete', 'company'))],
      },
    },
  },
  play: plays.otherType('修改企业信息', '/account/personal/modifylegalPersonCompany'),
}

export const Invalid: Story = { play: plays.invalid('individual') }
export const Pending: Story = { parameters: pendingParameters, play: plays.pending('individual') }
export const Filed: Story = { play: plays.filed('individual') }
export const AlreadyReviewing: Story = {
  parameters: fileFails(Code.editAccountFailed),
  play: plays.alreadyReviewing('individual'),
}
export const DeveloperTypeMismatch: Story = {
  parameters: fileFails(Code.invalidParameter),
  play: plays.typeMismatch('individual'),
}
export const FileProfileIncomplete: Story = {
  parameters: fileFails(Code.accountIncomplete),
  play: plays.incompleteOnFile('individual'),
}
export const MissingParameter: Story = {
  parameters: fileFails(Code.missingParameter),
  play: plays.toast('individual', Code.missingParameter),
}
export const SessionEnded: Story = {
  parameters: fileFails(Code.sessionInvalid),
  play: plays.toast('individual', Code.sessionInvalid),
}

export const English: Story = {
  globals: { locale: 'en' },
  parameters: englishParameters,
  play: plays.english('individual', 'Change legal person'),
}
