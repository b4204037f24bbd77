import type { StaffVendorReviewMessages } from './zh-CN'

export const staffVendorReviewEn: StaffVendorReviewMessages = {
  staffVendorReview: {
    retry: 'Try again',
    queue: {
      title: 'Vendor review',
      description:
        'The app versions the alliance approved for {{vendor}}, to review and release here; the longest in their state first.',
      states: 'By state',
      stateCount: '{{label}} ({{count}})',
      count: '{{count}} versions',
      caption: 'App versions distributed to this vendor',
      app: 'App',
      version: 'Version',
      developer: 'Developer',
      vendorDeveloperId: 'Vendor developer ID',
      vendorDeveloperIdValue: 'Vendor developer ID: {{id}}',
      updatedAt: 'In this state since',
      age: 'Waiting (days)',
      ageShort: 'waiting {{days}} days',
      empty: {
        pending: 'No version is waiting for review',
        approved: 'No version is waiting to be released',
        rejected: 'No version was rejected',
        released: 'No version is released',
        offline: 'No version was taken offline',
      },
      loadFailed: 'The vendor queue could not be loaded',
    },
    distribution: {
      title: '{{name}} {{version}}',
      titleLoading: 'Vendor review',
      back: 'Back to the vendor queue',
      notFound:
        'There is no such distributed version: it may have been deleted, or the number is wrong.',
      otherVendor:
        "This version went to another vendor: you see and handle your own vendor's versions only.",
      loadFailed: 'The distributed version could not be loaded',
      developer: 'Developer',
      vendorDeveloperId: 'Vendor developer ID',
      distributedAt: 'Distributed to this vendor',
      comment: "This vendor's comment",
      releaseNotes: "Developer's release notes",
    },
    findings: {
      title: "This vendor's size limits",
      within: "The package, the icon and the screenshots are within this vendor's size limits.",
      over: "This version is over this vendor's size limits:",
      packageTooLarge: "The package is {{size}}, over this vendor's limit of {{max}}",
      imageTooLarge: "{{image}} is {{size}}, over this vendor's limit of {{max}}",
      other: "Something else is over this vendor's limits ({{reason}})",
      icon: 'The icon',
      screenshot: 'Screenshot {{number}}',
      image: 'An image',
    },
    signer: {
      title: 'Signing certificate',
    },
    history: {
      title: 'Review and release at this vendor',
      steps: {
        created: 'Distributed to this vendor',
        pending: 'Back to pending',
        approved: 'Approved',
        rejected: 'Rejected',
        released: 'Released',
        offline: 'Taken offline',
      },
      actors: {
        staff: "This vendor's staff",
        developer: 'Developer',
        system: 'System',
      },
      staffBy: 'Staff member {{email}}',
      comment: 'Comment: {{comment}}',
    },
    actions: {
      title: 'Review and release',
      comment: 'Review comment (the developer reads it)',
      commentHelp: 'Required to reject; at most 500 characters.',
      approveTitle: 'Approve this version?',
      approveText:
        'The developer is mailed with your comment; once approved, the version can be released at this vendor.',
      rejectTitle: 'Reject this version?',
      rejectText:
        'The developer is mailed with your comment. The version will not be released at this vendor.',
      approved: 'Version approved',
      rejected: 'Version rejected',
      releaseText:
        "This version passed this vendor's review and can be released in its app store (the developer may release it too).",
      release: 'Release',
      releaseTitle: 'Release this version at this vendor?',
      releaseConfirm:
        "Once released, users get this version from this vendor's app store; the app's version released here before is taken offline. The developer is mailed.",
      released: 'Version released at this vendor',
      offlineText: "This version is released in this vendor's app store.",
      offline: 'Take offline',
      offlineTitle: 'Take this version offline at this vendor?',
      offlineConfirm:
        "Users will no longer get this version from this vendor's app store. The developer is mailed with your reason.",
      offlineComment: 'Why (the developer reads it)',
      offlineCommentHelp: 'Required; at most 500 characters.',
      offlined: 'Version taken offline at this vendor',
      cancel: 'Cancel',
      closed: "This version's state at this vendor: {{state}}. There is nothing to do.",
      decidedBy: 'Decided by',
    },
    refusals: {
      decidedFirst:
        'Another staff member decided this version first: your decision was not applied. Below is where it stands now.',
      notApproved:
        'This version is no longer approved, so it cannot be released: nothing was done. Below is where it stands now.',
      notReleased:
        'This version is not released at this vendor, so it cannot be taken offline: nothing was done. Below is where it stands now.',
      otherVendor:
        "This version went to another vendor: you handle your own vendor's versions only. Nothing was done.",
      gone: 'This distributed version no longer exists: nothing was done.',
      noPermission: 'Your account may not handle distributed versions: nothing was done.',
    },
    bindings: {
      title: 'Developer bindings',
      description:
        "The alliance's developers who bound a vendor developer account at {{vendor}}, latest first. Developers bind on their own: this list is for reading.",
      search: 'Search by developer name, alliance e-mail or vendor developer ID',
      searchButton: 'Search',
      clear: 'Clear the search',
      count: '{{count}} bindings',
      caption: 'Developers bound at this vendor',
      developer: 'Developer',
      email: 'Alliance e-mail',
      vendorDeveloperId: 'Vendor developer ID',
      vendorDeveloperName: 'Vendor developer name',
      boundAt: 'Bound',
      empty: 'No developer is bound at this vendor yet',
      emptyFiltered: 'No binding matches the search',
      loadFailed: 'The bindings could not be loaded',
    },
  },
  validation: {
    offlineComment: 'Give the reason, in at most 500 characters',
  },
}
