// The "module" group: the catalogue as one portal sees it, purchases with agency credits, and
// install / upgrade / revert into the portal's CRM.
import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"

import { Api } from "#contract/api.ts"
import { PagedList } from "#contract/common.ts"
import { Module } from "#contract/module.ts"
import { CurrentUser } from "#contract/security.ts"

import { ModuleCatalog } from "../../domain/modules/ModuleCatalog.ts"
import { ModuleDiff } from "../../domain/modules/ModuleDiff.ts"
import { ModuleGroups } from "../../domain/modules/ModuleGroups.ts"
import { ModuleInstaller } from "../../domain/modules/ModuleInstaller.ts"
import { ModulePurchases } from "../../domain/modules/ModulePurchases.ts"
import { PortalUpgrades } from "../../domain/modules/PortalUpgrades.ts"
import { scopeFor } from "../../domain/policy/Policy.ts"
import { encodedOnce } from "../encodedOnce.ts"

const asData = <A>(data: A) => ({ data })

const ModuleList = PagedList(Module)
/** The module list's page, encoded once per answer (ModuleCatalog hands out the same answer while nothing changed). */
export const moduleListBody = encodedOnce(ModuleList, (list: typeof ModuleList.Type) => list)

export const ModuleHttpLive = HttpApiBuilder.group(Api, "module", (handlers) =>
  Effect.gen(function* () {
    const catalog = yield* ModuleCatalog
    const purchases = yield* ModulePurchases
    const installer = yield* ModuleInstaller
    const moduleDiff = yield* ModuleDiff
    const moduleGroups = yield* ModuleGroups
    const upgrades = yield* PortalUpgrades
    return handlers
      .handle("list", ({ urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => catalog.list(scopeFor(user), urlParams)).pipe(Effect.flatMap(moduleListBody))
      )
      .handle("groups", ({ urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => moduleGroups.groups(user, urlParams.portal)).pipe(Effect.map(asData))
      )
      .handle("installGroup", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => moduleGroups.installGroup(user, payload)).pipe(
          Effect.map((batch_id) => ({ data: { batch_id } }))
        )
      )
      .handle("purchase", ({ payload }) => Effect.flatMap(CurrentUser, (user) => purchases.purchase(user, payload)))
      .handle("checkFiles", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => installer.checkFiles(user, payload)).pipe(Effect.map((files) => ({ data: { files } })))
      )
      .handle("install", ({ payload }) => Effect.flatMap(CurrentUser, (user) => installer.install(user, payload)).pipe(Effect.map(asData)))
      .handle("upgrade", ({ payload }) => Effect.flatMap(CurrentUser, (user) => installer.upgrade(user, payload)).pipe(Effect.map(asData)))
      .handle("revert", ({ payload }) => Effect.flatMap(CurrentUser, (user) => installer.revert(user, payload)).pipe(Effect.map(asData)))
      .handle("upgrades", ({ urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => upgrades.summary(user, urlParams.portal)).pipe(Effect.map(asData))
      )
      .handle("diff", ({ path, urlParams }) =>
        Effect.flatMap(CurrentUser, (user) => moduleDiff.diff(user, path.key, urlParams.portal)).pipe(Effect.map(asData))
      )
  })
).pipe(
  // Built here from the catalogue and file services the app already provides.
  Layer.provide(PortalUpgrades.Default)
)
