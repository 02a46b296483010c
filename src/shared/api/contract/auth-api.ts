// Authentication calls, base /auth/api/v2 (spec 1 section 7).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import {
  COVER_MAX_LENGTH,
  COVER_TOO_LARGE,
  Data,
  emailPattern,
  Id,
  Message,
  PositiveIntFromString,
  Text,
  TextSize,
  TrimmedText
} from "./common.ts"
import { Conflict, Forbidden, NotFound, TooManyRequests, Unprocessable } from "./errors.ts"
import { NewPassword, personalPasswordCheck } from "./password.ts"
import { expectedVersion } from "./record-version.ts"
import { Authentication } from "./security.ts"
import { User } from "./user.ts"

const Email = TrimmedText(TextSize.email, `The email may not be greater than ${TextSize.email} characters.`).pipe(emailPattern())

export const LoginPayload = Schema.Struct({
  email: Email,
  password: Schema.String.pipe(
    Schema.minLength(1, { message: () => "The password field is required." }),
    Schema.maxLength(1024, { message: () => "The password may not be greater than 1024 characters." })
  )
})

export const LoginResult = Data(
  Schema.Struct({ token: Schema.String, token_type: Schema.Literal("Bearer"), expires_in: Schema.Number, user: User })
)

export const UpdateMePayload = Schema.Struct({
  name: Schema.optional(
    TrimmedText(TextSize.name, `The name may not be greater than ${TextSize.name} characters.`).pipe(
      Schema.nonEmptyString({ message: () => "The name field is required." })
    )
  ),
  /** A new email is not applied at once: a confirmation link goes to it (pending_email in the answer). */
  email: Schema.optional(Email),
  password: Schema.optional(NewPassword),
  /** Required by the server whenever email or password is present. */
  current_password: Schema.optional(Text(1024)),
  agency_id: Schema.optional(Id),
  /** Over-long text can only be a data URL of an image over 1 MB: the message the server gives for one. */
  cover: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(COVER_MAX_LENGTH, { message: () => COVER_TOO_LARGE })))),
  /** Account Details sends the version of the user it loaded: 409 when the account changed since (record-version.ts). */
  ...expectedVersion
})
export type UpdateMePayload = typeof UpdateMePayload.Type

/** The updated user, and the address waiting for confirmation when the email is being changed. */
export const UpdateMeResult = Schema.Struct({
  data: User,
  pending_email: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null })
})

/** The single-use token of the link mailed to a new address. */
export const EmailConfirmPayload = Schema.Struct({
  token: Text(TextSize.name).pipe(Schema.minLength(1, { message: () => "The token field is required." }))
})

export const PasswordResetPayload = Schema.Struct({ email: Email })

/** Sets a password from an emailed single-use token (reset or account setup). */
export const PasswordSetupPayload = Schema.Struct({
  token: Text(TextSize.name).pipe(Schema.minLength(1, { message: () => "The token field is required." })),
  email: Email,
  password: NewPassword,
  password_confirmation: Text(1024)
}).pipe(Schema.filter(personalPasswordCheck))

export const ClientConfig = Data(
  Schema.Struct({
    pusher: Schema.Struct({
      key: Schema.String,
      cluster: Schema.String,
      ws_host: Schema.NullOr(Schema.String),
      ws_port: Schema.NullOr(Schema.Number),
      force_tls: Schema.Boolean,
      auth_endpoint: Schema.String
    }),
    stripe_publishable_key: Schema.NullOr(Schema.String),
    /**
     * The embedded sandbox payments' publishable key, which the sandbox card form sends on every call as
     * Stripe.js does; null with real Stripe (stripe_publishable_key then). An older server's answer lacks it.
     */
    sandbox_publishable_key: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
    /** Links for the guest bars; null hides the entry. */
    docs_url: Schema.NullOr(Schema.String),
    support_url: Schema.NullOr(Schema.String),
    /** The support team's address ('Book a free call'); an older server's answer lacks it. */
    support_email: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
    /** The user menu's Figma Design System link (PRO portals); an older server's answer lacks it. */
    figma_design_system_url: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null })
  })
)

export class AuthApi extends HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("login", "/login")
      .setPayload(LoginPayload)
      .addSuccess(LoginResult)
      .addError(Unprocessable)
      .addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.post("passwordReset", "/password/reset")
      .setPayload(PasswordResetPayload)
      .addSuccess(Data(Message))
      .addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.post("passwordSetup", "/password/setup")
      .setPayload(PasswordSetupPayload)
      .addSuccess(Data(Message))
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.post("confirmEmail", "/users/me/email/confirm")
      .setPayload(EmailConfirmPayload)
      .addSuccess(Data(Message))
      .addError(Unprocessable)
      .annotate(OpenApi.Description, "Applies a pending email change from the link mailed to the new address; the token is the proof.")
  )
  .add(
    HttpApiEndpoint.get("clientConfig", "/client-config")
      .addSuccess(ClientConfig)
      .annotate(OpenApi.Description, "Public settings the browser needs: realtime and payment keys.")
  )
  .prefix("/auth/api/v2")
  .annotate(OpenApi.Title, "Authentication") {}

/** pusher-js channel authorization for private channels; the answer is Pusher's { auth } body. */
export const ChannelAuthPayload = Schema.Struct({ socket_id: Text(TextSize.code), channel_name: Text(TextSize.name) })
export const ChannelAuth = Schema.Struct({ auth: Schema.String, channel_data: Schema.optional(Schema.String) })

export class SessionApi extends HttpApiGroup.make("session")
  .add(HttpApiEndpoint.post("logout", "/logout").addSuccess(Data(Message)))
  .add(HttpApiEndpoint.get("me", "/me").addSuccess(Data(User)))
  .add(
    HttpApiEndpoint.put("updateMe", "/users/me")
      .setPayload(UpdateMePayload)
      .addSuccess(UpdateMeResult)
      .addError(Unprocessable)
      .addError(Forbidden)
      .addError(TooManyRequests)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.del("deleteMe", "/users/me")
      .setUrlParams(Schema.Struct({ agency_id: Schema.optional(PositiveIntFromString) }))
      .addSuccess(Data(Message))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(HttpApiEndpoint.post("channelAuth", "/broadcasting/auth").setPayload(ChannelAuthPayload).addSuccess(ChannelAuth).addError(Forbidden))
  .middleware(Authentication)
  .prefix("/auth/api/v2")
  .annotate(OpenApi.Title, "Session") {}
