// The content modules the build plugin serves (scripts/content/vite-plugin.ts).

declare module 'virtual:content/home' {
  const content: import('./types').PerLanguage<import('./types').HomeContent>
  export default content
}

declare module 'virtual:content/awards' {
  const content: import('./types').PerLanguage<import('./types').AwardsContent>
  export default content
}

declare module 'virtual:content/conference' {
  const content: import('./types').PerLanguage<import('./types').ConferenceContent>
  export default content
}

declare module 'virtual:content/help' {
  const content: import('./types').PerLanguage<import('./types').HelpContent>
  export default content
}

declare module 'virtual:content/openness' {
  const content: import('./types').PerLanguage<import('./types').OpennessContent>
  export default content
}

declare module 'virtual:content/devtool' {
  const content: import('./types').PerLanguage<import('./types').DevtoolContent>
  export default content
}

declare module 'virtual:content/service-providers' {
  const content: import('./types').PerLanguage<import('./types').ServiceProvidersContent>
  export default content
}

declare module 'virtual:content/contact' {
  const content: import('./types').PerLanguage<import('./types').ContactContent>
  export default content
}

declare module 'virtual:content/documents' {
  const content: import('./types').PerLanguage<import('./types').DocumentsContent>
  export default content
}

declare module 'virtual:content/showcase' {
  const content: import('./types').PerLanguage<import('./types').ShowcaseContent>
  export default content
}

declare module 'virtual:content/flow-support' {
  const content: import('./types').PerLanguage<import('./types').FlowSupportContent>
  export default content
}
