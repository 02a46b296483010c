// The look of a list of bordered cards (widgets/transition-drawer, widgets/notifications-panel).
export { default as cardListStyles } from "./CardList.module.css"
