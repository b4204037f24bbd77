import type { StaffMessages } from './zh-CN'

export const staffEn: StaffMessages = {
  staff: {
    console: {
      name: 'Developer portal · Staff console',
      nav: 'Console',
    },
    titles: {
      login: 'Staff sign-in',
      setup: 'Set up your staff account',
      queue: 'Review queue',
      record: 'Review record',
      audit: 'Audit log',
    },
    nav: {
      queue: 'Queue',
      audit: 'Audit log',
    },
    roles: {
      reviewer: 'Reviewer',
      admin: 'Administrator',
    },
    session: {
      signedInAs: 'Signed in as',
      signOut: 'Sign out',
      checking: 'Checking your session…',
      checkFailed: 'Your session could not be checked',
      checkFailedText: 'Check your connection and try again.',
      retry: 'Try again',
      ended: 'Your session ended. Please sign in again.',
      signedOut: 'You have signed out.',
      needsAdminTitle: 'This page needs an administrator',
      needsAdminText:
        'Only administrators can read the audit log. Ask an administrator if you need it.',
      backToQueue: 'Back to the queue',
    },
    validation: {
      secondFactor: 'Enter the 6-digit code, or a recovery code such as xxxxx-xxxxx',
      totp: 'Enter the 6 digits your authenticator shows',
    },
    login: {
      description: 'Staff sign in to the console with a password and an authenticator code.',
      email: 'E-mail',
      password: 'Password',
      code: 'Authenticator code or recovery code',
      codeHelp:
        'The 6 digits of your authenticator app; without your phone, one unused recovery code (xxxxx-xxxxx).',
      submit: 'Sign in',
      disabledTitle: 'This staff account is disabled',
      disabledText: 'Ask an administrator to enable it again.',
      busyTitle: 'Too many attempts, or the service is busy',
      busyText: 'Wait a few minutes, then try again.',
      noAccount: 'No account yet? Administrators create staff accounts and give you a set-up link.',
    },
    setup: {
      description: 'Choose a password and link an authenticator, then the staff console opens.',
      steps: 'Set-up steps',
      stepPassword: 'Choose a password',
      stepAuthenticator: 'Link an authenticator',
      stepRecovery: 'Save recovery codes',
      stepOf: 'Step {{step}} of {{total}}: {{name}}',
      password: 'New password',
      confirmPassword: 'Repeat the password',
      next: 'Next',
      account: 'Account: {{email}}',
      scanText:
        'Scan the QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or FreeOTP).',
      qrAlt: 'QR code to link an authenticator (account {{email}})',
      qrFailed: 'The QR code could not be drawn: type the key below instead.',
      secretLabel: 'Cannot scan? Type this key',
      copySecret: 'Copy the key',
      copied: 'Copied',
      copyFailed: 'Could not copy: select and copy it by hand',
      code: 'The 6 digits your authenticator shows',
      confirm: 'Check and continue',
      recoveryTitle: 'Save your recovery codes',
      recoveryText:
        'If you lose your phone or cannot use the authenticator, a recovery code signs you in instead of the code; each works once. They are shown only now: download or copy them and keep them safe.',
      recoveryCodes: 'Recovery codes',
      download: 'Download as a text file',
      copyCodes: 'Copy all codes',
      fileHeading: 'Developer portal staff console recovery codes ({{email}})',
      fileNote: 'Each code works once.',
      saved: 'I have saved these recovery codes',
      open: 'Open the console',
      linkInvalidTitle: 'This set-up link is invalid or has expired',
      linkInvalidText:
        'A set-up link works once and for 72 hours. Ask an administrator for a new link; they can run:',
      emailPlaceholder: 'EMAIL',
      toLogin: 'Already set up? Sign in',
    },
  },
}
