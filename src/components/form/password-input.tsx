import { Button, Input, InputGroup, type InputProps } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'

/** A password input with a show/hide toggle; takes react-hook-form's `register(...)` props. */
export function PasswordInput(props: InputProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <InputGroup
      endElement={
        <Button
          variant="ghost"
          size="xs"
          me="-2"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
        >
          {visible ? t('auth.password.hide') : t('auth.password.show')}
        </Button>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  )
}
