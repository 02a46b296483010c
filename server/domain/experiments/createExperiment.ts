// Creating an experiment on one of the portal's CRM site pages: HubSpot allows one variation per page,
// made with create-variation and moved onto the chosen template (archived again if that fails); the
// experiment, its variants and the log entry then commit together.
import { Effect, Option } from "effect"

import { Unprocessable } from "#contract/errors.ts"
import { type ExperimentCreatePayload, VARIANT_TRAFFIC_PERCENT } from "#contract/experiment-api.ts"
import type { User } from "#contract/user.ts"

import { mainFileOf } from "../../db/catalogue-seed-pages.ts"
import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { ExperimentRepo } from "../../db/repos/ExperimentRepo.ts"
import { PageTemplateRepo } from "../../db/repos/PageTemplateRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Crm, type CrmError } from "../../integrations/crm/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { crmErrorToWire } from "../modules/PortalCrm.ts"
import { templateFolder } from "../pages/templateFolder.ts"
import { experimentAccess, TEMPLATE_TYPES } from "./experimentAccess.ts"
import * as M from "./messages.ts"
import { variantsProblem } from "./validation.ts"

export const createExperiment = Effect.gen(function* () {
  const experiments = yield* ExperimentRepo
  const templates = yield* PageTemplateRepo
  const crm = yield* Crm
  const activity = yield* ActivityLogRepo
  const transaction = yield* Transaction
  const { portalFor, token, sitePages, reload } = yield* experimentAccess

  return (user: User, portalId: number, payload: ExperimentCreatePayload) =>
    Effect.gen(function* () {
      const portal = yield* portalFor(user, portalId, true)
      const problem = variantsProblem(payload.variants)
      if (problem !== undefined) return yield* Unprocessable.field(/^([a-z_][a-z0-9_.]*): /.exec(problem)?.[1] ?? "variants", problem)
      const chosen = yield* Effect.forEach(payload.variants, (variant, index) =>
        variant.source !== "template"
          ? Effect.succeed(null)
          : Effect.flatMap(templates.findByKey((variant.template ?? "").trim()), (found) =>
              Option.isSome(found) && (TEMPLATE_TYPES as ReadonlyArray<string>).includes(found.value.type)
                ? Effect.succeed(found.value)
                : Effect.fail(Unprocessable.field(`variants.${index}.template`, M.invalidTemplate(index)))
            )
      )
      const accessToken = yield* token(portal)
      const made = yield* experiments.madePageIds(portal.id)
      const page = (yield* sitePages(accessToken)).find((candidate) => candidate.id === payload.page_id && !made.has(candidate.id))
      if (page === undefined) return yield* Unprocessable.field("page_id", M.INVALID_PAGE)
      if (yield* experiments.unfinishedOnPage(portal.id, page.id)) return yield* Unprocessable.field("page_id", M.PAGE_IN_TEST)
      // The one variation HubSpot allows: create-variation, then the chosen template's templatePath.
      const index = payload.variants.findIndex((variant) => variant.source !== "control")
      const variant = payload.variants[index]!
      const variation = yield* crm
        .createPageVariation(accessToken, page.id, `${page.name} (${payload.name.trim()}: ${variant.name})`)
        .pipe(
          Effect.mapError((error: CrmError) =>
            error._tag === "CrmRequestFailed" && error.status === 400
              ? Unprocessable.field("page_id", M.variationRefused(error.message))
              : crmErrorToWire(error)
          )
        )
      const template = chosen[index]
      if (template !== null && template !== undefined) {
        yield* crm
          .updatePage(accessToken, "site", variation.id, {
            templatePath: `${templateFolder(portal.custom_installation, template)}/${mainFileOf(template)}`
          })
          .pipe(
            // A variation on the wrong template is no experiment: it goes again.
            Effect.tapError(() => Effect.ignore(crm.archivePage(accessToken, "site", variation.id))),
            Effect.mapError(crmErrorToWire)
          )
      }
      const crmPages = payload.variants.map((entry) => (entry.source === "control" ? page.id : variation.id))
      const id = yield* transaction.run(
        Effect.gen(function* () {
          const id = yield* experiments.insert({
            portalId: portal.id,
            name: payload.name.trim(),
            crmPageId: page.id,
            pageName: page.name,
            goal: payload.goal,
            abTestId: variation.abTestId === undefined || variation.abTestId === "" ? null : variation.abTestId,
            createdBy: user.id,
            variants: payload.variants.map((variant, index) => ({
              name: variant.name,
              source: variant.source,
              templateKey: variant.source === "template" ? (variant.template ?? "").trim() : null,
              crmPageId: crmPages[index]!,
              trafficPercent: VARIANT_TRAFFIC_PERCENT
            }))
          })
          yield* activity.record({
            event: "experiment.created",
            causer: userRef(user.id),
            subject: { id: portal.id, type: SubjectType.Portal },
            properties: {
              experiment_id: id,
              name: payload.name.trim(),
              page_id: page.id,
              goal: payload.goal,
              variants: payload.variants.length
            }
          })
          return id
        })
      )
      return yield* reload(id)
    })
})
