export type { ListRowProps } from "./ListRow.tsx"
export { ListRow } from "./ListRow.tsx"
