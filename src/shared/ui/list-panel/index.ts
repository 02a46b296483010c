export { ListEmpty, ListError, ListItems, ListLoading, ListPanel, ListSection, ListToolbar } from "./ListPanel.tsx"
export type { ListErrorProps, ListToolbarProps } from "./ListPanel.tsx"
export { InfiniteListPanel } from "./InfiniteListPanel.tsx"
export type { InfiniteListPanelProps } from "./InfiniteListPanel.tsx"
