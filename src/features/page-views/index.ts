export { routePattern, trackingRefused } from "./lib/routePattern.ts"
export { usePageViewCapture } from "./model/usePageViewCapture.ts"
export { PageViewCapture } from "./ui/PageViewCapture.tsx"
