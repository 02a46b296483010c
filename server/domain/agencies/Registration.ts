// Self-registration (POST /agencies/send-me-invite): a new agency with the registrant as its agency
// admin, created without a password. A single-use 'setup' link is mailed so the account can get one,
// and the answer's data.url is a single-use auto-login link that signs the browser straight in.
import { Clock, Effect, Option } from "effect"

import type { RegisterPayload, RegisterResult } from "#contract/agency-api.ts"
import { Unprocessable } from "#contract/errors.ts"

import { AppConfig } from "../../config.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { AgencyRepo } from "../../db/repos/AgencyRepo.ts"
import { PasswordTokenRepo } from "../../db/repos/PasswordTokenRepo.ts"
import { UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { PublicUrl } from "../../lib/public-url.ts"
import { randomToken, sha256 } from "../../lib/tokens.ts"
import { userRef } from "../activity/subjects.ts"
import { emailKey, RateLimiter } from "../auth/RateLimiter.ts"
import { emailTakenAnswer } from "../email-taken.ts"
import { Mailer } from "../mail/Mailer.ts"
import { EMAIL_TAKEN } from "../messages.ts"
import { loginLinkPath, LoginLinks } from "../users/LoginLinks.ts"
import { agencyRef, INVALID_PLAN } from "./Agencies.ts"
import { NEW_AGENCY_DEFAULTS } from "./agencyForm.ts"
import { registrationMail, setupAccountPath } from "./registrationMail.ts"

export { EMAIL_TAKEN }
export const REGISTERED = "Your account has been created. We have emailed you a link to set your password."
export const REGISTRATION_SOURCE = "reverse-gate"
export const SETUP_TOKEN_DAYS = 7

export class Registration extends Effect.Service<Registration>()("server/domain/Registration", {
  effect: Effect.gen(function* () {
    const settings = yield* AppConfig
    const agencies = yield* AgencyRepo
    const users = yield* UserRepo
    const passwordTokens = yield* PasswordTokenRepo
    const activity = yield* ActivityLogRepo
    const tx = yield* Transaction
    const mailer = yield* Mailer
    const { appUrl } = yield* PublicUrl
    const { registerPerEmail, registerPerIp } = settings.mailRateLimits
    const limiter = yield* RateLimiter
    const loginLinks = yield* LoginLinks

    const register = (form: RegisterPayload, clientIp: string) =>
      Effect.gen(function* () {
        // Every attempt counts, per client address and per address the setup mail would go to.
        yield* limiter.take(
          [
            { key: `register:ip:${clientIp}`, ...registerPerIp },
            { key: `register:email:${emailKey(form.email)}`, ...registerPerEmail }
          ],
          "registrations"
        )
        if (Option.isSome(yield* users.findByEmail(form.email))) return yield* Unprocessable.field("email", EMAIL_TAKEN)
        // The public form may only pick a free plan that is on offer; paid plans are bought.
        const planId = form.plan_id ?? NEW_AGENCY_DEFAULTS.plan_id
        const plan = yield* agencies.planType(planId)
        if (Option.isNone(plan) || plan.value.type !== "free" || plan.value.status !== 1) {
          return yield* Unprocessable.field("plan_id", INVALID_PLAN)
        }
        const name = `${form.first_name} ${form.last_name}`
        const token = randomToken()
        const now = yield* Clock.currentTimeMillis
        const agencyName = form.company
        const loginToken = yield* tx.run(
          Effect.gen(function* () {
            const agencyId = yield* agencies.insert({
              ...NEW_AGENCY_DEFAULTS,
              name: agencyName,
              admin_name: name,
              admin_email: form.email,
              plan_id: planId,
              source: form.source?.trim() || REGISTRATION_SOURCE
            })
            const userId = yield* users
              .insert({
                name,
                email: form.email,
                password_hash: null,
                is_admin: false,
                sr_beta: false,
                is_support: false
              })
              .pipe(Effect.catchTag("EmailTaken", emailTakenAnswer))
            yield* users.addMembership(userId, agencyId, "agency-admin")
            yield* users.update(userId, { current_agency_id: agencyId })
            yield* passwordTokens.insert(userId, sha256(token), "setup", new Date(now + SETUP_TOKEN_DAYS * 86_400_000))
            yield* mailer.send(
              registrationMail(form.email, name, agencyName, `${appUrl}${setupAccountPath(token, form.email)}`, SETUP_TOKEN_DAYS)
            )
            yield* activity.record({
              event: "agency.registered",
              causer: userRef(userId),
              subject: agencyRef(agencyId),
              properties: {
                company: form.company,
                website: form.website,
                first_name: form.first_name,
                last_name: form.last_name,
                source: form.source ?? REGISTRATION_SOURCE
              }
            })
            // The browser signs straight in with a single-use link; the mailed link sets the password later.
            return yield* loginLinks.issue(userId)
          })
        )
        const result: RegisterResult = { url: loginLinkPath(loginToken), message: REGISTERED }
        return result
      })

    return { register } as const
  })
}) {}
