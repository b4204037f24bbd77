/** The tab title of a page: "<page> - <portal name>", or the portal name alone. The server writes
 * the same into each page's HTML (scripts/content/route-meta.ts). */
export function formatDocumentTitle(title: string, appName: string): string {
  return title ? `${title} - ${appName}` : appName
}
