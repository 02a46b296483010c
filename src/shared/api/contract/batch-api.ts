// Batch progress, base /portal/api/v2: readable by users who can see the batch's portal.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Data, Text, TextSize } from "./common.ts"
import { Forbidden, NotFound } from "./errors.ts"
import { Batch, BatchWithResult } from "./batch.ts"
import { Authentication } from "./security.ts"

const BatchIdPath = Schema.Struct({ id: Text(TextSize.code) })

export class BatchApi extends HttpApiGroup.make("batch")
  .add(HttpApiEndpoint.get("read", "/batch/:id").setPath(BatchIdPath).addSuccess(Data(Batch)).addError(NotFound).addError(Forbidden))
  .add(HttpApiEndpoint.get("result", "/batch/:id/result").setPath(BatchIdPath).addSuccess(Data(BatchWithResult)).addError(NotFound).addError(Forbidden))
  .middleware(Authentication)
  .prefix("/portal/api/v2")
  .annotate(OpenApi.Title, "Batches") {}
