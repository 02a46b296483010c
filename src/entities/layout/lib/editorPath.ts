// Opening a layout goes to /portals-main/{portalId}/{layoutId}/1 (spec 2 section 2).
export const LAYOUT_ITEM_KIND = 1

export const layoutEditorPath = (portalId: number, layoutId: number) => `/portals-main/${portalId}/${layoutId}/${LAYOUT_ITEM_KIND}`
