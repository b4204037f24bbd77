import { useEffect, useState } from 'react'
import type { HelpContent, PerLanguage } from '@/lib/content/types'
import { FaqIndex } from './faq-search'

// One index per help content (the content never changes while the portal runs): a later search
// page has it at once.
const building = new WeakMap<PerLanguage<HelpContent>, Promise<FaqIndex>>()
const built = new WeakMap<PerLanguage<HelpContent>, FaqIndex>()

/** The FAQ index, built in pieces after the page has rendered; undefined until it is ready. */
export function useFaqIndex(help: PerLanguage<HelpContent> | undefined): FaqIndex | undefined {
  // The index itself lives in `built`; this only renders the page again once it is there.
  const [, setReady] = useState<FaqIndex>()
  useEffect(() => {
    if (!help || built.has(help)) return
    let current = true
    let pending = building.get(help)
    if (!pending) {
      pending = FaqIndex.build(help).then((ready) => {
        built.set(help, ready)
        return ready
      })
      building.set(help, pending)
    }
    void pending.then((ready) => {
      if (current) setReady(ready)
    })
    return () => {
      current = false
    }
  }, [help])
  return help && built.get(help)
}
