// The agency list Add Portal leads to when the user is agency admin in several agencies (spec 1 section 2).
import { RoutePath } from "@/shared/config"

export const AGENCY_CHOOSER_PATH = `${RoutePath.PortalsMain}/agency`
