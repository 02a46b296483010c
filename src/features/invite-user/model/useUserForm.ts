// The invite and edit forms: one TanStack form of the same values, checked by the contract's Schema of the
// body each sends, so that the fields they share bind to either.
import type { AnyFormApi } from "@tanstack/react-form"

import { useContractForm } from "@/shared/ui/form"

import { userFormChecks, type UserFormValues } from "./userForm.ts"

export interface UserFormOptions {
  readonly initial: UserFormValues
  readonly mode: "invite" | "edit"
  /** A super admin sends Ditto Access and Support Team, and must pick the agency of a membership. */
  readonly isSuperAdmin: boolean
  /** Sends values the checks passed. */
  readonly onSubmit: (values: UserFormValues, form: AnyFormApi) => Promise<void>
}

export function useUserForm({ initial, mode, isSuperAdmin, onSubmit }: UserFormOptions) {
  return useContractForm<UserFormValues>({ defaultValues: initial, ...userFormChecks(mode, isSuperAdmin), onSubmit })
}

export type UserFormApi = ReturnType<typeof useUserForm>
