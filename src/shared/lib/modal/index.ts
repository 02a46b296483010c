export { openModalAtom } from "./openModalAtom.ts"
