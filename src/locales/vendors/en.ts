import type { VendorsMessages } from './zh-CN'

export const vendorsEn: VendorsMessages = {
  vendors: {
    description:
      "Bind your developer accounts at the alliance's vendors: each version the alliance approves then goes to those vendors, each reviews it, and you release it at each vendor that approved it.",
    loading: 'Reading the vendors…',
    loadFailed: 'The vendors could not be read',
    retry: 'Try again',
    empty: 'No vendor to bind yet',
    emptyText: 'Vendors appear here once the alliance opens binding at them.',
    list: 'Vendors',
    development: 'Development',
    developmentText:
      'A vendor run on this machine for development: sign in there with any account name to try binding. Production has none.',
    bound: 'Bound',
    notBound: 'Not bound',
    accountName: 'Account name at the vendor',
    accountId: 'Vendor developer ID',
    boundAt: 'Bound on',
    noName: 'Not given by the vendor',
    notBoundText: 'Once bound, each newly approved version goes to {{vendor}}.',
    bind: 'Bind',
    unbind: 'Unbind',
    unbindTitle: 'Unbind from {{vendor}}?',
    unbindText:
      'Newly approved versions will no longer go to {{vendor}}; versions already there stay as they are. You can bind again later.',
    unbindConfirm: 'Unbind',
    unbound: 'Unbound from {{vendor}}',
    proof: {
      text: "Before you bind or unbind a vendor developer account, enter your password to confirm it's you. You won't be asked again for 5 minutes.",
      textTwoStep:
        "Before you bind or unbind a vendor developer account, enter your password and the code your authenticator shows to confirm it's you. You won't be asked again for 5 minutes.",
    },
    refusal: {
      alreadyBound:
        'A developer account is already bound at this vendor; the list now shows it. To bind another one, unbind it first.',
      vendorUnknown: 'This vendor no longer takes bindings; the list is up to date again.',
      vendorUnreachable: "The vendor's sign-in service cannot be reached; try again later.",
      bindingNotFound:
        'There is no binding at this vendor any more (it may have been removed elsewhere); the list is up to date again.',
    },
    callback: {
      finishing: 'Finishing the binding…',
      finishingText: 'Confirming your developer account with the vendor; one moment.',
      successTitle: '{{vendor}} developer account bound',
      successText:
        'Versions the alliance approves from now on go to {{vendor}}; your released app versions have been offered to it for review as well.',
      toList: 'Back to vendor accounts',
      bindAgain: 'Bind again',
      nothingTitle: 'There is no binding to finish here',
      nothingText:
        'A binding starts on the vendor accounts page, and the vendor sends you back here after you sign in. If you reloaded this page, the vendor accounts page shows how it ended.',
      failedTitle: 'The binding did not finish',
      failedTodo: 'Go back to the vendor accounts page and start binding again.',
      refusal: {
        alreadyBound: {
          title: 'A developer account is already bound at this vendor',
          todo: 'One developer account can be bound per vendor. To bind another one, unbind the current one on the vendor accounts page, then bind again.',
        },
        bindingExpired: {
          title: 'This binding has expired or was already used',
          todo: 'Start binding again on the vendor accounts page, and finish signing in at the vendor within 10 minutes.',
        },
        bindingStartedElsewhere: {
          title: 'This binding was not started in this session',
          todo: 'To protect your account, nothing was bound. If you started it, start binding again here.',
        },
        authorizationDenied: {
          title: 'You declined at the vendor',
          todo: 'Nothing was bound. To bind, start again and allow access at the vendor.',
        },
        tokenRefused: {
          title: 'The vendor did not accept this sign-in',
          todo: 'Start binding again; if it keeps happening, contact the vendor.',
        },
        vendorUnreachable: {
          title: 'The vendor cannot be reached',
          todo: "The vendor's service is not answering; start binding again later.",
        },
        developerInfoUnavailable: {
          title: 'Your developer account at the vendor could not be read',
          todo: 'Start binding again later; if it keeps happening, check with the vendor that the developer account is in order.',
        },
        notQualified: {
          title: 'This vendor developer account is not qualified',
          todo: "Complete the vendor's developer verification at the vendor first, then bind again.",
        },
        boundElsewhere: {
          title: 'This vendor developer account is bound to another alliance account',
          todo: 'A vendor developer account can be bound to one alliance account only. Sign in to that alliance account and unbind it, or use another developer account at the vendor.',
        },
      },
    },
  },
}
