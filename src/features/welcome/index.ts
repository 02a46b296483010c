export { guideToPlayAtom } from "./model/atoms.ts"
export { OnboardingModals } from "./ui/OnboardingModals.tsx"
