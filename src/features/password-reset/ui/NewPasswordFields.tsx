// The Password and Confirm Password fields of every form that chooses a password (reset, account setup,
// accepting an invitation): the form binds them to its `password` and `password_confirmation` fields,
// whose checks are the contract's password policy and the form's confirmation check (newPassword.ts).
//   <form.AppField name="password">{(field) => <field.TextField {...NEW_PASSWORD_FIELD} />}</form.AppField>
export const NEW_PASSWORD_FIELD = { label: "Password", type: "password", isRequired: true, autoComplete: "new-password" } as const

export const CONFIRM_PASSWORD_FIELD = {
  label: "Confirm Password",
  type: "password",
  isRequired: true,
  autoComplete: "new-password"
} as const
