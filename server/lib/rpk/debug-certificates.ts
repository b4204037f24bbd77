/**
 * Certificates whose private keys are public because hap-toolkit ships them: a package signed
 * with one was built with `hap build` (or signed by anyone at all), not released by its developer
 * with `hap release` and their own key. Compared by the SHA-256 of the certificate's DER.
 */
export const DEBUG_CERTIFICATES: ReadonlyMap<string, string> = new Map([
  [
    // CN=localhost, 2021-04-07 to 2031-04-05: `hap build`'s built-in debug key since 1.9
    // (@hap-toolkit/packager lib/signature/pem/certificate.pem, the same in 1.9.18 and 2.0.8).
    '4e8e1ee24968b0dad6d0956a7e14d848b38b22a203f39c389a45d8737bdc4585',
    '@hap-toolkit/packager built-in debug certificate',
  ],
  [
    // C=CN, O=RPK, CN=RPKDebug, valid to 2116: the sign/debug key that `hap init` of hap-toolkit
    // 0.x copied into every new project (templates/app/demo/sign/debug/certificate.pem), which
    // `hap build` still uses in a project that keeps it.
    '6d3e6a3dcbdadb0aa94f64e33a36b01254cb6ef7e14be282d885cd95aeb952e0',
    'hap-toolkit 0.x project template debug certificate',
  ],
])
