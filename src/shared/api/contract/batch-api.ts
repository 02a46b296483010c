// Batch progress, base /portal/api/v2: readable by users who can see the batch's portal.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"

import { Batch, BatchWithResult, PortalBatch } from "./batch.ts"
import { Data, PositiveIntFromString, Text, TextSize } from "./common.ts"
import { Forbidden, NotFound } from "./errors.ts"
import { Authentication } from "./security.ts"

const BatchIdPath = Schema.Struct({ id: Text(TextSize.code) })
const PortalIdPath = Schema.Struct({ id: PositiveIntFromString })

export class BatchApi extends HttpApiGroup.make("batch")
  .add(HttpApiEndpoint.get("read", "/batch/:id").setPath(BatchIdPath).addSuccess(Data(Batch)).addError(NotFound).addError(Forbidden))
  .add(
    HttpApiEndpoint.get("result", "/batch/:id/result")
      .setPath(BatchIdPath)
      .addSuccess(Data(BatchWithResult))
      .addError(NotFound)
      .addError(Forbidden)
  )
  /**
   * The portal's batches that are pending or running, and those finished in the last 24 hours, newest
   * first, at most 25, each with its jobs (the transition drawer). 404 for a portal the caller cannot see.
   */
  .add(
    HttpApiEndpoint.get("portalBatches", "/portals/:id/batches")
      .setPath(PortalIdPath)
      .addSuccess(Data(Schema.Array(PortalBatch)))
      .addError(NotFound)
  )
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Batches") {}
