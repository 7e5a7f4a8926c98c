import { useEffect, useState } from 'react';
import { searchAddress } from '../../../../api/property-lookups';
import { POSTAL_LOOKUP_DEBOUNCE_MS } from '../../../../domain/constants';
import { digitsOnly, isCompletePostalCode, POSTAL_CODE_LENGTH } from '../../../../domain/property/form-changes';
import { messages } from '../../../../domain/messages';
import { api } from '../../../api';
import { useLatest } from '../../property-form/sections/use-latest';
import { postalLookupOutcome, type AddressPatch } from './client-changes';

/**
 * Postal code entry with the address search (seed 000 §5, §9): once a complete code has rested for
 * POSTAL_LOOKUP_DEBOUNCE_MS the search runs; one hit fills the address, several clear it and warn, none warns.
 */
export function useAddressLookup(onPatch: (patch: AddressPatch) => void) {
  // An object, so typing the same code again (after deleting a digit) starts a new wait.
  const [pending, setPending] = useState<{ postal: string } | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const latestOnPatch = useLatest(onPatch);

  useEffect(() => {
    if (!pending) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAddress(api, pending.postal, { signal: controller.signal }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          const outcome = postalLookupOutcome(answer.results);
          if (outcome.patch) latestOnPatch.current(outcome.patch);
          setWarning(outcome.warning);
        },
        () => {
          if (!controller.signal.aborted) setWarning(messages.addressSearchFailed);
        },
      );
    }, POSTAL_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pending, latestOnPatch]);

  return {
    warning,
    typePostal: (value: string) => {
      const postal = digitsOnly(value, POSTAL_CODE_LENGTH);
      setWarning(null);
      onPatch({ postal });
      setPending(isCompletePostalCode(postal) ? { postal } : null);
    },
  };
}
