import type { AppsFindingsMessages } from './zh-CN'

export const appsFindingsEn: AppsFindingsMessages = {
  apps: {
    findings: {
      whatToDo: 'What to do',
      label: {
        path: 'File',
        file: 'File',
        package: 'Package',
        field: 'Field',
        cause: 'Detail',
        max: 'Limit',
        size: 'Size',
        entries: 'Files',
        declared: 'Declared size uncompressed',
        compressed: 'Compressed size',
        pinned: 'Pinned certificate (SHA-256)',
        found: "This package's certificate (SHA-256)",
        icon: 'icon in the manifest',
        entry: 'router.entry',
        minPlatformVersion: 'minPlatformVersion',
        floor: 'Lowest the platform accepts',
        required: 'Lowest the platform accepts',
        versionCode: 'versionCode',
        highest: 'Highest versionCode uploaded',
        sha256: 'Certificate SHA-256',
        certificate: 'Certificate',
        name: 'Sub-package',
        expected: 'Expected',
        feature: 'ZIP feature',
        with: 'Shares its data with',
        list: 'Checked against',
        part: 'Part',
        block: 'Signing block',
        width: 'Width (pixels)',
        height: 'Height (pixels)',
        min: 'Smallest side (pixels)',
        existingWidth: 'Width of the other screenshots',
        existingHeight: 'Height of the other screenshots',
        format: 'Format',
        problem: 'Problem',
        pixels: 'Pixels',
      },
      reasonLabel: {
        tooManyEntries: { max: 'Most files allowed' },
        compressionRatio: { max: 'Highest ratio allowed' },
        screenshotLimit: { max: 'Most screenshots allowed' },
        imageTooManyPixels: { max: 'Most pixels allowed' },
        uncompressedTooLarge: { max: 'Largest size uncompressed' },
      },
      fix: {
        packageTooLarge:
          'Make the package smaller: remove unused resources, or split the app into sub-packages (.rpks).',
        notZip: "Upload the .rpk or .rpks file hap release writes (in your project's dist folder).",
        zipUnsupported:
          'Upload the file hap release writes as it is, without compressing or encrypting it again with another tool.',
        tooManyEntries: 'Remove unused files, or split the app into sub-packages.',
        pathEscapes:
          'Another tool changed the package: build it again with hap release and upload that.',
        pathInvalid: 'Rename this file with ordinary characters, then build again.',
        duplicateEntry:
          'Another tool changed the package: build it again with hap release and upload that.',
        entriesOverlap:
          'Another tool changed the package: build it again with hap release and upload that.',
        entryCorrupt:
          'The file was damaged in transfer or storage: build again and upload the new file.',
        uncompressedTooLarge:
          'Make the resources (images, sounds, fonts) smaller, or split the app into sub-packages.',
        compressionRatio:
          'Check this file for unusual repeated content, or use a format that is already compressed.',
        manifestMissing:
          'Make sure src/manifest.json is in the project, then build again with hap release.',
        appJsMissing: 'Make sure src/app.ux is in the project, then build again with hap release.',
        manifestInvalid:
          'Correct this field of manifest.json as the detail says, then build again.',
        packageNameInvalid:
          'Set package in manifest.json to a reverse domain name (such as com.example.app).',
        versionCodeInvalid: 'Set versionCode in manifest.json to a whole number of at least 1.',
        routerEntryMissing: 'Set router.entry to one of the pages in router.pages.',
        iconMissing: 'Put the icon where icon in manifest.json says, or correct the path in icon.',
        minPlatformVersionTooLow:
          'Raise minPlatformVersion in manifest.json to the lowest the platform accepts.',
        signatureMissing:
          "Build with hap release: it signs with your own private.pem and certificate.pem in the project's sign/release folder.",
        signatureInvalid:
          'The signature does not verify: build again with hap release and do not change the package afterwards.',
        digestMismatch:
          'The package was changed after it was signed: build again with hap release and upload the file it writes.',
        debugCertificate:
          'Built with hap build (the debug signature): use hap release with your own key.',
        rpksEntryUnexpected: 'An .rpks may only hold the .rpk and .srpk files hap release writes.',
        basePackageMissing: 'Build the .rpks again with hap release: it includes the base package.',
        subpackageMissing:
          'Make sure every sub-package manifest.json declares is in the .rpks, then build again.',
        packageMismatch: 'All packages in the .rpks must come from one project (one package name).',
        certificateMismatch:
          'Every part must be signed with one certificate: build the whole app again with hap release.',
        packageNotThisApp:
          'This package belongs to another app: check package in manifest.json, or upload it to that app.',
        versionCodeNotGreater:
          'Set versionCode in manifest.json to a higher whole number, then build again.',
        certificateChanged:
          "Build again with the key you signed the app's first upload with. If your key really has changed, contact the staff to update the pinned certificate.",
        imageFormatUnsupported:
          'Convert the image to PNG, JPEG or WebP (SVG is not taken), then upload it.',
        imageCorrupt: 'Export the image again, then upload it.',
        imageTooLarge: 'Compress the image, then upload it.',
        imageTooManyPixels: 'Make the image smaller, then upload it.',
        iconNotSquare: 'Crop the icon to a square, then upload it.',
        iconTooSmall: 'Use a square icon at least as large as required.',
        screenshotNotPortrait: 'Upload a portrait screenshot (taller than wide).',
        screenshotSizeMismatch:
          'All screenshots need one aspect ratio: use a screenshot shaped like the others.',
        screenshotLimit: 'At most 5 screenshots: remove one, then add this one.',
        inReview: 'Withdraw the version in review first, make the change, then send it again.',
      },
    },
  },
}
