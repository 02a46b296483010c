// Invitation links (spec 1 sections 2 and 7): what a link offers (GET /users/invitation), accepting it
// as a new or existing account (POST /users/accept-invitation) or while signed in (POST /users/auto-accept).
// A link works once, for its own email, until it expires (7 days), a newer invitation replaces it or it is
// revoked. Accepting signs the invitee in, as POST /login does: the mailed link proved the address.
import { Clock, Effect, Option } from "effect"

import { Forbidden, NotFound, Unprocessable } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"
import type { AcceptInvitationPayload, Invitation } from "#contract/user-api.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { ApiTokenRepo } from "../../db/repos/ApiTokenRepo.ts"
import { InvitationRepo, type InvitationRow } from "../../db/repos/InvitationRepo.ts"
import { UserRepo } from "../../db/repos/UserRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { hashPassword } from "../../lib/password.ts"
import { randomToken, sha256 } from "../../lib/tokens.ts"
import { userRef } from "../activity/subjects.ts"
import { type LoginResult, TOKEN_TTL_SECONDS } from "../auth/Sessions.ts"
import { emailTakenAnswer } from "../email-taken.ts"
import { NAME_REQUIRED, PASSWORD_CONFIRMATION_MISMATCH, PASSWORD_REQUIRED } from "../messages.ts"
import { USER_LIMIT_REACHED } from "./messages.ts"
import { seatLimit } from "./userAccess.ts"
import { UserView } from "./UserView.ts"

export const INVALID_INVITATION = "This invitation link is invalid or has expired."
export const INVITATION_ACCEPTED = "The invitation has been accepted."
export const WRONG_INVITEE = "This invitation was sent to another email address."

const invalidLink = () => new NotFound({ message: INVALID_INVITATION })
const invalid = (field: string, message: string) => Unprocessable.field(field, message)

export class Invitations extends Effect.Service<Invitations>()("server/domain/Invitations", {
  effect: Effect.gen(function* () {
    const users = yield* UserRepo
    const invitations = yield* InvitationRepo
    const activity = yield* ActivityLogRepo
    const view = yield* UserView
    const tx = yield* Transaction
    const apiTokens = yield* ApiTokenRepo

    /** A session for the invitee, in the accepting transaction, logged as a login. */
    const startSession = (userId: number, bearer: string) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* apiTokens.insert(userId, sha256(bearer), new Date(now + TOKEN_TTL_SECONDS * 1000))
        yield* activity.record({ event: "login", causer: userRef(userId), subject: userRef(userId), properties: { via: "invitation" } })
      })

    const signedIn = (userId: number, bearer: string) =>
      Effect.gen(function* () {
        const user = yield* Effect.orDie(yield* view.byId(userId))
        const result: LoginResult & { readonly message: string } = {
          message: INVITATION_ACCEPTED,
          token: bearer,
          token_type: "Bearer",
          expires_in: TOKEN_TTL_SECONDS,
          user
        }
        return result
      })

    /** The live invitation behind a token (for that email when given), else 404. */
    const live = (token: string, email: string | undefined) =>
      Effect.gen(function* () {
        const found = yield* invitations.findInvitation(sha256(token))
        const now = yield* Clock.currentTimeMillis
        if (Option.isNone(found)) return yield* invalidLink()
        const invitation = found.value
        if (invitation.used_at !== null || invitation.expires_at.getTime() <= now) return yield* invalidLink()
        if (email !== undefined && invitation.email.toLowerCase() !== email.trim().toLowerCase()) return yield* invalidLink()
        return invitation
      })

    const read = (token: string, email: string) =>
      Effect.gen(function* () {
        const invitation = yield* live(token, email)
        const existing = yield* users.findByEmail(invitation.email)
        const result: Invitation = {
          email: invitation.email,
          name: Option.match(existing, { onNone: () => null, onSome: (user) => user.name }),
          role: invitation.role,
          agency: { id: invitation.agency_id, name: invitation.agency_name },
          invited_by: invitation.invited_by_name,
          existing_user: Option.isSome(existing),
          expires_at: invitation.expires_at.toISOString()
        }
        return result
      })

    /** Joins the invitation's agency: membership, portal grants, flags, log entry; the link is spent. */
    const join = (invitation: InvitationRow, userId: number, causer: number) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        if (!(yield* invitations.useInvitation(invitation.id, new Date(now)))) return yield* invalidLink()
        const seats = yield* users.agencySeats(invitation.agency_id)
        const alreadyMember = Option.isSome(yield* users.membershipRole(userId, invitation.agency_id))
        if (!alreadyMember && Option.isSome(seats) && seats.value.members >= seatLimit(seats.value.user_limit)) {
          return yield* invalid("token", USER_LIMIT_REACHED)
        }
        yield* users.addMembership(userId, invitation.agency_id, invitation.role)
        yield* users.setPortalAccess(userId, invitation.agency_id, invitation.portal_access)
        if (invitation.sr_beta || invitation.is_support) {
          yield* users.update(userId, {
            ...(invitation.sr_beta ? { sr_beta: true } : {}),
            ...(invitation.is_support ? { is_support: true } : {})
          })
        }
        yield* activity.record({
          event: "invitation accepted",
          causer: userRef(causer),
          subject: userRef(userId),
          properties: { agency_id: invitation.agency_id, role: invitation.role, portal_access: invitation.portal_access }
        })
      })

    const accept = (input: AcceptInvitationPayload) =>
      Effect.gen(function* () {
        const invitation = yield* live(input.token, input.email)
        const existing = yield* users.findByEmail(invitation.email)
        const bearer = randomToken()
        if (Option.isSome(existing)) {
          if (existing.value.is_demo) return yield* invalidLink()
          const id = existing.value.id
          yield* tx.run(Effect.zipRight(join(invitation, id, id), startSession(id, bearer)))
          return yield* signedIn(id, bearer)
        }
        const name = (input.name ?? "").trim()
        const password = input.password ?? ""
        // Every refused field at once: the form shows each beside its input.
        const refused = {
          ...(name === ""
            ? { name: NAME_REQUIRED }
            : name.length > 255
              ? { name: "The name may not be greater than 255 characters." }
              : {}),
          ...(password === ""
            ? { password: PASSWORD_REQUIRED }
            : password !== (input.password_confirmation ?? "")
              ? { password_confirmation: PASSWORD_CONFIRMATION_MISMATCH }
              : {})
        }
        if (Object.keys(refused).length > 0) return yield* Unprocessable.perField(refused)
        const passwordHash = yield* hashPassword(password)
        const userId = yield* tx.run(
          Effect.gen(function* () {
            const id = yield* users
              .insert({
                name,
                email: invitation.email,
                password_hash: passwordHash,
                is_admin: false,
                sr_beta: false,
                is_support: false
              })
              .pipe(Effect.catchTag("EmailTaken", emailTakenAnswer))
            yield* activity.record({
              event: "user registered",
              causer: userRef(id),
              subject: userRef(id),
              properties: { via: "invitation" }
            })
            yield* join(invitation, id, id)
            yield* startSession(id, bearer)
            return id
          })
        )
        return yield* signedIn(userId, bearer)
      })

    /** The signed-in user accepts an invitation sent to their own address. */
    const autoAccept = (caller: User, token: string) =>
      Effect.gen(function* () {
        const invitation = yield* live(token, undefined)
        if (invitation.email.toLowerCase() !== caller.email.toLowerCase()) return yield* new Forbidden({ message: WRONG_INVITEE })
        yield* tx.run(join(invitation, caller.id, caller.id))
        return yield* Effect.orDie(yield* view.byId(caller.id))
      })

    return { read, accept, autoAccept } as const
  })
}) {}
