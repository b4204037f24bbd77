import { CompleteProfileScreen } from '@/features/complete-profile/complete-profile-screen'

/** /account/data: complete the profile, follow its review. */
export function Component() {
  return <CompleteProfileScreen />
}
