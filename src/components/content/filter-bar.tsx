import { Button, Flex, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { useSearchParams } from 'react-router-dom'

export interface FilterOption {
  value: string
  label: string
}

/** A filter kept in the address (`?<name>=`), so a filtered list can be linked and reloaded. */
export function useFilterParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams()
  const value = params.get(name) ?? ''
  const set = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next) updated.set(name, next)
        else updated.delete(name)
        return updated
      },
      { replace: true },
    )
  return [value, set]
}

/** Toggle buttons for one filter; the pressed one is announced as such. */
export function FilterBar({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: FilterOption[]
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <Flex role="group" aria-labelledby={id} gap="2" wrap="wrap" align="center" mb="6">
      <Text id={id} fontSize="sm" fontWeight="semibold" me="2">
        {label}
      </Text>
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={option.value === value ? 'solid' : 'outline'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Flex>
  )
}
