// Agency states that change what its members may do.
import type { UserAgency } from "@/shared/api"

/** A suspended agency's editors are restricted (spec 1 section 4). */
export const isSuspended = (agency: Pick<UserAgency, "status"> | null): boolean => agency?.status === "suspend"

/** The task-request feature (SaaS) is on for this agency. */
export const runsSaas = (agency: Pick<UserAgency, "sr_saas">): boolean => agency.sr_saas === 1

/** What the module, page, landing, system and blog drawers say while the portal's agency is suspended. */
export const SUSPENDED_EXPLANATION =
  "This agency is suspended, so installing is turned off. Contact your agency administrator or our support team to reactivate it."
