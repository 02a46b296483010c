// The error catalogue of spec 1 section 8: every failure becomes exactly one of these messages.
import { CRM_BUSY_MESSAGE, StatusCode } from "../contract/errors.ts"
import type { FieldErrorMap } from "../contract/field-errors.ts"
import { ApiError } from "./api-error.ts"

export const CatalogueMessage = {
  BadRequest: "Bad request.",
  Unauthorized: "Unauthorized. Please log in again.",
  Forbidden: "You do not have permission to perform this action.",
  NotFound: "Resource not found.",
  ServerError: "Internal Server Error. Please try again later.",
  Unavailable: "Server is currently unavailable. Please try again later.",
  NoResponse: "No response from server. Please check your internet connection.",
  Otherwise: "An error occurred. Please try again later."
} as const

/** What we learnt about a failed call before choosing its message. */
export type ApiFailure =
  | {
      readonly _tag: "Response"
      readonly status: number
      readonly serverMessage?: string | undefined
      readonly statusCode?: number | undefined
      readonly fieldErrors?: FieldErrorMap | undefined
    }
  /** The request never got an answer (network down, server unreachable). */
  | { readonly _tag: "NoResponse" }
  /** An answer arrived but did not match the contract, or the request could not be built. */
  | { readonly _tag: "Unexpected"; readonly status: number }

const messageForStatus = (status: number, serverMessage: string | undefined): string => {
  switch (status) {
    case 400:
    case 422:
      return serverMessage !== undefined && serverMessage.trim() !== "" ? serverMessage : CatalogueMessage.BadRequest
    // Too many requests: the server's message says when to try again.
    case 429:
      return serverMessage !== undefined && serverMessage.trim() !== "" ? serverMessage : CatalogueMessage.Otherwise
    case 401:
      return CatalogueMessage.Unauthorized
    case 403:
      return CatalogueMessage.Forbidden
    case 404:
      return CatalogueMessage.NotFound
    case 500:
      return CatalogueMessage.ServerError
    case 502:
    case 503:
    case 504:
      return CatalogueMessage.Unavailable
    default:
      return CatalogueMessage.Otherwise
  }
}

export const catalogueError = (failure: ApiFailure): ApiError => {
  switch (failure._tag) {
    case "NoResponse":
      return new ApiError({ status: 0, message: CatalogueMessage.NoResponse })
    case "Unexpected":
      return new ApiError({ status: failure.status, message: CatalogueMessage.Otherwise })
    case "Response":
      return new ApiError({
        status: failure.status,
        // HubSpot stayed busy through the client's retries: nothing was done, and trying later will work.
        message:
          failure.status === 503 && failure.statusCode === StatusCode.CrmBusy
            ? CRM_BUSY_MESSAGE
            : messageForStatus(failure.status, failure.serverMessage),
        ...(failure.statusCode === undefined ? {} : { statusCode: failure.statusCode }),
        ...(failure.serverMessage === undefined ? {} : { serverMessage: failure.serverMessage }),
        ...(failure.fieldErrors === undefined ? {} : { fieldErrors: failure.fieldErrors })
      })
  }
}
