import { useEffect, useRef, useState } from 'react';
import { searchAddress } from '../../../../api/property-lookups';
import { POSTAL_LOOKUP_DEBOUNCE_MS } from '../../../../domain/constants';
import { messages } from '../../../../domain/messages';
import { digitsOnly, isCompletePostalCode, POSTAL_CODE_LENGTH } from '../../../../domain/property/form-changes';
import { staleLookupClearing } from '../../../../domain/stale-lookup';
import { api } from '../../../api';
import { useLatest } from '../../property-form/sections/use-latest';
import { postalLookupOutcome, type AddressPatch, type AddressValues } from './client-changes';

type FilledAddress = Pick<AddressValues, 'blkNo' | 'roadName' | 'building'>;

/**
 * Postal code entry with the address search (seed 000 §5, §9): once a complete code has rested for
 * POSTAL_LOOKUP_DEBOUNCE_MS the search runs; one hit fills the address, several clear it and warn, none warns.
 * With none, what an earlier search filled in (and the user has not changed) goes too, and the warning says so.
 */
export function useAddressLookup(values: AddressValues, onPatch: (patch: AddressPatch) => void) {
  // An object, so typing the same code again (after deleting a digit) starts a new wait.
  const [pending, setPending] = useState<{ postal: string } | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const latestOnPatch = useLatest(onPatch);
  const latestValues = useLatest(values);
  // The address the last search filled in, while it may still be on the form.
  const filled = useRef<FilledAddress | null>(null);

  useEffect(() => {
    if (!pending) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAddress(api, pending.postal, { signal: controller.signal }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          const outcome = postalLookupOutcome(answer.results);
          const clearing = outcome.stale ? staleLookupClearing<keyof FilledAddress>(latestValues.current, filled.current) : null;
          if (outcome.patch) latestOnPatch.current(outcome.patch);
          if (clearing) latestOnPatch.current(clearing);
          const { blkNo = '', roadName = '', building = '' } = outcome.patch ?? {};
          filled.current = outcome.patch ? { blkNo, roadName, building } : null;
          setWarning(outcome.warning && clearing ? `${outcome.warning} ${messages.postalLookupAddressCleared}` : outcome.warning);
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
  }, [pending, latestOnPatch, latestValues]);

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
