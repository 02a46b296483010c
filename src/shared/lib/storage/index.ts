export { readStored, textStorage, writeStored } from "./browserStorage.ts"
export type { TextStorage } from "./browserStorage.ts"
