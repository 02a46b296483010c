export { contentParts } from "./contentParts.ts"
