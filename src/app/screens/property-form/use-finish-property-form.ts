import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PropertyFormOutput } from '../../../../machines/property-form.machine';
import { propertiesQueryKey } from '../../../api/queries/properties';
import { showToast } from '../../ui';
import { endingNotice } from './form-ending';

/** What every ending shares: the success toast, and the listing (and details) refreshed after a change. */
export function useFinishPropertyForm(): (output: PropertyFormOutput) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (output: PropertyFormOutput) => {
      const notice = endingNotice(output);
      if (!notice) return;
      showToast(notice, 'success');
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
    },
    [queryClient],
  );
}
