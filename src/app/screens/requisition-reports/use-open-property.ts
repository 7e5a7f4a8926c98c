import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { getPropertyIdByLfControlNo } from '../../../api/requisitions';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { showToast } from '../../ui';

/** The product name the 'Property Load Failed' text names (seed 001 §8 "{product}"). */
export const PRODUCT_NAME = 'Conveyancing Workbench';

/**
 * The LF control number link: the requisition's property opens on its details page (direct, seed 001 §2.5);
 * a number no property of the firm raised answers 404, which the 'Property Load Failed' dialog explains.
 */
export function useOpenProperty() {
  const navigate = useNavigate();
  const [notRaised, setNotRaised] = useState<string | null>(null);

  const open = (lfControlNumber: string) => {
    void getPropertyIdByLfControlNo(api, lfControlNumber).then(
      (id) => navigate({ to: `/property-details/${id}/true` }),
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) setNotRaised(lfControlNumber);
        else showToast(error instanceof Error ? error.message : messages.networkError, 'error');
      },
    );
  };

  return { open, notRaised, dismiss: () => setNotRaised(null) };
}
