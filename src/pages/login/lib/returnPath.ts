// Where to go after logging in: the remembered route when it is one of ours, else the portal list.
import { RoutePath } from "@/shared/config"

export const returnPath = (remembered: string | null): string =>
  // Only same-site paths: '//host' and absolute URLs would leave the app.
  remembered !== null && remembered.startsWith("/") && !remembered.startsWith("//") && remembered !== RoutePath.Login
    ? remembered
    : RoutePath.PortalsMain
