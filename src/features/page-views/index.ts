export { usePageViewCapture } from "./model/usePageViewCapture.ts"
export { routePattern, trackingRefused } from "./lib/routePattern.ts"
