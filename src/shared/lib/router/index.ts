export { AriaRouterBridge } from "./AriaRouterBridge.tsx"
