import { queryOptions } from '@tanstack/react-query';
import { getQuestions } from '../auth';
import type { ApiClient } from '../client';

export const questionsQueryKey = ['questions'] as const;

/** The question lists do not change while the app runs. */
export function questionsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: questionsQueryKey,
    queryFn: ({ signal }) => getQuestions(client, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
