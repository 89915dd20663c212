/** The part of a tRPC client error the pages look at. */
interface ErrorWithStatus {
  data?: { httpStatus?: number } | null;
}

/** The thing asked for does not exist (404), or its slug/code could never exist (400/422). */
export function isNotFound(error: ErrorWithStatus | null | undefined): boolean {
  const status = error?.data?.httpStatus;
  return status === 404 || status === 400 || status === 422;
}

/** `retry` option: try once more on network or server errors, never for a missing item. */
export function retryUnlessNotFound(failureCount: number, error: ErrorWithStatus): boolean {
  return !isNotFound(error) && failureCount < 1;
}
