import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { Property } from '../../src/api/property-form';
import { partiesSeen, writeParties } from '../../src/api/queries/parties-seen';
import { propertyQueryKey } from '../../src/api/queries/property-form';

const caseAt = (id: number, partiesVersion: number) => ({ id, partiesVersion }) as Property;

describe('the parties version an assignment names', () => {
  it('is the cached case’s, and stays the newest this browser made when a late refetch puts an older case back', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(propertyQueryKey(7), caseAt(7, 2));
    const sent: Array<number | undefined> = [];
    await writeParties(queryClient, 7, (seen) => {
      sent.push(seen);
      return Promise.resolve(caseAt(7, 3));
    });
    expect(queryClient.getQueryData(propertyQueryKey(7))).toMatchObject({ partiesVersion: 3 });
    // A refetch that set out before the write committed answers the case as it was.
    queryClient.setQueryData(propertyQueryKey(7), caseAt(7, 2));
    expect(partiesSeen(queryClient, 7)).toBe(3);
    expect(sent).toEqual([2]);
  });

  it('reloads the case when the write is refused because someone changed the parties', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(propertyQueryKey(8), caseAt(8, 1));
    const refusal = new ApiError(409, "Tan Wei Ming changed this case's parties at …");
    await expect(writeParties(queryClient, 8, () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(queryClient.getQueryState(propertyQueryKey(8))?.isInvalidated).toBe(true);
  });
});
