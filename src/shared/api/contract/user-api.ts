// Users and invitations (spec 1 sections 3, 5, 6 and 7; spec 2 sections 2, 5 and 6), base /auth/api/v2.
//
// Group "users" (bearer token):
//   GET    /users?page=&limit=&keyword=&sort_by=&sort_direction=&role=&support=yes&agency_id=
//            super admin: every user (agency_id narrows to one agency's members); agency admin and user:
//            the members of their own agencies only (agency_id of another agency → 403). 25 a page,
//            limit at most 1000, default sort id desc, sort_by id|name|email|created_at (else 422).
//            Answers data + meta.pagination.total_pages.
//   GET    /users/{id}                    a user the caller may list (else 404)
//   POST   /users                         super admin: creates a Super Admin directly with a password
//                                        ('Admin Created')
//   PUT    /users/{id}                    super admin: any field; agency admin: members of their agency,
//                                        roles agency-admin or user only, never sr_beta / is_support
//                                        (403); a user: nobody (403). portal_access replaces the
//                                        member's portal list (portals of that agency only, else 422;
//                                        empty = every portal of the agency). Optional fields left out
//                                        keep their value; lock_version (or If-Match): 409 when the user
//                                        changed since (record-version.ts).
//   DELETE /users/{id}?agency_id=        removes the member from that agency (the user is deleted when
//                                        no membership is left); super admin without agency_id deletes
//                                        the user. Never oneself: 403 'Can not delete user.'
//   POST   /users/invite                 role admin (super admin only): creates the admin at once with
//                                        name and password ('Admin Created'); other roles: mails a
//                                        single-use link valid 7 days ('Invitation Sent'). Who may grant
//                                        what: super admin any role; agency admin agency-admin or user in
//                                        their agency; a user only user. An agency at its user limit
//                                        (plan user_limit, at most 100) is refused with 422.
//   POST   /users/auto-accept            { token }: the logged-in user accepts an invitation sent to
//                                        their own email
//   GET    /users/invitations?agency_id=   the pending invitations (not used, revoked, replaced or expired),
//                                        newest first, at most 100: super admin any agency; agency admin
//                                        the agencies they administer; a user the ones they sent
//                                        (agency_id of an agency not theirs → 403)
//   POST   /users/invitations/{id}/resend  a new link by mail (the old one stops working), valid 7 days
//                                        from now; 404 for an invitation the caller may not manage or
//                                        that is no longer pending; 422 (email) when the person joined
//   DELETE /users/invitations/{id}        revokes it: the link stops working; same 404 as resend
// Group "invitations" (public):
//   GET    /users/invitation?token=&email=   what the link offers (agency, role, whether the email already
//                                            has an account); 404 for unknown, used or expired links
//   POST   /users/accept-invitation          { token, email, name?, password?, password_confirmation? }:
//                                            joins the agency; a new account needs name and password.
//                                            Answers as POST /login does (a session for the invitee,
//                                            who lands in the app signed in) plus the message
//   POST   /auto-login                       { token }: a single-use login link (registration, support);
//                                            answers the same as POST /login
//   POST   /v5-auto-login                    { token }: the same for users arriving from version 5
//
// The spec's field names are accepted where the API's differ (withAliases; the API's name wins when both
// are sent, and a 422 names the key that was sent):
//   `agency` for `agency_id` in POST /users/invite and PUT /users/{id} (spec 1 section 7 lists "agency"
//   in both forms).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { ParseResult, Schema, SchemaAST } from "effect"

import { LoginResult } from "./auth-api.ts"
import {
  Data,
  emailPattern,
  Id,
  IdPath,
  ListParams,
  MAX_INT32,
  Message,
  PagedList,
  PositiveIntFromString,
  Text,
  TextSize,
  TrimmedText,
  withAliases
} from "./common.ts"
import { Conflict, Forbidden, NotFound, TooManyRequests, Unprocessable } from "./errors.ts"
import { NewPassword, personalPasswordCheck } from "./password.ts"
import { expectedVersion } from "./record-version.ts"
import { Authentication } from "./security.ts"
import { RoleName, User } from "./user.ts"

const required = (field: string) => ({ message: () => `The ${field} field is required.` })

const Email = TrimmedText(TextSize.email, `The email may not be greater than ${TextSize.email} characters.`).pipe(
  Schema.minLength(1, required("email")),
  emailPattern()
)
const Name = TrimmedText(255, "The name may not be greater than 255 characters.").pipe(Schema.minLength(1, required("name")))
const Token = Text(TextSize.name).pipe(Schema.minLength(1, required("token")))

/** The page size of the users drawer; the cap on what one agency may hold. */
export const USER_PAGE_SIZE = 25
export const USER_LIMIT = 100

export const UserSortBy = ["id", "name", "email", "created_at"] as const
export type UserSortBy = (typeof UserSortBy)[number]

/** Up to 300 agency ids (the agency search's option limit), comma-separated, each a positive whole number. */
export const AgencyIdList = Schema.String.pipe(
  Schema.pattern(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,299}$/, { message: () => "The agency_ids must be agency ids separated by commas." }),
  // Ten digits reach past the largest stored id (an int4 column): 2147483648 was a 500 from the database.
  Schema.filter(
    (list) => list.split(",").every((id) => Number(id) <= MAX_INT32) || `The agency_ids may not contain an id greater than ${MAX_INT32}.`
  )
)

export const UserListParams = Schema.Struct({
  ...ListParams,
  role: Schema.optional(RoleName),
  support: Schema.optional(Schema.Literal("yes")),
  agency_id: Schema.optional(PositiveIntFromString),
  /** Several agencies at once (the Users drawer's multi-agency filter): ids separated by commas. */
  agency_ids: Schema.optional(AgencyIdList)
})
export type UserListParams = typeof UserListParams.Type

export const AdminCreatePayload = Schema.Struct({
  name: Name,
  email: Email,
  password: NewPassword,
  sr_beta: Schema.optional(Schema.Boolean),
  is_support: Schema.optional(Schema.Boolean)
}).pipe(Schema.filter(personalPasswordCheck))
export type AdminCreatePayload = typeof AdminCreatePayload.Type

export const UserUpdatePayload = withAliases(
  {
    name: Name,
    email: Email,
    role: RoleName,
    /** The membership being edited; required for roles agency-admin and user. */
    agency_id: Schema.optional(Schema.NullOr(Id)),
    portal_access: Schema.optional(
      Schema.Array(Id).pipe(Schema.maxItems(10_000, { message: () => "The portal access may not have more than 10000 items." }))
    ),
    sr_beta: Schema.optional(Schema.Boolean),
    is_support: Schema.optional(Schema.Boolean),
    ...expectedVersion
  },
  { agency: "agency_id" }
)
export type UserUpdatePayload = typeof UserUpdatePayload.Type

export const UserDeleteParams = Schema.Struct({ agency_id: Schema.optional(PositiveIntFromString) })

/**
 * A Super Admin is created at once, so their invitation needs a name and a password: the fields it lacks,
 * with the required message. The invite form applies it with the other checks (the Schema's own filter
 * runs only once every field is well-formed).
 */
export const adminInviteMissing = (input: {
  readonly role?: string | undefined
  readonly name?: string | undefined
  readonly password?: string | undefined
}): Partial<Record<"name" | "password", string>> =>
  input.role !== "admin"
    ? {}
    : {
        ...((input.name ?? "").trim() === "" ? { name: required("name").message() } : {}),
        ...((input.password ?? "") === "" ? { password: required("password").message() } : {})
      }

/** The invite form: name and password only matter (and are required) for role admin. */
export const InvitePayload = withAliases(
  {
    email: Email,
    role: RoleName,
    name: Schema.optional(Text(TextSize.name)),
    password: Schema.optional(NewPassword),
    agency_id: Schema.optional(Schema.NullOr(Id)),
    portal_access: Schema.optional(
      Schema.Array(Id).pipe(Schema.maxItems(10_000, { message: () => "The portal access may not have more than 10000 items." }))
    ),
    sr_beta: Schema.optional(Schema.Boolean),
    is_support: Schema.optional(Schema.Boolean)
  },
  { agency: "agency_id" }
).pipe(
  Schema.filter(personalPasswordCheck),
  // Reported as missing fields are: "The name field is required.", from the server and the invite form alike.
  Schema.filter((input) =>
    (Object.keys(adminInviteMissing(input)) as Array<"name" | "password">).map(
      (field) => new ParseResult.Pointer(field, input, new ParseResult.Missing(new SchemaAST.Type(Schema.String.ast)))
    )
  )
)
export type InvitePayload = typeof InvitePayload.Type

/** What POST /users/invite did: 'Admin Created' or 'Invitation Sent'. */
export const InviteResult = Schema.Struct({ message: Schema.String, user: Schema.NullOr(User) })

export const Invitation = Schema.Struct({
  email: Schema.String,
  name: Schema.NullOr(Schema.String),
  role: RoleName,
  agency: Schema.Struct({ id: Schema.Number, name: Schema.String }),
  invited_by: Schema.NullOr(Schema.String),
  /** true: the email has an account already, so accepting needs no password. */
  existing_user: Schema.Boolean,
  expires_at: Schema.String
})
export type Invitation = typeof Invitation.Type

export const InvitationParams = Schema.Struct({ token: Token, email: Email })

export const AcceptInvitationPayload = Schema.Struct({
  token: Token,
  email: Email,
  /** Only read for a new account, which needs it (a 422 naming name otherwise). */
  name: Schema.optional(TrimmedText(TextSize.name, "The name may not be greater than 255 characters.")),
  password: Schema.optional(NewPassword),
  /** Only compared with the password: longer text than any password can never match. */
  password_confirmation: Schema.optional(
    Schema.String.pipe(Schema.maxLength(1024, { message: () => "The password confirmation does not match." }))
  )
}).pipe(Schema.filter(personalPasswordCheck))
export type AcceptInvitationPayload = typeof AcceptInvitationPayload.Type

export const TokenPayload = Schema.Struct({ token: Token })

/** The most pending invitations one list answers with (an agency holds at most USER_LIMIT members). */
export const PENDING_INVITATION_LIMIT = 100

/** An invitation not yet accepted, revoked, replaced or expired (the Users drawer's Invitations). */
export const PendingInvitation = Schema.Struct({
  id: Schema.Number,
  email: Schema.String,
  role: RoleName,
  agency: Schema.Struct({ id: Schema.Number, name: Schema.String }),
  invited_by: Schema.NullOr(Schema.String),
  /** When the current link was mailed (a resend mails a new one). */
  sent_at: Schema.String,
  expires_at: Schema.String
})
export type PendingInvitation = typeof PendingInvitation.Type

export const InvitationListParams = Schema.Struct({ agency_id: Schema.optional(PositiveIntFromString) })
export type InvitationListParams = typeof InvitationListParams.Type

/** Accepting signs the invitee in: the login answer plus what happened. */
const AcceptInvitationResult = Data(
  Schema.Struct({
    message: Schema.String,
    token: Schema.String,
    token_type: Schema.Literal("Bearer"),
    expires_in: Schema.Number,
    user: User
  })
)

export class UserApi extends HttpApiGroup.make("users")
  .add(
    HttpApiEndpoint.get("list", "/users")
      .setUrlParams(UserListParams)
      .addSuccess(PagedList(User))
      .addError(Forbidden)
      .addError(Unprocessable)
  )
  .add(HttpApiEndpoint.get("get", "/users/:id").setPath(IdPath).addSuccess(Data(User)).addError(NotFound))
  .add(
    HttpApiEndpoint.post("createAdmin", "/users")
      .setPayload(AdminCreatePayload)
      .addSuccess(Data(InviteResult), { status: 201 })
      .addError(Forbidden)
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.put("update", "/users/:id")
      .setPath(IdPath)
      .setPayload(UserUpdatePayload)
      .addSuccess(Data(User))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.del("remove", "/users/:id")
      .setPath(IdPath)
      .setUrlParams(UserDeleteParams)
      .addSuccess(Data(Message))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("invite", "/users/invite")
      .setPayload(InvitePayload)
      .addSuccess(Data(InviteResult))
      .addError(Forbidden)
      .addError(Unprocessable)
      .addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.get("listInvitations", "/users/invitations")
      .setUrlParams(InvitationListParams)
      .addSuccess(Data(Schema.Array(PendingInvitation)))
      .addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.post("resendInvitation", "/users/invitations/:id/resend")
      .setPath(IdPath)
      .addSuccess(Data(PendingInvitation))
      .addError(NotFound)
      .addError(Unprocessable)
      .addError(TooManyRequests)
  )
  .add(HttpApiEndpoint.del("revokeInvitation", "/users/invitations/:id").setPath(IdPath).addSuccess(Data(Message)).addError(NotFound))
  .add(
    HttpApiEndpoint.post("autoAccept", "/users/auto-accept")
      .setPayload(TokenPayload)
      .addSuccess(Data(User))
      .addError(NotFound)
      .addError(Forbidden)
      .addError(Unprocessable)
  )
  .middleware(Authentication)
  .prefix("/auth/api/v2")
  .annotate(OpenApi.Title, "Users") {}

export class InvitationApi extends HttpApiGroup.make("invitations")
  .add(HttpApiEndpoint.get("read", "/users/invitation").setUrlParams(InvitationParams).addSuccess(Data(Invitation)).addError(NotFound))
  .add(
    HttpApiEndpoint.post("accept", "/users/accept-invitation")
      .setPayload(AcceptInvitationPayload)
      .addSuccess(AcceptInvitationResult)
      .addError(NotFound)
      .addError(Unprocessable)
  )
  .add(HttpApiEndpoint.post("autoLogin", "/auto-login").setPayload(TokenPayload).addSuccess(LoginResult).addError(NotFound))
  .add(HttpApiEndpoint.post("v5AutoLogin", "/v5-auto-login").setPayload(TokenPayload).addSuccess(LoginResult).addError(NotFound))
  .prefix("/auth/api/v2")
  .annotate(OpenApi.Title, "Invitations and login links") {}
