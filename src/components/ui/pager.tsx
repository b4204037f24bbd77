import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react'

/** What a pager says to a screen reader, in the page's language (each list has its own words). */
export interface PagerLabels {
  root: string
  prev: string
  next: string
  page: (page: number) => string
}

/** The pages of a list, as buttons; the page itself is kept by the caller (usually in the URL). */
export function Pager({
  page,
  pageSize,
  total,
  labels,
  onChange,
}: {
  page: number
  pageSize: number
  total: number
  labels: PagerLabels
  onChange: (page: number) => void
}) {
  return (
    <Pagination.Root
      count={total}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onChange(details.page)}
      translations={{
        rootLabel: labels.root,
        prevTriggerLabel: labels.prev,
        nextTriggerLabel: labels.next,
        itemLabel: ({ page: item }) => labels.page(item),
      }}
    >
      <ButtonGroup variant="ghost" size="sm" flexWrap="wrap" gap="1">
        <Pagination.PrevTrigger asChild>
          <IconButton>‹</IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton>›</IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  )
}
