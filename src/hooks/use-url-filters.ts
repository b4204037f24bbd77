import { useSearchParams } from 'react-router-dom'

// A paged list's filters and page live in the URL query, so that a filtered page can be linked,
// reloaded and left with "back". Each list describes its filters once (`urlFilters`): how each is
// read from its query parameter, and its default. Anything unreadable falls back to the default,
// and a default is left out of the URL.

/** The highest page a link may ask for. */
export const MAX_PAGE = 100_000

/** How one filter is read from its query parameter. */
export interface UrlFilter<T> {
  /** The query parameter, when it is not named as the filter is. */
  param?: string
  /** The value a parameter's text stands for, or undefined when it stands for none. */
  read: (text: string) => T | undefined
  /** The value when the parameter is missing or unreadable; never written to the URL. */
  fallback?: T
}

type Fields<F> = {
  [K in keyof F]-?: undefined extends F[K]
    ? UrlFilter<Exclude<F[K], undefined>>
    : UrlFilter<F[K]> & { fallback: F[K] }
}

/** The filters and the page of a list. */
export type Paged<F> = F & { page: number }

/** One of `values`. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (text: string): T | undefined =>
    values.find((value) => value === text)

/**
 * A whole number from `min` to `max`, written as the URL writes it (digits, no sign, no leading
 * zero), so that what is read is what would be written.
 */
export const wholeNumber =
  (min: number, max: number) =>
  (text: string): number | undefined => {
    if (!/^(0|[1-9]\d{0,15})$/.test(text)) return undefined
    const value = Number(text)
    return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined
  }

/** A record's id, as linked or typed: a positive whole number. */
export const positiveId = wholeNumber(1, Number.MAX_SAFE_INTEGER)

/** Text trimmed and cut to `maxLength`; blank stands for none. */
export const text =
  (maxLength: number) =>
  (raw: string): string | undefined =>
    raw.trim().slice(0, maxLength) || undefined

const page: UrlFilter<number> = { read: wholeNumber(1, MAX_PAGE), fallback: 1 }

/** A list's filters, each with its query parameter; the page (`?page=`, from 1) comes with them. */
export function urlFilters<F extends object>(filters: Fields<F>) {
  const fields = Object.entries({ ...filters, page }) as [string, UrlFilter<unknown>][]
  // An empty value (a select's "all") is no filter either.
  const isDefault = (field: UrlFilter<unknown>, value: unknown) =>
    value === undefined || value === '' || value === field.fallback

  return {
    read(params: URLSearchParams): Paged<F> {
      const values: Record<string, unknown> = {}
      for (const [name, field] of fields) {
        const raw = params.get(field.param ?? name)
        values[name] = (raw === null ? undefined : field.read(raw)) ?? field.fallback
      }
      return values as Paged<F>
    },

    write(values: Paged<F>): URLSearchParams {
      const params = new URLSearchParams()
      for (const [name, field] of fields) {
        const value = (values as Record<string, unknown>)[name]
        if (!isDefault(field, value)) params.set(field.param ?? name, String(value))
      }
      return params
    },

    /** Whether a filter narrows the list (the page aside). */
    isFiltered(values: Paged<F>): boolean {
      return fields.some(
        ([name, field]) =>
          name !== 'page' && !isDefault(field, (values as Record<string, unknown>)[name]),
      )
    },

    /**
     * What the list asks the API for: the filters that are set, by their names, and the page as
     * `pageNum` with `pageSize`.
     */
    request(values: Paged<F>, pageSize: number) {
      const { page: pageNum, ...rest } = values
      const set = Object.entries(rest).filter(([, value]) => value !== undefined)
      return { ...(Object.fromEntries(set) as F), pageNum, pageSize }
    },
  }
}

export type UrlFilters<F> = ReturnType<typeof urlFilters<F & object>>

/**
 * The list's filters as the URL has them, `update` to change some (back to the first page unless
 * the change names one) and `clear` to drop them all.
 */
export function useUrlFilters<F extends object>(list: UrlFilters<F>) {
  const [params, setParams] = useSearchParams()
  const filters = list.read(params)
  return {
    filters,
    filtered: list.isFiltered(filters),
    update: (change: Partial<Paged<F>>) =>
      setParams(list.write({ ...filters, page: 1, ...change })),
    clear: () => setParams(new URLSearchParams()),
  }
}
