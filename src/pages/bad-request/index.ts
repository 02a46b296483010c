export { BadRequestPage } from "./ui/BadRequestPage.tsx"
