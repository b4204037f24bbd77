/**
 * Leaving the portal for a vendor's sign-in page. An object, not a bare call, so that a story can
 * keep the browser where it is and check the address instead (a real page load would end it).
 */
export const vendorSignIn = {
  go(authorizationUrl: string) {
    window.location.assign(authorizationUrl)
  },
}
