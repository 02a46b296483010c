export { ListRow } from "./ListRow.tsx"
export type { ListRowProps } from "./ListRow.tsx"
