import { useEffect, useRef, useState } from 'react';
import { searchAddress } from '../../../../api/property-lookups';
import { POSTAL_LOOKUP_DEBOUNCE_MS } from '../../../../domain/constants';
import { messages } from '../../../../domain/messages';
import {
  addressLookupOutcome,
  digitsOnly,
  isCompletePostalCode,
  POSTAL_CODE_LENGTH,
  postalEntryChanges,
  type AddressChanges,
} from '../../../../domain/property/form-changes';
import { staleLookupClearing } from '../../../../domain/stale-lookup';
import { api } from '../../../api';
import type { DraftPatch, PropertyDraft } from '../draft';
import { useLatest } from './use-latest';

/**
 * Postal code entry (seed 000 §4): a complete code clears the old address at once, and once the user has
 * stopped typing for POSTAL_LOOKUP_DEBOUNCE_MS the address search runs and fills what it can. A code that
 * finds no address clears it; several clear what an earlier code's search filled in; both say so
 * (addressLookupOutcome).
 * Whether an IRAS unit was chosen is kept here, not in the draft: it only matters to a lookup in flight.
 */
export function usePostalLookup(draft: PropertyDraft, onChange: (patch: DraftPatch) => void) {
  // An object, so typing the same code again (after deleting a digit) starts a new wait.
  const [pending, setPending] = useState<{ postal: string } | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const irasUnitChosen = useRef(false);
  const latestOnChange = useLatest(onChange);
  const latestDraft = useLatest(draft);
  // The address the last search filled in, while it may still be on the form.
  const filled = useRef<AddressChanges | null>(null);

  useEffect(() => {
    if (!pending) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAddress(api, pending.postal, { signal: controller.signal }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          const outcome = addressLookupOutcome(answer.results, irasUnitChosen.current);
          const clearing = outcome.stale ? staleLookupClearing<keyof AddressChanges>(latestDraft.current, filled.current) : null;
          if (outcome.changes) latestOnChange.current(outcome.changes);
          if (clearing) latestOnChange.current(clearing);
          filled.current = outcome.changes && outcome.warning === null ? outcome.changes : null;
          setWarning(outcome.warning);
        },
        // A failed search leaves the address for the user to type, and says so.
        () => {
          if (!controller.signal.aborted) setWarning(messages.addressSearchFailed);
        },
      );
    }, POSTAL_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pending, latestOnChange, latestDraft]);

  return {
    /** What the last search found to say (nothing, several, or a failure); typing takes it away. */
    warning,
    typePostal: (value: string) => {
      const postal = digitsOnly(value, POSTAL_CODE_LENGTH);
      irasUnitChosen.current = false;
      setWarning(null);
      onChange(postalEntryChanges(postal));
      setPending(isCompletePostalCode(postal) ? { postal } : null);
    },
    markIrasUnitChosen: () => {
      irasUnitChosen.current = true;
      // The chosen unit is the address now: what the search said about the code no longer applies.
      setWarning(null);
    },
  };
}
