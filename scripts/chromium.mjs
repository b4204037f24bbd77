// Debian's Chromium for every browser test (stories and end-to-end): Playwright cannot download
// its own browsers here (../shared/toolchain.md). The flags keep it from reaching for the network
// at start, which this machine's closed network refuses.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
