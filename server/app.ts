// Composition root: configuration → database (migrated, seeded) → repositories → domain → HTTP; each stage
// is built in composition/, and this file starts the listener and the background workers over them.
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer } from "effect"

import { migratedDatabase } from "./composition/database.ts"
import { DomainLive } from "./composition/domain.ts"
import { HttpLive } from "./composition/http.ts"
import { AppConfig } from "./config.ts"
import { Database } from "./db/client.ts"
import { AuthCache } from "./domain/auth/AuthCache.ts"
import { BatchWorker, BatchWorkerRunning } from "./domain/batches/BatchWorker.ts"
import { PaymentReconcilerRunning } from "./domain/billing/PaymentReconciler.ts"
import { DailyDigest, DailyDigestRunning } from "./domain/notifications/DailyDigest.ts"
import { PortalReads } from "./domain/portals/PortalReads.ts"
import { RolloutCoordinator, RolloutCoordinatorRunning } from "./domain/rollouts/RolloutCoordinator.ts"
import { PaymentSettingsLive, PaymentsLive } from "./http/billing/webhook.ts"
import { createHoldingServer } from "./http/holdingServer.ts"
import { NodeServer, RealtimeLive, RealtimeSettingsLive } from "./http/realtime.ts"
import { CrmLive } from "./http/sandbox-hubspot.ts"
import { Secrets } from "./lib/app-key.ts"
import { PublicUrl } from "./lib/public-url.ts"

export { migratedDatabase }

export interface AppOptions {
  /** Where the database is; default: DATABASE_URL or the embedded one (Database.fromConfig). */
  readonly database?: Layer.Layer<Database, never, AppConfig>
  /** Run the batch worker in the background (default true); tests may drive BatchWorker themselves. */
  readonly batchWorker?: boolean
  /** Run the payment reconciliation sweep in the background (default true). */
  readonly paymentSweep?: boolean
  /** Run the daily digest mail pass in the background (default true); tests may call DailyDigest.sendDue. */
  readonly dailyDigest?: boolean
}

/** The whole server for the given settings: listening, migrated, seeded. */
export const makeAppLayer = (options: AppOptions = {}) => {
  const NodeServerLive = Layer.sync(NodeServer, createHoldingServer)
  const HttpServerLive = Layer.unwrapEffect(
    Effect.gen(function* () {
      const settings = yield* AppConfig
      const server = yield* NodeServer
      return NodeHttpServer.layer(() => server, { port: settings.port, host: settings.host })
    })
  )
  // Realtime and the CRM client need the address we really listen on (PORT=0 in tests).
  const ExternalServicesLive = Layer.mergeAll(RealtimeLive, CrmLive, PaymentsLive).pipe(
    Layer.provideMerge(Layer.merge(RealtimeSettingsLive, PaymentSettingsLive))
  )
  // BatchWorker stays in the output so tests can drive it.
  const WorkerLive = Layer.mergeAll(
    Layer.effect(BatchWorker, BatchWorker),
    options.batchWorker === false ? Layer.empty : BatchWorkerRunning,
    // The rollout coordinator starts rollouts' portals as batches for the worker and settles them after.
    Layer.effect(RolloutCoordinator, RolloutCoordinator),
    options.batchWorker === false ? Layer.empty : RolloutCoordinatorRunning,
    options.paymentSweep === false ? Layer.empty : PaymentReconcilerRunning,
    // DailyDigest stays in the output so tests can run a pass themselves.
    Layer.effect(DailyDigest, DailyDigest),
    options.dailyDigest === false ? Layer.empty : DailyDigestRunning
  )
  return Layer.merge(HttpLive, WorkerLive).pipe(
    Layer.provide(DomainLive),
    Layer.provideMerge(ExternalServicesLive),
    // Who each bearer token belongs to, remembered for a few seconds (Sessions reads it; the HTTP layer and
    // realtime events make it forget).
    Layer.provideMerge(AuthCache.Default),
    // Whether a caller sees a portal and the module list's portal context, remembered for a few seconds (the rights
    // check and ModuleCatalog read it; this process's writes and the portal_read_changes journal make it forget).
    Layer.provideMerge(PortalReads.Default),
    Layer.provideMerge(PublicUrl.layer),
    Layer.provideMerge(HttpServerLive),
    Layer.provideMerge(NodeServerLive),
    // The database is migrated and seeded before the server starts listening.
    Layer.provideMerge(migratedDatabase(options.database ?? Database.fromConfig)),
    Layer.provideMerge(Secrets.layer)
  )
}
