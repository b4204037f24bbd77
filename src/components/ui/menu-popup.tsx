import { Menu, Portal } from '@chakra-ui/react'
import { Fragment } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useFocusFromStandIn } from './lazy-after-page'
import type { LazyMenuProps, MenuEntry } from './lazy-menu'

function Entry({ entry }: { entry: MenuEntry }) {
  if ('items' in entry) {
    return (
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>{entry.label}</Menu.ItemGroupLabel>
        {entry.items.map((item) => (
          <Entry key={item.label} entry={item} />
        ))}
      </Menu.ItemGroup>
    )
  }
  if ('to' in entry) {
    return (
      <Menu.Item value={entry.to} asChild>
        <RouterLink to={entry.to}>{entry.label}</RouterLink>
      </Menu.Item>
    )
  }
  return (
    <Fragment>
      {entry.separated && <Menu.Separator />}
      <Menu.Item value={entry.label} disabled={entry.disabled} onClick={entry.onSelect}>
        {entry.label}
      </Menu.Item>
    </Fragment>
  )
}

/** The menu itself: loaded by LazyMenu once the page is up, open if it was asked for by then. */
export default function MenuPopup({
  trigger,
  entries,
  placement,
  scroll,
  defaultOpen,
  triggerId,
}: LazyMenuProps & { defaultOpen: boolean; triggerId: string }) {
  useFocusFromStandIn(triggerId)
  return (
    <Menu.Root
      ids={{ trigger: triggerId }}
      positioning={placement ? { placement } : undefined}
      defaultOpen={defaultOpen}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content {...(scroll ? { maxH: '80vh', overflowY: 'auto' } : {})}>
            {entries.map((entry) => (
              <Entry key={entry.label} entry={entry} />
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
