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
import { ModifyLegalPersonCompanyScreen } from './modify-legal-person-company-screen'
import { Code } from '@generated/error-catalogue'

const meta = {
  title: 'Account changes/ModifyLegalPersonCompany',
  component: ModifyLegalPersonCompanyScreen,
  parameters: {
    router: {
      path: '/account/personal/modifylegalPersonCompany',
      initialEntries: ['/account/personal/modifylegalPersonCompany'],
    },
    // Named groups: a story replaces `session`, `idTypes` or `api`.
    msw: { handlers: legalPersonHandlers('company') },
  },
} satisfies Meta<typeof ModifyLegalPersonCompanyScreen>

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

export const Prefilled: Story = { play: plays.prefilled('company', '修改企业信息') }

export const OtherDeveloperType: Story = {
  parameters: {
    msw: {
      handlers: {
        session: [answerData('queryAccountInfo', accountFixture('complete', 'individual'))],
      },
    },
  },
  play: plays.otherType('修改法人信息', '/account/personal/modifylegalPerson'),
}

export const Invalid: Story = { play: plays.invalid('company') }
export const Pending: Story = { parameters: pendingParameters, play: plays.pending('company') }
export const Filed: Story = { play: plays.filed('company') }
export const AlreadyReviewing: Story = {
  parameters: fileFails(Code.editAccountFailed),
  play: plays.alreadyReviewing('company'),
}
export const DeveloperTypeMismatch: Story = {
  parameters: fileFails(Code.invalidParameter),
  play: plays.typeMismatch('company'),
}
export const FileProfileIncomplete: Story = {
  parameters: fileFails(Code.accountIncomplete),
  play: plays.incompleteOnFile('company'),
}
export const MissingParameter: Story = {
  parameters: fileFails(Code.missingParameter),
  play: plays.toast('company', Code.missingParameter),
}
export const SessionEnded: Story = {
  parameters: fileFails(Code.sessionInvalid),
  play: plays.toast('company', Code.sessionInvalid),
}

export const English: Story = {
  globals: { locale: 'en' },
  parameters: englishParameters,
  play: plays.english('company', 'Change company information'),
}
