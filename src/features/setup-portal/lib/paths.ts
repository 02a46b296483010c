// The wizard's own routes (spec 1 section 2) and where a set-up portal opens.
import { RoutePath } from "@/shared/config"

export const SR_CUSTOM_SETUP_PATH = "/sr-custom-setup"
export const SR_SETUP_INSTALLER_PATH = "/sr-setup-installer"

/** `name`: the portal name typed on the first wizard page, carried to the custom folder page. */
export const customSetupHref = (portalId: number, name?: string) => {
  const params = new URLSearchParams({ portal: String(portalId) })
  if (name !== undefined) params.set("name", name)
  return `${SR_CUSTOM_SETUP_PATH}?${params.toString()}`
}

/** The installer follows the batch; a custom folder rides along so Retry can start the same setup again. */
export const installerHref = (portalId: number, batchId: string, folder?: string) => {
  const params = new URLSearchParams({ portal: String(portalId), batch: batchId })
  if (folder !== undefined) params.set("folder", folder)
  return `${SR_SETUP_INSTALLER_PATH}?${params.toString()}`
}

export const editorHref = (portalId: number) => `${RoutePath.PortalsMain}/${portalId}`
