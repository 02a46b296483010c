// Agencies and self-registration (spec 1 sections 3, 5, 7 and 9; spec 2 sections 2, 3, 5 and 7),
// base /agency/api/v2. Counts (users_count, portals_count, pro/core/free_portal_count) are computed by
// the server from memberships and portals, never sent by the browser.
//
// Group "agencies" (bearer token):
//   GET    /agencies?page=&limit=&keyword=&sort_by=&sort_direction=
//            super admin: every agency; anyone else: only the agencies they belong to. 25 a page, limit at
//            most 1000, default created_at desc; sort_by id|name|created_at|users_count|portals_count|
//            portals_available|credit_limit (else 422 naming sort_by). The keyword matches name, admin
//            name and admin email. Answers data + meta.pagination.total_pages.
//   GET    /agencies/{id}        super admin or a member (404 unknown, 403 someone else's)
//   POST   /agencies             super admin: the agency form; defaults plan_id 1, portals_available 0,
//                                credit_limit 0, paid_in_advance true, status active, source 'other'. 201.
//                                The named admin (admin_name, admin_email) is appointed with the agency:
//                                a new address gets the Users drawer's invitation (role agency-admin),
//                                an existing user becomes the agency's admin and gets a short mail; the
//                                answer's `admin` says which (email, outcome invited | made_admin).
//   PUT    /agencies/{id}        super admin: the same form with status required (active | suspend);
//                                optional fields left out keep their value. A changed admin_email appoints
//                                the new address the same way (the previous admin stays a member).
//                                lock_version (or If-Match): 409 when the agency changed since (record-version.ts).
//   GET    /agencies/{id}/deletion  super admin: what deleting the agency would take (deletion.ts): its
//                                portals with their child portals, their pending and running work, layouts,
//                                History entries, and the members left in no agency. { data: Deletion }
//   DELETE /agencies/{id}?cancel_work=true
//                                super admin: deletes the agency with its portals (and everything installed
//                                in them) and memberships; members left in no agency are deleted too,
//                                super admins never. The guest demo agency cannot be deleted (403). While
//                                work of its portals is pending or running: 409 naming it, unless
//                                cancel_work=true cancels it. Answers { data: { message, deleted } }; each
//                                deleted portal and member and each cancelled batch gets its own
//                                activity-log entry.
//   (DELETE /agencies/me lives in account-api.ts.)
// Group "registration" (public):
//   POST   /agencies/send-me-invite   the Register form: creates an agency named after the company
//                                     (source default 'reverse-gate', plan_id default 1 and only free
//                                     plans) with the registrant as its agency admin without a password,
//                                     mails a 'set your password' link (/setup-account?token=&email=) and
//                                     answers data.url, where the browser goes next. Email taken → 422
//                                     'The email has already been taken.'; rate limited per IP like
//                                     /password/reset (429).
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Agency, AgencyStatus } from "./agency.ts"
import {
  COVER_MAX_LENGTH,
  Data,
  emailPattern,
  HttpUrl,
  httpUrlArbitrary,
  IdPath,
  isHttpUrl,
  ListParams,
  MAX_INT32,
  PagedList,
  PositiveIntFromString,
  Text,
  TextSize,
  TrimmedText
} from "./common.ts"
import { CancelWork, Deleted, Deletion } from "./deletion.ts"
import { Conflict, Forbidden, NotFound, TooManyRequests, Unprocessable } from "./errors.ts"
import { expectedVersion } from "./record-version.ts"
import { Authentication } from "./security.ts"

const required = (field: string) => ({ message: () => `The ${field} field is required.` })
const tooLongText = (field: string, max: number) => `The ${field} may not be greater than ${max} characters.`
const tooLong = (field: string, max: number) => ({ message: () => tooLongText(field, max) })

const RequiredText = (field: string, max = 255) => TrimmedText(max, tooLongText(field, max)).pipe(Schema.minLength(1, required(field)))
const OptionalText = (field: string, max = 2048) =>
  Schema.optional(Schema.NullOr(Text(max).pipe(Schema.maxLength(max, tooLong(field, max)))))
const Count = (field: string) =>
  Schema.Number.annotations({ message: () => `The ${field} must be a number.` }).pipe(
    Schema.int({ message: () => `The ${field} must be an integer.` }),
    Schema.greaterThanOrEqualTo(0, { message: () => `The ${field} must be at least 0.` }),
    Schema.lessThanOrEqualTo(MAX_INT32, { message: () => `The ${field} may not be greater than ${MAX_INT32}.` })
  )
const Email = (field: string) =>
  TrimmedText(TextSize.email, tooLongText(field, TextSize.email)).pipe(Schema.minLength(1, required(field)), emailPattern(field))

/** Spec 2 section 9: agencies are listed 25 a page. */
export const AGENCY_PAGE_SIZE = 25
export const AGENCY_LIST_LIMIT = 1000

/** Columns the list may be sorted by; anything else is a 422 naming sort_by. */
export const AgencySortBy = ["id", "name", "created_at", "users_count", "portals_count", "portals_available", "credit_limit"] as const
export type AgencySortBy = (typeof AgencySortBy)[number]

export const AgencyListParams = Schema.Struct({
  ...ListParams,
  limit: Schema.optional(
    PositiveIntFromString.pipe(
      Schema.lessThanOrEqualTo(AGENCY_LIST_LIMIT, { message: () => `The limit may not be greater than ${AGENCY_LIST_LIMIT}.` })
    )
  )
})
export type AgencyListParams = typeof AgencyListParams.Type

const AgencyDeleteParams = Schema.Struct({ cancel_work: CancelWork })

/** The agency form (spec 1 section 5, spec 2 section 3). Left-out optional fields take the defaults. */
const agencyFormFields = {
  name: RequiredText("name"),
  admin_name: RequiredText("admin name"),
  admin_email: Email("admin email"),
  portals_available: Count("portals available"),
  credit_limit: Count("credit limit"),
  status: Schema.optional(AgencyStatus),
  plan_id: Schema.optional(
    Schema.Number.pipe(
      Schema.int(),
      Schema.positive({ message: () => "The selected plan id is invalid." }),
      Schema.lessThanOrEqualTo(MAX_INT32, { message: () => "The selected plan id is invalid." })
    )
  ),
  cover: OptionalText("cover", COVER_MAX_LENGTH),
  agency_plan: Schema.optional(Schema.Literal(0, 1)),
  paid_in_advance: Schema.optional(Schema.Boolean),
  payment_link: Schema.optional(Schema.NullOr(HttpUrl("payment link"))),
  payment_link_id: OptionalText("payment link id", 255),
  subs_id: OptionalText("subs id", 255),
  sr_saas: Schema.optional(Schema.Literal(0, 1)),
  max_active_requests: Schema.optional(Count("max active requests"))
}

export const AgencyCreatePayload = Schema.Struct(agencyFormFields)
export type AgencyCreatePayload = typeof AgencyCreatePayload.Type

/** On edit the status is required too, and lock_version is the version the form was read at (record-version.ts). */
export const AgencyUpdatePayload = Schema.Struct({ ...agencyFormFields, status: AgencyStatus, ...expectedVersion })
export type AgencyUpdatePayload = typeof AgencyUpdatePayload.Type

/** What became of the named admin: a new address was invited, or an existing user was made its admin. */
export const AdminAppointment = Schema.Struct({ email: Schema.String, outcome: Schema.Literal("invited", "made_admin") })
export type AdminAppointment = typeof AdminAppointment.Type

/** A saved agency; `admin` when the save appointed its admin (on create, and when admin_email changed). */
export const AgencySaved = Schema.Struct({ data: Agency, admin: Schema.optional(AdminAppointment) })
export type AgencySaved = typeof AgencySaved.Type

export const WEBSITE_INVALID = "The website must be a valid http or https address."

const DOMAIN_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z](?:[a-z0-9-]*[a-z0-9])$/i
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/

/**
 * A company's website: an http(s) address whose host is a domain name with a top-level domain
 * ("rita.example", not "rita" or "not a url") or an IPv4 address.
 */
export const isWebsiteAddress = (text: string): boolean => {
  if (!isHttpUrl(text)) return false
  const host = new URL(text).hostname
  return DOMAIN_NAME.test(host) || IPV4.test(host)
}

/** The Register form (spec 2 section 3); agency_name is first + last name as the spec's form sends it. */
export const RegisterPayload = Schema.Struct({
  first_name: RequiredText("first name"),
  last_name: RequiredText("last name"),
  email: Email("email"),
  company: RequiredText("company"),
  website: RequiredText("website").pipe(
    Schema.filter((text) => isWebsiteAddress(text) || WEBSITE_INVALID, { arbitrary: httpUrlArbitrary })
  ),
  agency_name: Schema.optional(Text(TextSize.name).pipe(Schema.maxLength(255, tooLong("agency name", 255)))),
  source: Schema.optional(Text(TextSize.code).pipe(Schema.maxLength(50, tooLong("source", 50)))),
  plan_id: Schema.optional(
    Schema.Number.pipe(
      Schema.int(),
      Schema.positive({ message: () => "The selected plan id is invalid." }),
      Schema.lessThanOrEqualTo(MAX_INT32, { message: () => "The selected plan id is invalid." })
    )
  )
})
export type RegisterPayload = typeof RegisterPayload.Type

/** Where the browser goes after registering (an auto-login link, or the set-password page). */
export const RegisterResult = Schema.Struct({ url: Schema.String, message: Schema.String })
export type RegisterResult = typeof RegisterResult.Type

export class AgencyApi extends HttpApiGroup.make("agencies")
  .add(
    HttpApiEndpoint.get("list", "/agencies")
      .setUrlParams(AgencyListParams)
      .addSuccess(PagedList(Agency))
      .addError(Unprocessable)
      .annotate(OpenApi.Description, "Agencies the caller may see (super admin: all), created_at desc by default, 25 a page.")
  )
  .add(HttpApiEndpoint.get("get", "/agencies/:id").setPath(IdPath).addSuccess(Data(Agency)).addError(Forbidden).addError(NotFound))
  .add(
    HttpApiEndpoint.post("create", "/agencies")
      .setPayload(AgencyCreatePayload)
      .addSuccess(AgencySaved, { status: 201 })
      .addError(Forbidden)
      .addError(Unprocessable)
  )
  .add(
    HttpApiEndpoint.put("update", "/agencies/:id")
      .setPath(IdPath)
      .setPayload(AgencyUpdatePayload)
      .addSuccess(AgencySaved)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Unprocessable)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.get("deletion", "/agencies/:id/deletion")
      .setPath(IdPath)
      .addSuccess(Data(Deletion))
      .addError(Forbidden)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.del("remove", "/agencies/:id")
      .setPath(IdPath)
      .setUrlParams(AgencyDeleteParams)
      .addSuccess(Data(Deleted))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(Conflict)
  )
  .middleware(Authentication)
  .prefix("/agency/api/v2")
  .annotate(OpenApi.Title, "Agencies") {}

export class RegistrationApi extends HttpApiGroup.make("registration")
  .add(
    HttpApiEndpoint.post("sendMeInvite", "/agencies/send-me-invite")
      .setPayload(RegisterPayload)
      .addSuccess(Data(RegisterResult), { status: 201 })
      .addError(Unprocessable)
      .addError(TooManyRequests)
      .annotate(OpenApi.Description, "Self-registration: creates the agency and its admin, mails a set-password link, answers data.url.")
  )
  .prefix("/agency/api/v2")
  .annotate(OpenApi.Title, "Registration") {}
