export type { TextStorage } from "./browserStorage.ts"
export { readStored, textStorage, writeStored } from "./browserStorage.ts"
