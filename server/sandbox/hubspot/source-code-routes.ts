// /cms/v3/source-code/{environment}/content|metadata/{path} of the sandbox HubSpot.
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Chunk, Effect, Option, Stream } from "effect"

import { requireScope } from "./bearer.ts"
import { fileMetadata, folderMetadata } from "./hubspot-json.ts"
import { apiError, fail, replied } from "./replies.ts"
import { deleteFile, type Environment, filesUnder, readFile, writeFile } from "./store/files.ts"

const location = Effect.gen(function* () {
  const params = yield* HttpRouter.params
  const environment = params["environment"]
  if (environment !== "draft" && environment !== "published") {
    return yield* fail(apiError(400, "VALIDATION_ERROR", `Unknown environment ${JSON.stringify(environment)}: use draft or published`))
  }
  const path = (params["*"] ?? "").replace(/^\/+|\/+$/g, "")
  if (path === "" || path.split("/").some((segment) => segment === "" || segment === "." || segment === "..")) {
    return yield* fail(apiError(400, "VALIDATION_ERROR", "Invalid path"))
  }
  const access = yield* requireScope("content")
  return { hubId: access.hubId, environment: environment as Environment, path }
})

const notFound = (path: string) => fail(apiError(404, "OBJECT_NOT_FOUND", `No file or folder at ${path}`))

const download = Effect.gen(function* () {
  const { hubId, environment, path } = yield* location
  const file = yield* readFile(hubId, environment, path)
  if (Option.isNone(file)) return yield* notFound(path)
  return HttpServerResponse.text(file.value.content, { contentType: "application/octet-stream" })
})

/** The multipart part named "file" (files here are text: templates, modules, CSS, JS, JSON). */
const uploadedText = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const parts = yield* request.multipartStream.pipe(
    Stream.mapEffect((part) =>
      part._tag === "File"
        ? Effect.map(part.contentEffect, (bytes) => ({ key: part.key, text: new TextDecoder().decode(bytes) }))
        : Effect.succeed({ key: part.key, text: part.value })
    ),
    Stream.runCollect,
    Effect.orElse(() => fail(apiError(400, "VALIDATION_ERROR", "Expected a multipart/form-data body")))
  )
  const file = Chunk.findFirst(parts, (part) => part.key === "file")
  if (Option.isNone(file)) return yield* fail(apiError(400, "VALIDATION_ERROR", 'The multipart body has no "file" part'))
  return file.value.text
})

const upload = Effect.gen(function* () {
  const { hubId, environment, path } = yield* location
  const content = yield* uploadedText
  return HttpServerResponse.unsafeJson(fileMetadata(yield* writeFile(hubId, environment, path, content)))
})

/**
 * DELETE deletes a file: HubSpot documents the call for files only, so a folder is refused rather
 * than emptied (a client deletes the files its metadata lists, one by one).
 */
const remove = Effect.gen(function* () {
  const { hubId, environment, path } = yield* location
  if ((yield* deleteFile(hubId, environment, path)) > 0) return HttpServerResponse.empty({ status: 204 })
  if ((yield* filesUnder(hubId, environment, path)).length > 0) {
    return yield* fail(
      apiError(400, "VALIDATION_ERROR", `${path} is a folder: only files can be deleted, so delete the files in it one by one`)
    )
  }
  return yield* notFound(path)
})

const metadata = Effect.gen(function* () {
  const { hubId, environment, path } = yield* location
  const file = yield* readFile(hubId, environment, path)
  if (Option.isSome(file)) return HttpServerResponse.unsafeJson(fileMetadata(file.value))
  const inside = yield* filesUnder(hubId, environment, path)
  return inside.length === 0 ? yield* notFound(path) : HttpServerResponse.unsafeJson(folderMetadata(path, inside))
})

export const sourceCodeRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/cms/v3/source-code/:environment/content/*", replied(download)),
  HttpRouter.put("/cms/v3/source-code/:environment/content/*", replied(upload)),
  HttpRouter.del("/cms/v3/source-code/:environment/content/*", replied(remove)),
  HttpRouter.get("/cms/v3/source-code/:environment/metadata/*", replied(metadata))
)
