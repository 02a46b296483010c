// The whole HTTP contract, shared by the server (HttpApiBuilder) and the SPA (HttpApiClient).
import { HttpApi, OpenApi } from "@effect/platform"
import { Context, Option, Record, type Schema } from "effect"

import { AgencyAccountApi } from "./account-api.ts"
import { AgencyActivityApi } from "./agency-activity-api.ts"
import { AgencyApi, RegistrationApi } from "./agency-api.ts"
import { AuditApi } from "./audit-api.ts"
import { AuthApi, SessionApi } from "./auth-api.ts"
import { BatchApi } from "./batch-api.ts"
import { BillingApi, PlansApi } from "./billing-api.ts"
import { withBillingWebhook } from "./billing-webhook.ts"
import { BadRequest, ServerError, ServiceUnavailable } from "./errors.ts"
import { ExperimentApi, ExperimentEventApi } from "./experiment-api.ts"
import { FileApi } from "./file-api.ts"
import { HistoryApi, LayoutApi } from "./layout-api.ts"
import { LogApi } from "./log-api.ts"
import { GuestModuleApi, ModuleApi } from "./module-api.ts"
import { NotificationApi } from "./notification-api.ts"
import { OAuthApi } from "./oauth-api.ts"
import { OverwriteApi } from "./overwrite-api.ts"
import { DomainApi, GuestPageTemplateApi, PageTemplateApi } from "./page-template-api.ts"
import { PageViewApi } from "./page-view-api.ts"
import { PlanAdminApi } from "./plan-admin-api.ts"
import { MigrationApi, PortalManageApi } from "./portal-admin-api.ts"
import { AdminPortalApi, GuestPortalApi, PortalApi } from "./portal-api.ts"
import { PortalHealthApi } from "./portal-health-api.ts"
import { ProfileApi } from "./profile-api.ts"
import { RolloutApi } from "./rollout-api.ts"
import { SetupApi } from "./setup-api.ts"
import { SupportTaskApi, TaskApi } from "./task-api.ts"
import { InvitationApi, UserApi } from "./user-api.ts"
import { VersionApi } from "./version-api.ts"

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

/**
 * The API with every path, query and body schema decoding with errors: "all" (HttpApi decodes with
 * Schema's default, the first error only), so that a 422 names every refused field at once.
 */
const reportingEveryError = <A extends HttpApi.HttpApi.Any>(api: A): A => {
  const every = (schema: Option.Option<Schema.Schema.Any>) => Option.map(schema, (s) => s.annotations({ parseOptions: { errors: "all" } }))
  const self = api as unknown as HttpApi.HttpApi.AnyWithProps
  const copy: Mutable<HttpApi.HttpApi.AnyWithProps> = self.annotateContext(Context.empty())
  copy.groups = Record.map(self.groups, (group) =>
    Object.assign(group.annotateContext(Context.empty()), {
      endpoints: Record.map(group.endpoints, (endpoint) =>
        Object.assign(Object.create(Object.getPrototypeOf(endpoint) as object) as object, endpoint, {
          pathSchema: every(endpoint.pathSchema),
          urlParamsSchema: every(endpoint.urlParamsSchema),
          payloadSchema: every(endpoint.payloadSchema)
        })
      )
    })
  )
  return copy as unknown as A
}

export class Api extends reportingEveryError(
  HttpApi.make("api")
    .add(AuthApi)
    .add(SessionApi)
    .add(PortalHealthApi)
    .add(AuditApi)
    .add(AgencyActivityApi)
    .add(OverwriteApi)
    .add(RolloutApi)
    .add(PortalApi)
    .add(AdminPortalApi)
    .add(GuestPortalApi)
    .add(ModuleApi)
    .add(GuestModuleApi)
    .add(BatchApi)
    .add(LayoutApi)
    .add(HistoryApi)
    .add(FileApi)
    .add(PageTemplateApi)
    .add(GuestPageTemplateApi)
    .add(DomainApi)
    .add(OAuthApi)
    .add(SetupApi)
    .add(PortalManageApi)
    .add(MigrationApi)
    .add(VersionApi)
    .add(PlansApi)
    .add(PlanAdminApi)
    .add(BillingApi)
    .add(LogApi)
    .add(ExperimentApi)
    .add(ExperimentEventApi)
    .add(NotificationApi)
    .add(UserApi)
    .add(InvitationApi)
    .add(AgencyApi)
    .add(RegistrationApi)
    .add(ProfileApi)
    .add(AgencyAccountApi)
    .add(TaskApi)
    .add(SupportTaskApi)
    .add(PageViewApi)
    .addError(BadRequest)
    .addError(ServerError)
    .addError(ServiceUnavailable)
    .annotate(OpenApi.Title, "Portal builder API")
    // The provider's webhook is a raw route (it needs its signed body untouched); the document lists it too.
    .annotate(OpenApi.Transform, withBillingWebhook)
) {}
