import { ContactScreen } from '@/features/contact/contact-screen'

export function Component() {
  return <ContactScreen />
}
