import { useEffect, useRef, useState } from 'react';
import { searchAddress } from '../../../../api/property-lookups';
import { POSTAL_LOOKUP_DEBOUNCE_MS } from '../../../../domain/constants';
import {
  addressLookupChanges,
  digitsOnly,
  isCompletePostalCode,
  POSTAL_CODE_LENGTH,
  postalEntryChanges,
} from '../../../../domain/property/form-changes';
import { api } from '../../../api';
import type { DraftPatch } from '../draft';
import { useLatest } from './use-latest';

/**
 * Postal code entry (seed 000 §4): a complete code clears the old address at once, and once the user has
 * stopped typing for POSTAL_LOOKUP_DEBOUNCE_MS the address search runs and fills what it can.
 * Whether an IRAS unit was chosen is kept here, not in the draft: it only matters to a lookup in flight.
 */
export function usePostalLookup(onChange: (patch: DraftPatch) => void) {
  // An object, so typing the same code again (after deleting a digit) starts a new wait.
  const [pending, setPending] = useState<{ postal: string } | null>(null);
  const irasUnitChosen = useRef(false);
  const latestOnChange = useLatest(onChange);

  useEffect(() => {
    if (!pending) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAddress(api, pending.postal, { signal: controller.signal }).then(
        (answer) => {
          const changes = addressLookupChanges(answer.results, irasUnitChosen.current);
          if (changes && !controller.signal.aborted) latestOnChange.current(changes);
        },
        // A failed search leaves the address for the user to type, as several hits do.
        () => undefined,
      );
    }, POSTAL_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pending, latestOnChange]);

  return {
    typePostal: (value: string) => {
      const postal = digitsOnly(value, POSTAL_CODE_LENGTH);
      irasUnitChosen.current = false;
      onChange(postalEntryChanges(postal));
      setPending(isCompletePostalCode(postal) ? { postal } : null);
    },
    markIrasUnitChosen: () => {
      irasUnitChosen.current = true;
    },
  };
}
