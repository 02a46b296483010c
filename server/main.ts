// Entry point: `npx tsx server/main.ts`. Reads the environment, migrates and seeds the database,
// then serves the API, the sandboxes and the built SPA until SIGINT/SIGTERM.
import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"

import { makeAppLayer } from "./app.ts"
import { AppConfig } from "./config.ts"
import { BatchedLogLinesLive } from "./lib/log-lines.ts"
import { PublicUrl } from "./lib/public-url.ts"

const announce = Layer.effectDiscard(Effect.flatMap(PublicUrl, ({ port }) => Effect.logInfo(`Listening on http://localhost:${port}`)))

const MainLive = announce.pipe(Layer.provideMerge(makeAppLayer()), Layer.provide(AppConfig.fromEnv), Layer.provide(BatchedLogLinesLive))

NodeRuntime.runMain(Layer.launch(MainLive), { disablePrettyLogger: true })
