// The Account Details form and its saving with PUT /users/me: the user is then loaded again and 'Account
// details have been updated!' shows. A new email is not applied at once: the server mails a confirmation
// link to it, and the screen says so. A save sends the account's version; when the account changed since
// the form opened, the conflict notice offers Reload. A refusal shows the server's message, and beside the
// field it names.
import { Exit, Option } from "effect"
import { useStore as useJotaiStore } from "jotai"

import { agencyKeys } from "@/entities/agency"
import { fetchCurrentUser, reloadCurrentUser } from "@/entities/session"
import { userKeys } from "@/entities/user"
import { failureOf, UpdateMePayload, useApiAction, type User, useRuntime } from "@/shared/api"
import { useAlerts } from "@/shared/ui/alert"
import { showServerFaults, useContractForm, useFormRecordVersion } from "@/shared/ui/form"

import { updateAccount } from "../api/updateAccount.ts"
import {
  ACCOUNT_UPDATED,
  accountBody,
  accountFaults,
  accountFormOf,
  type AccountFormValue,
  pendingEmailNotice,
  toPayload
} from "./accountForm.ts"

/** `agencyId`: the agency the screen is about (its logo travels with its id). */
export function useAccountForm(user: User, agencyId: number | null) {
  const store = useJotaiStore()
  const runtime = useRuntime()
  // The user (the session's copy is reloaded below) and the agency the form names (its logo).
  const action = useApiAction({ invalidates: [userKeys.record(user.id), ...(agencyId === null ? [] : [agencyKeys.record(agencyId)])] })
  const alerts = useAlerts()
  const form = useContractForm<AccountFormValue>({
    defaultValues: accountFormOf(user),
    schema: UpdateMePayload,
    toBody: (values) => accountBody(values, agencyId, user),
    check: (values) => accountFaults(values, user),
    onSubmit: async (values, formApi) => {
      // Spec 2 section 4: the alerts are closed at the start of each save.
      alerts.clear()
      const exit = await action.run(updateAccount(toPayload(values, agencyId, user, version.lockVersion)))
      if (Exit.isFailure(exit)) {
        Option.map(failureOf(exit.cause), (error) => {
          if (version.catchStale(error)) return
          showServerFaults(formApi, error)
          alerts.show({ type: "danger", content: error.serverMessage ?? error.message })
        })
        return
      }
      version.saved(exit.value.user)
      await reloadCurrentUser(store, runtime)
      // The stored email stays until the link is opened, so the field shows it again; nothing is being changed.
      form.reset(
        { ...values, email: exit.value.user.email, password: "", editingPassword: false, current_password: "", cover: undefined },
        { keepDefaultValues: true }
      )
      alerts.show({ type: "success", content: ACCOUNT_UPDATED })
      if (exit.value.pendingEmail !== null) alerts.show({ type: "warning", content: pendingEmailNotice(exit.value.pendingEmail) })
    }
  })
  const version = useFormRecordVersion(form, {
    record: user,
    toForm: accountFormOf,
    reread: fetchCurrentUser
  })

  return { form, isSaving: action.isPending, version }
}

export type AccountFormApi = ReturnType<typeof useAccountForm>["form"]
