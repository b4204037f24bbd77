import { Button, HStack, Spinner, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { useQueryAccountInfo } from '@generated/api/account/account'
import { SESSION_INVALID } from '@/lib/api-client'

/** Who is signed in, from queryAccountInfo: the chain from contract to screen in one component. */
export function CurrentUser() {
  const { data, error, isPending, refetch } = useQueryAccountInfo()

  if (isPending) {
    return (
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text>Loading your account…</Text>
      </HStack>
    )
  }
  if (error?.code === SESSION_INVALID) {
    return (
      <HStack gap="3">
        <Text>Not signed in</Text>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to="/account/login">Log in</RouterLink>
        </Button>
      </HStack>
    )
  }
  if (error) {
    return (
      <HStack gap="3" role="alert">
        <Text>Your account could not be loaded{error.msg ? `: ${error.msg}` : '.'}</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </HStack>
    )
  }
  return (
    <Text>
      Signed in as <strong>{data.email}</strong>
    </Text>
  )
}
