// How a portal is named in lists: its folder and plan as the product words them.
import { DEFAULT_INSTALLATION_FOLDER, type Portal, type PortalPlan } from "@/shared/api"

/** The installation folder in the CRM, 'sr' when none was chosen. */
export const folderLabel = (portal: Pick<Portal, "custom_installation">): string => {
  const folder = portal.custom_installation.trim()
  return folder === "" ? DEFAULT_INSTALLATION_FOLDER : folder
}

const PLAN_LABELS: Record<PortalPlan, string> = { free: "Free", core: "Core", stack: "Stack", pro: "PRO" }

export const planLabel = (plan: PortalPlan): string => PLAN_LABELS[plan]
