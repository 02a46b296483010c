export { SubmitRequestPage } from "./ui/SubmitRequestPage.tsx"
