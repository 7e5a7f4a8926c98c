import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PropertyFormOutput } from '../../../../machines/property-form.machine';
import { propertiesQueryKey } from '../../../api/queries/properties';
import { showToast } from '../../ui';
import { endingNotice } from './form-ending';

/**
 * What every ending shares: the success toast, and the listing (and details) refreshed after a change.
 * `refetch: 'active'` asks again at once for what is on screen (the listing under the Add Property dialog);
 * 'none' only marks it out of date, for a page about to leave for the listing, whose loader then asks once
 * (refetching here would ask for the property being left, and for the listing a second time).
 */
export function useFinishPropertyForm(refetch: 'active' | 'none' = 'active'): (output: PropertyFormOutput) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (output: PropertyFormOutput) => {
      const notice = endingNotice(output);
      if (!notice) return;
      showToast(notice, 'success');
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey, refetchType: refetch });
    },
    [queryClient, refetch],
  );
}
