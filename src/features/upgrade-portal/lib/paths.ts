// The upgrade page's route (spec 1 section 2).
export const SR_UPGRADE_PATH = "/sr-upgrade"

export const upgradeHref = (portalId: number) => `${SR_UPGRADE_PATH}?portal=${portalId}`
