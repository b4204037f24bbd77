import type { StaffMembersMessages } from './zh-CN'

export const staffMembersEn: StaffMembersMessages = {
  staffMembers: {
    title: 'Staff members',
    descriptionAlliance:
      "Everyone who works in the console: the alliance's staff and each vendor's. A new member signs in once they have set a password and an authenticator through their set-up link.",
    descriptionVendor:
      "{{vendor}}'s staff. The members you add work for {{vendor}}: they handle its distributed versions and developer bindings only.",
    add: 'Add a staff member',
    count: '{{count}} staff members',
    caption: 'Staff members',
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    vendor: 'Works for',
    state: 'State',
    actions: 'Actions',
    alliance: 'The alliance',
    noName: 'Not given',
    you: 'you',
    states: {
      active: 'Active',
      disabled: 'Disabled',
      setupPending: 'Waiting for set-up',
      setupExpired: 'Set-up link expired',
    },
    edit: 'Edit',
    editLabel: 'Edit: {{email}}',
    reset: 'Reset sign-in',
    resetLabel: 'Reset sign-in: {{email}}',
    loadFailed: 'The staff members could not be loaded',
    retry: 'Try again',
    empty: 'There are no staff members yet',
    form: {
      addTitle: 'Add a staff member',
      editTitle: 'Edit {{email}}',
      email: 'E-mail',
      emailHelp: 'The new member signs in with it. The set-up link is not sent: you pass it on.',
      name: 'Name',
      nameHelp: 'At most 50 characters.',
      role: 'Role',
      roleHelp:
        "A reviewer reviews; an administrator also manages staff members, and the alliance's administrators also read the audit log and manage the vendors.",
      vendor: 'Works for',
      vendorAlliance: 'The alliance (no vendor)',
      vendorDisabled: '{{name}} (disabled)',
      vendorHelp: "A vendor's staff handle that vendor's distributed versions and bindings only.",
      vendorFixed: 'The new member works for {{vendor}}.',
      vendorsFailed: 'The vendors could not be loaded: only the alliance can be chosen now.',
      status: 'Account',
      enabled: 'Active',
      disabled: 'Disabled (every session ends at once)',
      ownAccount:
        'This is your own account: another administrator changes its role, vendor and state.',
      submitAdd: 'Add and make a set-up link',
      submitEdit: 'Save',
      cancel: 'Cancel',
      close: 'Close',
      disableTitle: 'Disable {{email}}?',
      disableText:
        'Every session of this staff member ends at once, and they cannot sign in to the console until an administrator enables them again.',
      disableConfirm: 'Disable',
      back: 'Back to the form',
      saved: '{{email}} saved',
      nothingChanged: 'Nothing was changed',
    },
    link: {
      addedTitle: '{{email}} added',
      resetTitle: 'The sign-in of {{email}} was reset',
      label: 'Set-up link',
      warning:
        'This link is shown this once: it cannot be seen again once closed. Copy it and pass it on over a channel you trust; it works once, within 72 hours.',
      copy: 'Copy the link',
      copied: 'Copied',
      copyFailed: 'Could not copy: select the link and copy it by hand',
    },
    resetDialog: {
      title: 'Reset the password and authenticator of {{email}}?',
      text: "This staff member's password, authenticator and recovery codes stop working and every session of theirs ends at once; they set a new password and authenticator through the new set-up link.",
      confirm: 'Reset and make a new link',
    },
    refusals: {
      emailTaken: 'This e-mail already belongs to a staff member.',
      vendorUnknown: 'There is no such vendor: choose again.',
      ownAccount:
        "You cannot change your own account's role, vendor or state, nor reset your own sign-in: ask another administrator.",
      lastAdmin:
        "This is the last active alliance administrator: add another alliance administrator before changing this one's role, vendor or state.",
      notFound: 'This staff member no longer exists: the list was read again.',
      otherVendor: "You manage your own vendor's staff members only.",
      noPermission: 'Only administrators manage staff members.',
    },
  },
  validation: {
    memberName: 'Give a name, in at most 50 characters',
  },
}
