// Paths other layers link to; route files in app/routes declare the same ones.
export const RoutePath = {
  Login: "/",
  ForgotPassword: "/forgot-password",
  ResetPassword: "/reset-password",
  PortalsMain: "/portals-main",
  PortalsGuest: "/portals-guest",
  BadRequest: "/400",
  AdminTasks: "/admin/tasks",
  AdminLogging: "/admin-logging",
  Tasks: "/tasks",
  SrSetup: "/sr-setup",
  PortalsStart: "/portals-start",
  CustomPageComplete: "/portals-main/custom-page-complete",
  PaymentProcess: "/payment-process",
  PaymentSuccess: "/payment-success",
  Rollouts: "/rollouts",
  NewRollout: "/rollouts/new"
} as const

/** A payment's status page (the fallback when its realtime event does not arrive). */
export const paymentProcessHref = (paymentId: number) => `${RoutePath.PaymentProcess}?payment=${paymentId}`

/** The setup wizard of a portal that was never set up. */
export const srSetupHref = (portalId: number) => `${RoutePath.SrSetup}?portal=${portalId}`

/** Where a page template's install is followed to its page once the drawer is closed. */
export const customPageCompleteHref = (portalId: number, batchId: string) =>
  `${RoutePath.CustomPageComplete}?${new URLSearchParams({ portal: String(portalId), batch: batchId }).toString()}`

/** A rollout's progress page. */
export const rolloutHref = (rolloutId: string) => `${RoutePath.Rollouts}/${rolloutId}`
