// Opening a history item goes to /portals-main/{portalId}/{historyId}/2 (spec 2 section 2).
export const HISTORY_ITEM_KIND = 2

export const historyEditorPath = (portalId: number, historyId: number) => `/portals-main/${portalId}/${historyId}/${HISTORY_ITEM_KIND}`
