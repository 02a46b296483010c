// Rights before validation. Whoever may not act learns nothing about the shape of the request:
// every operation of the contract has one rule here, checked as soon as the caller is known (the server's
// Authentication middleware asks, and the HttpApi runs it before it decodes path, query and payload). A rule reads
// the raw path ids, the query and — where the target is named only in the body (portal, agency_id...) — the
// raw JSON body's id when it is well-formed; a malformed or missing id is left to validation, which names the
// field. A rule refuses only what the operation's service would refuse (403, or 404 where the service hides
// what exists), and an id that names nothing passes, so the operation's own 404 stays the answer. The domain
// services keep their own checks: this is the same decision made first, not a replacement.
import { Effect, Option } from "effect"

import { Forbidden, NotFound } from "#contract/errors.ts"
import type { User } from "#contract/user.ts"

import { PortalRepo } from "../../db/repos/PortalRepo.ts"
import { RightsRepo } from "../../db/repos/RightsRepo.ts"
import { NOT_FOUND } from "../messages.ts"
import { PortalReads } from "../portals/PortalReads.ts"
import {
  forbidden,
  isAdmin,
  isAgencyAdminOf,
  mayAdministerAgency,
  mayDeleteAuthored,
  mayJoinChannel,
  mayRequestTasksFor,
  requesterAgency,
  roleIn,
  scopeFor
} from "./Policy.ts"

/** The request as it came, before any decoding. */
export interface RawRequest {
  readonly path: Readonly<Record<string, string | undefined>>
  readonly query: Readonly<Record<string, string | ReadonlyArray<string>>>
  /** The JSON body's fields, when it is a JSON object. */
  readonly body: Readonly<Record<string, unknown>> | undefined
}

type Refusal = Forbidden | NotFound
type Check = Effect.Effect<void, Refusal>

interface Ask {
  readonly user: User
  readonly raw: RawRequest
  readonly repo: RightsRepo
  readonly portals: PortalRepo
  /** PortalRepo.visibility: from PortalReads' memory for reads, read afresh for calls that change something. */
  readonly visibility: PortalRepo["visibility"]
}

export type Rule = (ask: Ask) => Check

const pass: Check = Effect.void
const refuse: Check = Effect.suspend(() => Effect.fail(forbidden()))
const hide: Check = Effect.suspend(() => Effect.fail(new NotFound({ message: NOT_FOUND })))
const unless = (allowed: boolean, refusal: Check = refuse): Check => (allowed ? pass : refusal)

// ---- where a rule finds its target ---------------------------------------------------------------------

type Where = (raw: RawRequest) => unknown
const inPath =
  (name: string): Where =>
  (raw) =>
    raw.path[name]
const inQuery =
  (name: string): Where =>
  (raw) =>
    raw.query[name]
const inBody =
  (name: string): Where =>
  (raw) =>
    raw.body?.[name]

/** Our ids are positive int32, as a JSON number or (path, query) decimal digits; anything else is validation's. */
export const idOf = (value: unknown): number | undefined => {
  const number = typeof value === "number" ? value : typeof value === "string" && /^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN
  return Number.isInteger(number) && number >= 1 && number <= 2147483647 ? number : undefined
}

/** The rule for the id found there, or a pass when there is none or it is malformed. */
const withId =
  (where: Where, rule: (id: number, ask: Ask) => Check): Rule =>
  (ask) => {
    const id = idOf(where(ask.raw))
    return id === undefined ? pass : rule(id, ask)
  }

const all =
  (...rules: ReadonlyArray<Rule>): Rule =>
  (ask) =>
    Effect.forEach(rules, (rule) => rule(ask), { discard: true })

// ---- the rules -----------------------------------------------------------------------------------------

/** Any signed-in caller: the operation concerns the caller's own account, or its service scopes what it shows. */
const signedIn: Rule = () => pass
/** Not reached (the operation needs no token); listed so that every operation has a decision here. */
const open: Rule = () => pass
const superAdmin: Rule = ({ user }) => unless(isAdmin(user))
const support: Rule = ({ user }) => unless(user.is_support)

/** The portal lies in the caller's scope (their agencies' portals and grants; every one for super admins). */
const portalVisible = (id: number, { user, portals }: Ask, refusal: Check = refuse): Check =>
  isAdmin(user) ? pass : Effect.flatMap(portals.isVisible(id, scopeFor(user)), (visible) => unless(visible, refusal))

/** An existing portal outside the caller's scope is refused; one that does not exist passes (the call's own 404). */
const seesPortal = (where: Where, refusal: Check = refuse): Rule =>
  withId(where, (id, { user, visibility }) =>
    isAdmin(user)
      ? pass
      : Effect.flatMap(
          visibility(id, scopeFor(user)),
          Option.match({ onNone: () => pass, onSome: ({ visible }) => unless(visible, refusal) })
        )
  )

/** Sees the portal and administers its agency (set up, migrate, upgrade, edit, run experiments). */
const managesPortalId = (id: number, { user, visibility }: Ask): Check =>
  Effect.flatMap(
    visibility(id, scopeFor(user)),
    Option.match({
      onNone: () => pass,
      onSome: (portal) => Effect.zipRight(unless(portal.visible), unless(mayAdministerAgency(user, portal.agency_id)))
    })
  )
const managesPortal = (where: Where): Rule => withId(where, managesPortalId)

/** A saved layout or history entry: seen on its portal; deleted by its author and by admins only. */
const authored = (table: "layouts" | "histories", action: "view" | "delete"): Rule =>
  withId(inPath("id"), (id, ask) =>
    Effect.flatMap(
      ask.repo.authored(table, id),
      Option.match({
        onNone: () => pass,
        onSome: (row) =>
          Effect.zipRight(portalVisible(row.portal_id, ask), action === "delete" ? unless(mayDeleteAuthored(ask.user, row)) : pass)
      })
    )
  )

const batchVisible =
  (where: Where): Rule =>
  (ask) => {
    const id = where(ask.raw)
    if (typeof id !== "string" || id === "" || id.length > 255) return pass
    return Effect.flatMap(
      ask.repo.batchPortal(id),
      Option.match({ onNone: () => pass, onSome: (batch) => portalVisible(batch.portal_id, ask) })
    )
  }

const experiment = (manage: boolean): Rule =>
  withId(inPath("experiment"), (id, ask) =>
    Effect.flatMap(
      ask.repo.experimentPortal(id),
      Option.match({
        onNone: () => pass,
        onSome: (row) => (manage ? managesPortalId(row.portal_id, ask) : portalVisible(row.portal_id, ask))
      })
    )
  )

/** The agency exists and the predicate refuses the caller; an unknown agency is the service's 404. */
const agencyWhere = (where: Where, may: (user: User, agencyId: number) => boolean): Rule =>
  withId(where, (id, ask) => (may(ask.user, id) ? pass : Effect.flatMap(ask.repo.agencyExists(id), (exists) => unless(!exists))))

const isMember = (user: User, agencyId: number) => user.agencies.some((agency) => agency.id === agencyId)
/** Members of the agency and super admins (credits, payments seen, billing standing). */
const agencyMember = (where: Where) => agencyWhere(where, (user, id) => isAdmin(user) || isMember(user, id))
/** Who pays for an agency's plans and cards: its agency admins and super admins. */
const agencyPayer = (where: Where) => agencyWhere(where, (user, id) => isAdmin(user) || isAgencyAdminOf(user, id))
/** Who reads an agency's whole activity: its agency admins and super admins (the same people as its payers). */
const agencyAdministrator = agencyPayer

/** Plain users see only their own payments; the agency's admins and super admins see every one. */
const paymentVisible: Rule = withId(inPath("paymentId"), (id, ask) =>
  Effect.flatMap(
    ask.repo.payment(id),
    Option.match({
      onNone: () => pass,
      onSome: (payment) =>
        mayAdministerAgency(ask.user, payment.agency_id)
          ? pass
          : unless(isMember(ask.user, payment.agency_id) && payment.user_id === ask.user.id)
    })
  )
)

/** An agency admin of at least one agency (or a super admin): who may ever edit or remove members. */
const administersSome = (user: User) => isAdmin(user) || user.agencies.some((agency) => agency.role.name === "agency-admin")

/** A user the caller may be shown: anyone for super admins, members of a shared agency for others (else 404). */
const userVisible = (then: (agencies: ReadonlyArray<number>, ask: Ask) => Check = () => pass): Rule =>
  withId(inPath("id"), (id, ask) =>
    Effect.flatMap(
      ask.repo.userAgencies(id),
      Option.match({
        onNone: () => pass,
        onSome: (agencies) =>
          isAdmin(ask.user) || agencies.some((agency) => roleIn(ask.user, agency) !== undefined) ? then(agencies, ask) : hide
      })
    )
  )

/**
 * Editing or removing a member: an agency admin somewhere, who sees the member (else 404, as the service
 * answers), and administers the agency named, else one the member belongs to.
 */
const managesMember =
  (where: Where): Rule =>
  (ask) => {
    const { user, raw } = ask
    if (isAdmin(user)) return pass
    if (!administersSome(user)) return refuse
    return userVisible((agencies) => {
      const named = where(raw)
      if (named === undefined || named === null) return unless(agencies.some((agency) => roleIn(user, agency) === "agency-admin"))
      const agencyId = idOf(named)
      return unless(agencyId === undefined || roleIn(user, agencyId) === "agency-admin")
    })(ask)
  }

/** Nobody deletes themselves: the service says so in its own words ('Can not delete user.'). */
const usersRemove: Rule = (ask) => (idOf(ask.raw.path["id"]) === ask.user.id ? pass : managesMember(inQuery("agency_id"))(ask))

const usersList: Rule = ({ user, raw }) => {
  if (isAdmin(user)) return pass
  const one = idOf(raw.query["agency_id"])
  if (one !== undefined && !isMember(user, one)) return refuse
  const several = raw.query["agency_ids"]
  if (typeof several === "string") {
    const ids = several.split(",").map(idOf)
    if (ids.every((id) => id !== undefined) && ids.some((id) => !isMember(user, id!))) return refuse
  }
  return pass
}

const usersUpdate: Rule = all(
  ({ user, raw }) => unless(isAdmin(user) || raw.body?.["role"] !== "admin"),
  managesMember(inBody("agency_id"))
)

/** An invitation: super admins invite anyone; members invite into their agency, plain users only plain users. */
const usersInvite: Rule = ({ user, raw }) => {
  if (isAdmin(user)) return pass
  const body = raw.body ?? {}
  if (body["role"] === "admin" || body["sr_beta"] === true || body["is_support"] === true) return refuse
  const named = body["agency_id"]
  const agencyId = named === undefined || named === null ? user.agency?.id : idOf(named)
  if (agencyId === undefined) return pass
  const held = roleIn(user, agencyId)
  return unless(held !== undefined && !(held === "user" && typeof body["role"] === "string" && body["role"] !== "user"))
}

/** Deleting an agency account: super admins any; agency admins the one named, else their current one. */
const agencyAccountDelete: Rule = ({ user, raw }) => {
  if (isAdmin(user)) return pass
  const named = raw.query["agency_id"]
  const agencyId = named === undefined ? user.agency?.id : idOf(named)
  if (named !== undefined && agencyId === undefined) return pass
  return unless(agencyId !== undefined && isAgencyAdminOf(user, agencyId))
}

/** Signing in a portal: a new one is added to an agency the caller administers; an existing one must be seen. */
const oauthUrl: Rule = (ask) => {
  const { user, raw } = ask
  const purpose = raw.body?.["purpose"]
  const portal = raw.body?.["portal_id"]
  const adding = purpose === "add" || (purpose === undefined && (portal === undefined || portal === null))
  if (!adding) return seesPortal(inBody("portal_id"))(ask)
  const named = raw.body?.["agency_id"]
  if (named === undefined || named === null) return unless(administersSome(user))
  return agencyPayer(inBody("agency_id"))(ask)
}

/** A module purchase spends the credit of an agency the caller belongs to, on that agency's portal. */
const modulePurchase: Rule = all(seesPortal(inBody("portal_id")), agencyWhere(inBody("agency_id"), isMember), (ask) => {
  const portalId = idOf(ask.raw.body?.["portal_id"])
  const agencyId = idOf(ask.raw.body?.["agency_id"])
  if (portalId === undefined || agencyId === undefined) return pass
  return Effect.flatMap(
    ask.repo.portal(portalId),
    Option.match({ onNone: () => pass, onSome: (portal) => unless(portal.agency_id === agencyId) })
  )
})

/** Task requests: the admins of a SaaS agency (and super admins, who only read them). */
const tasksRequester: Rule = ({ user }) => unless(isAdmin(user) || requesterAgency(user) !== undefined)
const taskOf = (write: boolean): Rule =>
  all(
    tasksRequester,
    withId(inPath("id"), (id, ask) =>
      Effect.flatMap(
        ask.repo.taskAgency(id),
        Option.match({
          onNone: () => pass,
          onSome: (task) => (mayRequestTasksFor(ask.user, task.agency_id) ? pass : isAdmin(ask.user) ? unless(!write) : hide)
        })
      )
    )
  )
const tasksCreate: Rule = (ask) => {
  const agency = requesterAgency(ask.user)
  if (agency === undefined) return refuse
  return withId(inBody("portal_id"), (id, { repo }) =>
    Effect.flatMap(repo.portal(id), Option.match({ onNone: () => pass, onSome: (portal) => unless(portal.agency_id === agency.id) }))
  )(ask)
}

/** With a status other than active, the plans list shows inactive plans: the super admin's. */
const plansList: Rule = (ask) => {
  const status = ask.raw.query["status"]
  return status === undefined || status === "1" ? pass : superAdmin(ask)
}

const channelAuth: Rule = ({ user, raw }) => {
  const channel = raw.body?.["channel_name"]
  return typeof channel === "string" ? unless(mayJoinChannel(user, channel)) : pass
}

/** Most portal work names its portal as `portal`, in the query (reads) or the body (changes). */
const queryPortal = seesPortal(inQuery("portal"))
const bodyPortal = seesPortal(inBody("portal"))
/** A portal's own admin pages (/portals/:id/...): set up, migrate, upgrade, edit. */
const managedPortal = managesPortal(inPath("id"))

/** One rule per operation id of the contract ("group.endpoint"); the authorization matrix (tests/server/fuzz) fails when one is missing. */
export const rules: Readonly<Record<string, Rule>> = {
  "auth.login": open,
  "auth.passwordReset": open,
  "auth.passwordSetup": open,
  "auth.confirmEmail": open,
  "auth.clientConfig": open,
  "session.logout": signedIn,
  "session.me": signedIn,
  "session.updateMe": signedIn,
  "session.deleteMe": signedIn,
  "session.channelAuth": channelAuth,
  "portal.list": signedIn,
  "portalHealth.list": signedIn,
  "portalHealth.read": seesPortal(inPath("id"), hide),
  "portal.read": seesPortal(inPath("id")),
  "adminPortal.list": superAdmin,
  "adminPortal.read": superAdmin,
  "guestPortal.list": open,
  "guestPortal.read": open,
  "module.list": queryPortal,
  "module.groups": queryPortal,
  "module.installGroup": bodyPortal,
  "module.purchase": modulePurchase,
  "module.checkFiles": bodyPortal,
  "module.install": bodyPortal,
  "module.upgrade": bodyPortal,
  "module.revert": bodyPortal,
  "module.upgrades": queryPortal,
  "module.diff": queryPortal,
  "guestModule.list": open,
  "guestModule.groups": open,
  "batch.read": batchVisible(inPath("id")),
  "batch.result": batchVisible(inPath("id")),
  // A portal's batches hide the portal itself from those who may not see it (404).
  "batch.portalBatches": seesPortal(inPath("id"), hide),
  // The portal audit hides the portal from those who may not see it (404), as its batches do.
  "audit.latest": seesPortal(inPath("id"), hide),
  "audit.run": seesPortal(inPath("id"), hide),
  "audit.file": seesPortal(inPath("id"), hide),
  // The overwrite check hides the portal as its audit does; the operation's own rights are the service's.
  "overwrite.check": seesPortal(inPath("id"), hide),
  "layout.list": queryPortal,
  "layout.read": authored("layouts", "view"),
  "layout.create": bodyPortal,
  "layout.update": authored("layouts", "view"),
  "layout.remove": authored("layouts", "delete"),
  "layout.apply": all(authored("layouts", "view"), bodyPortal),
  "layout.applyCheck": all(authored("layouts", "view"), queryPortal),
  "history.list": queryPortal,
  "history.read": authored("histories", "view"),
  "history.create": bodyPortal,
  "history.update": authored("histories", "view"),
  "history.remove": authored("histories", "delete"),
  "history.restore": authored("histories", "view"),
  "file.list": queryPortal,
  "file.install": bodyPortal,
  "file.upgrade": bodyPortal,
  "file.revert": bodyPortal,
  "file.upgradeAll": bodyPortal,
  "file.diff": queryPortal,
  "pageTemplate.list": queryPortal,
  "pageTemplate.install": bodyPortal,
  "pageTemplate.createPage": batchVisible(inBody("batch_id")),
  "pageTemplate.installBlog": bodyPortal,
  "pageTemplate.installSystem": bodyPortal,
  "guestPageTemplate.list": open,
  "domain.list": seesPortal(inQuery("portal_id")),
  "domain.read": seesPortal(inQuery("portal_id")),
  "oauth.url": oauthUrl,
  "oauth.callback": signedIn,
  "oauth.connection": seesPortal(inPath("portal_id")),
  "setup.checkFolder": managedPortal,
  "setup.setup": managesPortal(inBody("portal_id")),
  "setup.setupCustom": managesPortal(inBody("portal_id")),
  "portalManage.create": superAdmin,
  "portalManage.createChild": superAdmin,
  "portalManage.update": managedPortal,
  "portalManage.remove": superAdmin,
  "portalManage.deletion": superAdmin,
  "portalManage.removeInstallation": superAdmin,
  "migration.pages": managedPortal,
  "migration.migrate": managedPortal,
  "migration.revert": managedPortal,
  "portalVersion.upgradeFiles": seesPortal(inQuery("portal_id")),
  "portalVersion.check": seesPortal(inPath("id")),
  "portalVersion.upgrade": managedPortal,
  "plans.list": plansList,
  "plans.credits": signedIn,
  "planAdmin.credits": signedIn,
  "planAdmin.credit": signedIn,
  "planAdmin.createCredit": superAdmin,
  "planAdmin.readCredit": signedIn,
  "planAdmin.updateCredit": superAdmin,
  "planAdmin.deleteCredit": superAdmin,
  "planAdmin.read": signedIn,
  "planAdmin.create": superAdmin,
  "planAdmin.update": superAdmin,
  "planAdmin.remove": superAdmin,
  "billing.setupIntent": agencyPayer(inPath("agencyId")),
  "billing.paymentIntent": agencyMember(inPath("agencyId")),
  "billing.addPaymentMethod": agencyPayer(inBody("agency")),
  "billing.paymentMethods": agencyPayer(inQuery("agency")),
  "billing.deletePaymentMethod": agencyPayer(inQuery("agency")),
  "billing.charge": agencyPayer(inBody("agency")),
  "billing.subscribe": agencyPayer(inBody("agency")),
  "billing.applyCoupon": signedIn,
  "billing.upgradePortal": agencyPayer(inPath("agencyId")),
  "billing.paymentStatus": paymentVisible,
  "billing.history": agencyMember(inQuery("agency")),
  "billing.standing": agencyMember(inQuery("agency")),
  "billing.prePlan": agencyPayer(inBody("agency_id")),
  "logs.list": superAdmin,
  "agencyActivity.list": agencyAdministrator(inPath("id")),
  "agencyActivity.export": agencyAdministrator(inPath("id")),
  "pageViews.record": signedIn,
  "pageViews.report": superAdmin,
  "experiments.list": seesPortal(inPath("portal")),
  "experiments.options": seesPortal(inPath("portal")),
  "experiments.create": managesPortal(inPath("portal")),
  "experiments.read": experiment(false),
  "experiments.start": experiment(true),
  "experiments.stop": experiment(true),
  "experiments.declareWinner": experiment(true),
  "experiments.delete": experiment(true),
  "experimentEvents.collect": open,
  "notifications.list": signedIn,
  "notifications.check": signedIn,
  "notifications.readAll": signedIn,
  "notifications.read": signedIn,
  "notifications.sync": superAdmin,
  "notifications.digest": signedIn,
  "notifications.setDigest": signedIn,
  "users.list": usersList,
  "users.get": userVisible(),
  "users.createAdmin": superAdmin,
  "users.update": usersUpdate,
  "users.remove": usersRemove,
  "users.invite": usersInvite,
  "users.autoAccept": signedIn,
  // The list names at most one agency (its members only); an invitation's id is checked by its service,
  // which answers 404 alike for one the caller may not manage and one that is gone (no body to validate).
  "users.listInvitations": usersList,
  "users.resendInvitation": signedIn,
  "users.revokeInvitation": signedIn,
  "invitations.read": open,
  "invitations.accept": open,
  "invitations.autoLogin": open,
  "invitations.v5AutoLogin": open,
  "agencies.list": signedIn,
  "agencies.get": agencyMember(inPath("id")),
  "agencies.create": superAdmin,
  "agencies.update": superAdmin,
  "agencies.remove": superAdmin,
  "agencies.deletion": superAdmin,
  "registration.sendMeInvite": open,
  "profiles.guides": signedIn,
  "profiles.onboarding": signedIn,
  "profiles.saveProfile": signedIn,
  "profiles.askReview": signedIn,
  "agencyAccount.deletionMe": agencyAccountDelete,
  "agencyAccount.deleteMe": agencyAccountDelete,
  "tasks.list": tasksRequester,
  "tasks.create": tasksCreate,
  "tasks.get": taskOf(false),
  "tasks.update": taskOf(true),
  "tasks.comment": taskOf(true),
  "supportTasks.list": support,
  "supportTasks.facets": support,
  "supportTasks.get": support,
  "supportTasks.update": support,
  "supportTasks.comment": support,
  // Rollouts: a portal the caller may not work on is refused as input (422 portal_ids.N, as one that does not
  // exist), and a rollout is read or changed by whoever sees its portals (404 / 403 from the service). Their only
  // other input is the rollout's id in the path, so the service's own check comes before anything else is read.
  "rollout.preview": signedIn,
  "rollout.create": signedIn,
  "rollout.list": signedIn,
  "rollout.read": signedIn,
  "rollout.pause": signedIn,
  "rollout.resume": signedIn,
  "rollout.cancel": signedIn,
  "rollout.rollback": signedIn
}

export class Rights extends Effect.Service<Rights>()("server/domain/Rights", {
  effect: Effect.gen(function* () {
    const repo = yield* RightsRepo
    const portals = yield* PortalRepo
    const reads = yield* PortalReads

    /**
     * The operation's rule for this caller and request: a refusal fails with 403 (or the service's 404). `fresh`
     * (every call but a read) reads the portal's visibility afresh rather than from PortalReads' memory.
     */
    const admit = (operationId: string, user: User, raw: RawRequest, { fresh }: { readonly fresh: boolean }): Check => {
      const rule = rules[operationId]
      // Every operation has a rule (the authorization matrix checks it); nothing else is asked about.
      return rule === undefined ? pass : rule({ user, raw, repo, portals, visibility: fresh ? portals.visibility : reads.visibility })
    }

    /** Rules that admit every signed-in caller whatever the request holds: nothing need be read for them. */
    const anyone = new Set<Rule>([signedIn, open])
    const admitsAnyone = (operationId: string) => {
      const rule = rules[operationId]
      return rule !== undefined && anyone.has(rule)
    }

    return { admit, admitsAnyone } as const
  }),
  dependencies: [RightsRepo.Default]
}) {}
