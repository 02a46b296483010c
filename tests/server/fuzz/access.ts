// Who may call each operation, one decision per operation id of the contract (ASVS 4.1/4.2).
// authorization-matrix.test.ts fails when an operation has no entry here or an entry names no operation,
// so a new endpoint cannot ship without someone deciding who may call it.
//
// Levels (spec 02 §6 "Roles and permissions", spec 01 roles; aimed at agency A = Demo Agency):
// - public: no token needed (sign-in, password reset, invitations, the guest demo, the experiment beacon).
// - self: any signed-in caller, acting on their own account or their own agencies' data only
//   (a caller of another agency is allowed, but its answer must hold none of agency A's data).
// - agencyMember: a member of agency A with access to the portal concerned (A's admin, A's user granted
//   Acme Portal) and the super admin; another agency's admin is refused (403/404).
// - agencyAdmin: A's agency admin and the super admin; A's plain user and other agencies are refused.
// - superAdmin: the super admin only.
// - support: the support team (is_support; the seeded super admin is on it) only.
// - anyAdmin: the super admin and the admin of any agency, each for their own agencies (B's admin is allowed
//   but must see none of A's data); plain users are refused.
// - ownAgencyAdmin: A's agency admin only — acting for an agency; the super admin belongs to none.
// - ownAgencyMember: A's admin and A's user, not the super admin (buying for an agency needs its credit).
// - subjectUser: only the user the request is about (a private-user.{id} channel is that user's alone).
export type Access =
  | "public"
  | "self"
  | "agencyMember"
  | "agencyAdmin"
  | "superAdmin"
  | "support"
  | "anyAdmin"
  | "ownAgencyAdmin"
  | "ownAgencyMember"
  | "subjectUser"

export const access: Record<string, Access> = {
  // Authentication (spec 01 §7).
  "auth.login": "public",
  "auth.passwordReset": "public",
  "auth.passwordSetup": "public",
  // The mailed token is the proof (a link opened in any browser); the bearer is not needed.
  "auth.confirmEmail": "public",
  "auth.clientConfig": "public",
  "session.logout": "self",
  "session.me": "self",
  "session.updateMe": "self",
  "session.deleteMe": "self",
  "session.channelAuth": "subjectUser",
  // Portals: everyone gets their own; the admin listing is the super admin's (spec 02 §6).
  "portal.list": "self",
  // The health overview lists exactly what portal.list lists.
  "portalHealth.list": "self",
  // One portal's row: whoever sees the portal (its own page).
  "portalHealth.read": "agencyMember",
  "portal.read": "agencyMember",
  "adminPortal.list": "superAdmin",
  "adminPortal.read": "superAdmin",
  "guestPortal.list": "public",
  "guestPortal.read": "public",
  // Modules, files, templates of a portal: whoever may work on the portal. Connecting, setting up, migrating and
  // upgrading a portal, experiments and billing are the agency admin's (the server refuses plain users: kept).
  "module.list": "agencyMember",
  "module.groups": "agencyMember",
  "module.installGroup": "agencyMember",
  "module.purchase": "ownAgencyMember",
  "module.checkFiles": "agencyMember",
  "module.install": "agencyMember",
  "module.upgrade": "agencyMember",
  "module.revert": "agencyMember",
  "module.upgrades": "agencyMember",
  "module.diff": "agencyMember",
  "guestModule.list": "public",
  "guestModule.groups": "public",
  "batch.read": "agencyMember",
  "batch.result": "agencyMember",
  "batch.portalBatches": "agencyMember",
  // The portal audit: whoever may install modules in the portal runs it and reads it.
  "audit.latest": "agencyMember",
  "audit.run": "agencyMember",
  "audit.file": "agencyMember",
  // The overwrite check: whoever may make the write it reviews (install, upgrade, restore, apply).
  "overwrite.check": "agencyMember",
  "layout.list": "agencyMember",
  "layout.read": "agencyMember",
  "layout.create": "agencyMember",
  "layout.update": "agencyMember",
  // Layouts and History entries are deleted by their author and by admins only: the fixture's are
  // A's admin's, so A's plain user may not delete them.
  "layout.remove": "agencyAdmin",
  // Applying a layout changes the target portal: whoever may work on it (and on the layout's portal).
  "layout.apply": "agencyMember",
  "layout.applyCheck": "agencyMember",
  "history.list": "agencyMember",
  "history.read": "agencyMember",
  "history.create": "agencyMember",
  "history.update": "agencyMember",
  "history.remove": "agencyAdmin",
  "history.restore": "agencyMember",
  "file.list": "agencyMember",
  "file.install": "agencyMember",
  "file.upgrade": "agencyMember",
  "file.revert": "agencyMember",
  "file.upgradeAll": "agencyMember",
  "file.diff": "agencyMember",
  "pageTemplate.list": "agencyMember",
  "pageTemplate.install": "agencyMember",
  "pageTemplate.createPage": "agencyMember",
  "pageTemplate.installBlog": "agencyMember",
  "pageTemplate.installSystem": "agencyMember",
  "guestPageTemplate.list": "public",
  "domain.list": "agencyMember",
  "domain.read": "agencyMember",
  "oauth.url": "agencyMember",
  "oauth.callback": "self",
  "oauth.connection": "agencyMember",
  "setup.checkFolder": "agencyAdmin",
  "setup.setup": "agencyAdmin",
  "setup.setupCustom": "agencyAdmin",
  // Portal actions Edit, Delete and Delete SR are the super admin's (spec 02 §6); adding a portal is an agency's.
  "portalManage.create": "superAdmin",
  "portalManage.createChild": "superAdmin",
  // Agency admins edit their portals' name and domain (spec 01 "Agency-admin portal detail"); the rest is the super admin's.
  "portalManage.update": "agencyAdmin",
  // What a delete would take: whoever may delete it.
  "portalManage.deletion": "superAdmin",
  "portalManage.remove": "superAdmin",
  "portalManage.removeInstallation": "superAdmin",
  "migration.pages": "agencyAdmin",
  "migration.migrate": "agencyAdmin",
  "migration.revert": "agencyAdmin",
  "portalVersion.upgradeFiles": "agencyMember",
  "portalVersion.check": "agencyMember",
  "portalVersion.upgrade": "agencyAdmin",
  // Plans and credit packs: everyone reads; Add/Edit/Delete are the super admin's (spec 02 §6).
  "plans.list": "self",
  "plans.credits": "self",
  "planAdmin.credits": "self",
  "planAdmin.credit": "self",
  "planAdmin.createCredit": "superAdmin",
  "planAdmin.readCredit": "self",
  "planAdmin.updateCredit": "superAdmin",
  "planAdmin.deleteCredit": "superAdmin",
  "planAdmin.read": "self",
  "planAdmin.create": "superAdmin",
  "planAdmin.update": "superAdmin",
  "planAdmin.remove": "superAdmin",
  // Billing of agency A: its members buy (credit_limit of a member, spec 02 §6); others are refused.
  "billing.setupIntent": "agencyAdmin",
  "billing.paymentIntent": "agencyMember",
  "billing.addPaymentMethod": "agencyAdmin",
  "billing.paymentMethods": "agencyAdmin",
  "billing.deletePaymentMethod": "agencyAdmin",
  "billing.charge": "agencyAdmin",
  "billing.subscribe": "agencyAdmin",
  "billing.applyCoupon": "self",
  "billing.upgradePortal": "agencyAdmin",
  // Plain users see only their own payments: the fixture's payment is A's admin's.
  "billing.paymentStatus": "agencyAdmin",
  "billing.history": "agencyMember",
  "billing.standing": "agencyMember",
  "billing.prePlan": "agencyAdmin",
  "logs.list": "superAdmin",
  "agencyActivity.list": "agencyAdmin",
  "agencyActivity.export": "agencyAdmin",
  // First-party page views: any signed-in user reports their own; the report is the super admin's.
  "pageViews.record": "self",
  "pageViews.report": "superAdmin",
  "experiments.list": "agencyMember",
  "experiments.options": "agencyMember",
  "experiments.create": "agencyAdmin",
  "experiments.read": "agencyMember",
  "experiments.start": "agencyAdmin",
  "experiments.stop": "agencyAdmin",
  "experiments.declareWinner": "agencyAdmin",
  "experiments.delete": "agencyAdmin",
  "experimentEvents.collect": "public",
  "notifications.list": "self",
  "notifications.check": "self",
  "notifications.readAll": "self",
  "notifications.read": "self",
  "notifications.sync": "superAdmin",
  // Each caller reads and sets their own daily digest choice.
  "notifications.digest": "self",
  "notifications.setDigest": "self",
  // Users (spec 02 §6): members see their agency's users; admins and agency admins act on them; only the
  // super admin creates an admin with a password.
  "users.list": "self",
  "users.get": "agencyMember",
  "users.createAdmin": "superAdmin",
  "users.update": "agencyAdmin",
  "users.remove": "agencyAdmin",
  "users.invite": "agencyMember",
  "users.autoAccept": "self",
  // Pending invitations: each caller lists those they manage (their agencies'; a plain user the ones they sent).
  "users.listInvitations": "self",
  "users.resendInvitation": "agencyMember",
  "users.revokeInvitation": "agencyMember",
  "invitations.read": "public",
  "invitations.accept": "public",
  "invitations.autoLogin": "public",
  "invitations.v5AutoLogin": "public",
  // Agencies: Add, Edit, Delete are the super admin's (spec 02 §6).
  "agencies.list": "self",
  "agencies.get": "agencyMember",
  "agencies.create": "superAdmin",
  "agencies.update": "superAdmin",
  "agencies.deletion": "superAdmin",
  "agencies.remove": "superAdmin",
  "registration.sendMeInvite": "public",
  "profiles.guides": "self",
  "profiles.onboarding": "self",
  "profiles.saveProfile": "self",
  "profiles.askReview": "self",
  // 'Delete Agency Account': admin or agency admin (spec 02 §6); aimed at agency A (agency_id).
  "agencyAccount.deletionMe": "agencyAdmin",
  "agencyAccount.deleteMe": "agencyAdmin",
  "tasks.list": "anyAdmin",
  "tasks.create": "ownAgencyAdmin",
  "tasks.get": "agencyAdmin",
  "tasks.update": "ownAgencyAdmin",
  "tasks.comment": "ownAgencyAdmin",
  "supportTasks.list": "support",
  "supportTasks.facets": "support",
  "supportTasks.get": "support",
  "supportTasks.update": "support",
  "supportTasks.comment": "support",
  // Rollouts: any signed-in caller may preview or start one, but only over portals they may install modules in
  // (another agency's portal is refused as input, 422 portal_ids.N, as one that does not exist: B's admin learns
  // nothing of A). A rollout is read and paused, resumed, cancelled or rolled back by whoever sees its portals.
  "rollout.preview": "self",
  "rollout.create": "self",
  "rollout.list": "self",
  "rollout.read": "agencyMember",
  "rollout.pause": "agencyMember",
  "rollout.resume": "agencyMember",
  "rollout.cancel": "agencyMember",
  "rollout.rollback": "agencyMember"
}
