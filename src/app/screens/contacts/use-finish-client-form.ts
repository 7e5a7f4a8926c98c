import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ClientFormOutput } from '../../../../machines/client-form.machine';
import { contactsQueryKey } from '../../../api/queries/contacts';
import { propertiesQueryKey } from '../../../api/queries/properties';
import { showToast } from '../../ui';
import { clientEndingNotice } from './client-form-ending';

/**
 * What every ending shares: the success toast, and the contacts refreshed after a change, with the properties
 * (their summaries show the client's details).
 */
export function useFinishClientForm(): (output: ClientFormOutput) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (output: ClientFormOutput) => {
      const notice = clientEndingNotice(output);
      if (!notice) return;
      showToast(notice, 'success');
      void queryClient.invalidateQueries({ queryKey: contactsQueryKey });
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
    },
    [queryClient],
  );
}
