// Turning the daily digest on or off answers at once: the cached choice flips before the server answers and
// flips back if it refuses (the refusal is the mutation's error); the server's answer is then kept as is.
import { useMutation, useQueryClient } from "@tanstack/react-query"

import { type ApiError, runQuery, useRuntime } from "@/shared/api"

import { saveDigest } from "./digest.ts"
import { notificationKeys } from "./queries.ts"

export function useDigestToggle() {
  const queryClient = useQueryClient()
  const runtime = useRuntime()
  const key = notificationKeys.digest()
  return useMutation<boolean, ApiError, boolean, { readonly before: boolean | undefined }>({
    mutationFn: (daily) => runQuery(runtime, saveDigest(daily), new AbortController().signal),
    onMutate: async (daily) => {
      // An answer in flight would overwrite the toggle with what the server said before it.
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<boolean>(key)
      queryClient.setQueryData<boolean>(key, daily)
      return { before }
    },
    onError: (_error, _daily, context) => {
      if (context !== undefined) queryClient.setQueryData<boolean | undefined>(key, context.before)
    },
    onSuccess: (daily) => {
      queryClient.setQueryData<boolean>(key, daily)
    }
  })
}
