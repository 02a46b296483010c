/** What a failed batch job records: the answer's message when there is one. */
export const describeJobFailure = (error: unknown): string =>
  typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string"
    ? (error as { message: string }).message
    : String(error)
