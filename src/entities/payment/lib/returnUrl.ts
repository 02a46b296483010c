// Where the payment provider sends the payer back after a redirect-based step (spec 1 section 9: the
// payment return URL is the payment-success route). Stripe wants an absolute URL.
import { RoutePath } from "@/shared/config"

export const paymentReturnUrl = (origin: string = window.location.origin): string => `${origin}${RoutePath.PaymentSuccess}`

/** The frame showing the issuer's page came back to the return URL: the authentication is over. */
export const isPaymentReturn = (location: Pick<Location, "origin" | "pathname">, origin: string = window.location.origin): boolean =>
  location.origin === origin && location.pathname === RoutePath.PaymentSuccess
