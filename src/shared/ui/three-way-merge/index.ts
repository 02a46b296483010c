export { ThreeWayMerge } from "./ThreeWayMerge.tsx"
