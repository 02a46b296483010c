// The HTTP surface: the contract's groups, the sandboxes mounted beside them, docs, the SPA and middleware.
import { HttpApiBuilder, type HttpApp } from "@effect/platform"
import { Effect, Layer } from "effect"

import { Api } from "#contract/api.ts"

import { AppConfig } from "../config.ts"
import { AdminPortalHttpLive } from "../http/adminPortal/Http.ts"
import { AgencyHttpLive, RegistrationHttpLive } from "../http/agencies/Http.ts"
import { AgencyAccountHttpLive } from "../http/agencyAccount/Http.ts"
import { AgencyActivityHttpLive } from "../http/agencyActivity/Http.ts"
import { AuditHttpLive } from "../http/audit/Http.ts"
import { AuthHttpLive } from "../http/auth/Http.ts"
import { BatchHttpLive } from "../http/batch/Http.ts"
import { BillingHttpLive, PlansHttpLive } from "../http/billing/Http.ts"
import { BillingWebhookLive } from "../http/billing/webhook.ts"
import { DomainHttpLive } from "../http/domain/Http.ts"
import { ExperimentEventHttpLive, ExperimentHttpLive } from "../http/experiments/Http.ts"
import { FileHttpLive } from "../http/file/Http.ts"
import { GuestModuleHttpLive } from "../http/guestModule/Http.ts"
import { GuestPageTemplateHttpLive } from "../http/guestPageTemplate/Http.ts"
import { GuestPortalHttpLive } from "../http/guestPortal/Http.ts"
import { HistoryHttpLive } from "../http/history/Http.ts"
import { LayoutHttpLive } from "../http/layout/Http.ts"
import { LogHttpLive } from "../http/logs/Http.ts"
import { authCacheForgetsWrites } from "../http/middleware/authCacheWrites.ts"
import { AuthenticationLive } from "../http/middleware/authentication.ts"
import { BodyGuardLive } from "../http/middleware/bodyGuard.ts"
import { ErrorEnvelopeLive } from "../http/middleware/errorEnvelope.ts"
import { pathDelimitersEscaped } from "../http/middleware/pathDelimiters.ts"
import { requestLog } from "../http/middleware/requestLog.ts"
import { securityHeaders } from "../http/middleware/securityHeaders.ts"
import { MigrationHttpLive } from "../http/migration/Http.ts"
import { ModuleHttpLive } from "../http/module/Http.ts"
import { NotificationHttpLive } from "../http/notifications/Http.ts"
import { OAuthHttpLive } from "../http/oauth/Http.ts"
import { OverwriteHttpLive } from "../http/overwrite/Http.ts"
import { PageTemplateHttpLive } from "../http/pageTemplate/Http.ts"
import { PageViewHttpLive } from "../http/pageViews/Http.ts"
import { PlanAdminHttpLive } from "../http/planAdmin/Http.ts"
import { PortalHttpLive } from "../http/portal/Http.ts"
import { PortalHealthHttpLive } from "../http/portalHealth/Http.ts"
import { PortalManageHttpLive } from "../http/portalManage/Http.ts"
import { PortalVersionHttpLive } from "../http/portalVersion/Http.ts"
import { ProfileHttpLive } from "../http/profiles/Http.ts"
import { PusherSandboxLive } from "../http/realtime.ts"
import { RolloutHttpLive } from "../http/rollout/Http.ts"
import { SandboxHubspotLive } from "../http/sandbox-hubspot.ts"
import { SandboxMailLive } from "../http/sandbox-mail.ts"
import { SandboxStripeLive } from "../http/sandbox-stripe.ts"
import { serveLean } from "../http/serveLean.ts"
import { SessionHttpLive } from "../http/session/Http.ts"
import { SetupHttpLive } from "../http/setup/Http.ts"
import { SupportTaskHttpLive, TaskHttpLive } from "../http/tasks/Http.ts"
import { InvitationHttpLive, UserHttpLive } from "../http/users/Http.ts"
import { DocsLive } from "../http/web/docs.ts"
import { StaticSpaLive } from "../http/web/static.ts"

const ApiLive = HttpApiBuilder.api(Api).pipe(
  Layer.provide([
    AuthHttpLive,
    SessionHttpLive,
    AgencyAccountHttpLive,
    PortalHealthHttpLive,
    PortalHttpLive,
    AdminPortalHttpLive,
    GuestPortalHttpLive,
    ModuleHttpLive,
    GuestModuleHttpLive,
    BatchHttpLive,
    AuditHttpLive,
    AgencyActivityHttpLive,
    OverwriteHttpLive,
    RolloutHttpLive,
    FileHttpLive,
    LayoutHttpLive,
    HistoryHttpLive,
    PageTemplateHttpLive,
    GuestPageTemplateHttpLive,
    DomainHttpLive,
    OAuthHttpLive,
    SetupHttpLive,
    PortalVersionHttpLive,
    PortalManageHttpLive,
    MigrationHttpLive,
    PlansHttpLive,
    PlanAdminHttpLive,
    BillingHttpLive,
    LogHttpLive,
    ExperimentHttpLive,
    ExperimentEventHttpLive,
    NotificationHttpLive,
    AgencyHttpLive,
    RegistrationHttpLive,
    ProfileHttpLive,
    UserHttpLive,
    InvitationHttpLive,
    TaskHttpLive,
    SupportTaskHttpLive,
    PageViewHttpLive
  ]),
  Layer.provide(AuthenticationLive)
)

export const HttpLive = Layer.unwrapEffect(
  Effect.gen(function* () {
    const { logRequests } = yield* AppConfig
    const withHeaders = yield* securityHeaders
    const forgetAfterWrites = yield* authCacheForgetsWrites
    const middleware = <E, R>(app: HttpApp.Default<E, R>) => withHeaders(pathDelimitersEscaped(forgetAfterWrites(app)))
    return serveLean(logRequests ? (app) => requestLog(middleware(app)) : middleware)
  })
).pipe(
  Layer.provide([
    DocsLive,
    PusherSandboxLive,
    SandboxHubspotLive,
    SandboxStripeLive,
    SandboxMailLive,
    BillingWebhookLive,
    StaticSpaLive,
    ErrorEnvelopeLive,
    BodyGuardLive
  ]),
  Layer.provide(ApiLive)
)
