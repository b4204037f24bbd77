import type { AccountChangesMessages } from './zh-CN'

export const accountChangesEn: AccountChangesMessages = {
  modify: {
    backToCentre: '← Back to the account centre',
    toCentre: 'Back to the account centre',
    email: {
      description:
        'Verify your current e-mail, then the new one; afterwards you log in with the new one',
      stepOld: 'Step 1: verify your current e-mail',
      stepNew: 'Step 2: verify the new e-mail',
      current: 'Current e-mail',
      currentHelp: 'The code is sent to this address',
      oldCode: 'Code from the current e-mail',
      newEmail: 'New e-mail',
      newCode: 'Code from the new e-mail',
      codeHelp: 'The code has 6 digits and is valid for 10 minutes',
      next: 'Next',
      submit: 'Change e-mail',
      done: 'Your e-mail was changed',
      doneText: 'From now on, log in with {{email}}.',
    },
    contact: {
      description:
        'Contact changes apply at once, without review; a new mobile number needs an SMS code',
      name: 'Contact name',
      phone: 'Contact mobile number',
      phoneHelp: 'A new mobile number needs an SMS code',
      wechat: 'WeChat id',
      wechatOptional: 'WeChat id (optional)',
      wechatHelp: 'Leave it empty to remove the WeChat id',
      noWechat: 'Not given',
      submit: 'Save the contact',
      done: 'The contact was updated',
    },
    identity: {
      current: 'Current details',
      new: 'New details',
      developerType: 'Developer type',
    },
    review: {
      reason: 'Reason for the change',
      reasonHelp: 'For the reviewer, at most {{max}} characters',
      submit: 'Submit for review',
      filed: 'Submitted for review',
      toRecord: 'View this change record',
      toRecords: 'View the change records',
      alreadyReviewingText:
        'You can apply again once that one is decided or withdrawn; see or withdraw it in the change records.',
    },
    legalPerson: {
      description: {
        individual: 'Submit your new identity details; they apply once staff approve them',
        company:
          "Submit the company's new details or legal person; they apply once staff approve them",
      },
      filedText:
        'The account keeps its current details until staff approve; follow the review in the change records.',
      otherType: {
        individual:
          'Your account is an individual developer: change your identity under "Change legal person"',
        company:
          'Your account is a company developer: change the company and its legal person under "Change company information"',
      },
      otherTypeText:
        'This page is for the other developer type. To switch between individual and company, change the developer type.',
    },
    role: {
      description:
        'Switch between individual and company developer: submit the details the new type needs for review',
      direction: 'Current type: {{current}}. You can apply to change it to {{target}}.',
      onApproval:
        'The developer type changes only when staff approve; until then it stays {{current}} and the details stay as they are.',
      fields: {
        individual: 'Give your own identity details.',
        company: "Give the company's details and its legal person's ID document.",
      },
      filedText:
        'Once approved, the developer type becomes {{target}}; until then it stays {{current}}. Follow the review in the change records.',
    },
    password: {
      account: 'Account',
      description: 'Enter your current password, then choose a new one',
      oldPassword: 'Current password',
      otherSessions:
        'After the change, this account is signed out in every other browser and device; this one stays signed in.',
      submit: 'Change password',
      done: 'Your password was changed',
      sessionsEnded:
        'This account has been signed out in every other browser and device; use the new password next time.',
      tooManyAttempts: 'Too many wrong current passwords',
    },
  },
}
