export { OnboardingModals } from "./ui/OnboardingModals.tsx"
export { guideToPlayAtom } from "./model/atoms.ts"
