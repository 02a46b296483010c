// The Password and Confirm Password fields of every form that chooses a password (reset, account
// setup, accepting an invitation).
import { TextField } from "@/shared/ui/text-field"

export interface NewPasswordFieldsProps {
  password: string
  onPasswordChange: (password: string) => void
  passwordConfirmation: string
  onConfirmationChange: (passwordConfirmation: string) => void
  errors: { readonly password?: string; readonly passwordConfirmation?: string }
  /** Focus Password on mount (when it is the form's first field to fill). */
  autoFocus?: boolean
}

export function NewPasswordFields({
  password,
  onPasswordChange,
  passwordConfirmation,
  onConfirmationChange,
  errors,
  autoFocus = false
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="Password"
        name="password"
        type="password"
        value={password}
        onChange={onPasswordChange}
        isRequired
        autoComplete="new-password"
        autoFocus={autoFocus}
        errorMessage={errors.password}
      />
      <TextField
        label="Confirm Password"
        name="password_confirmation"
        type="password"
        value={passwordConfirmation}
        onChange={onConfirmationChange}
        isRequired
        autoComplete="new-password"
        errorMessage={errors.passwordConfirmation}
      />
    </>
  )
}
