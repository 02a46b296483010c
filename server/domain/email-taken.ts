// How the domain answers the repository's EmailTaken (another request took the address between the
// caller's check and the insert): the same 422 on the email field as the check itself gives.
import { Effect } from "effect"

import { Unprocessable } from "#contract/errors.ts"

import { EMAIL_TAKEN } from "./messages.ts"

/** For `Effect.catchTag("EmailTaken", emailTakenAnswer)` after UserRepo.insert. */
export const emailTakenAnswer = () => Effect.fail(Unprocessable.field("email", EMAIL_TAKEN))
