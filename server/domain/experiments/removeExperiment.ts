// Deleting an experiment, with the CRM pages it made.
import { Effect, Option } from "effect"

import { Conflict, NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { ActivityLogRepo } from "../../db/repos/ActivityLogRepo.ts"
import { ExperimentRepo } from "../../db/repos/ExperimentRepo.ts"
import { Transaction } from "../../db/transaction.ts"
import { Crm } from "../../integrations/crm/index.ts"
import { SubjectType, userRef } from "../activity/subjects.ts"
import { NOT_FOUND } from "../messages.ts"
import { crmErrorToWire } from "../modules/PortalCrm.ts"
import { experimentAccess } from "./experimentAccess.ts"
import * as M from "./messages.ts"

export const removeExperiment = Effect.gen(function* () {
  const experiments = yield* ExperimentRepo
  const crm = yield* Crm
  const activity = yield* ActivityLogRepo
  const transaction = yield* Transaction
  const { experimentFor, token } = yield* experimentAccess

  /**
   * Deletes a draft, stopped or completed experiment (409 while it runs). The CRM pages it made are
   * archived first (the control never; a completed experiment's winning page stays with the agency);
   * a page the CRM no longer has counts as archived, any other CRM failure keeps the experiment.
   */
  return (user: User, id: number) =>
    Effect.gen(function* () {
      const { row, portal } = yield* experimentFor(user, id, true)
      if (row.status === "running") return yield* new Conflict({ message: M.STOP_BEFORE_DELETE })
      const variants = yield* experiments.variantsOf([row.id])
      const archived = variants
        .filter((variant) => variant.source !== "control" && !(row.status === "completed" && variant.id === row.winner_variant_id))
        .map((variant) => variant.crm_page_id)
      if (archived.length > 0) {
        const accessToken = yield* token(portal)
        yield* Effect.forEach(
          archived,
          (pageId) =>
            crm.archivePage(accessToken, "site", pageId).pipe(
              Effect.catchTag("CrmNotFound", () => Effect.void),
              Effect.mapError(crmErrorToWire)
            ),
          { discard: true }
        )
      }
      const deleted = yield* transaction.run(
        Effect.gen(function* () {
          if (!(yield* experiments.remove(id))) return false
          yield* activity.record({
            event: "experiment.deleted",
            causer: userRef(user.id),
            subject: { id: portal.id, type: SubjectType.Portal },
            properties: { experiment_id: id, name: row.name, status: row.status, archived_pages: archived }
          })
          return true
        })
      )
      // Another request started or deleted it between our read and our delete.
      if (!deleted) {
        const current = yield* experiments.findById(id)
        if (Option.isNone(current)) return yield* new NotFound({ message: NOT_FOUND })
        return yield* new Conflict({ message: M.STOP_BEFORE_DELETE })
      }
      return { message: M.EXPERIMENT_DELETED }
    })
})
