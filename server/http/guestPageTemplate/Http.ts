// The "guestPageTemplate" group: the demo portal's page templates, without a token (read-only).
import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"

import { Api } from "#contract/api.ts"

import { PageTemplates } from "../../domain/pages/PageTemplates.ts"

export const GuestPageTemplateHttpLive = HttpApiBuilder.group(Api, "guestPageTemplate", (handlers) =>
  Effect.map(PageTemplates, (pageTemplates) => handlers.handle("list", ({ urlParams }) => pageTemplates.listAsGuest(urlParams)))
)
