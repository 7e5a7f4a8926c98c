import { useRef, useState } from 'react';
import { searchCompanyRegister } from '../../../../api/contacts';
import { messages } from '../../../../domain/messages';
import { staleLookupClearing } from '../../../../domain/stale-lookup';
import { isValidUen, normaliseUen } from '../../../../domain/uen';
import { api } from '../../../api';
import { useLatest } from '../../property-form/sections/use-latest';
import { uenLookupOutcome } from './client-changes';

/**
 * The UEN Search button (seed 000 §5): only a valid UEN is searched ('Please enter valid UEN.' under the field
 * otherwise); one company fills the company name, none or several warn. A name an earlier search filled in, and
 * the user has not changed, goes with that warning: it named the company of another UEN.
 */
export function useUenLookup(companyName: string, onCompanyName: (compName: string) => void) {
  const [isSearching, setSearching] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latestOnName = useLatest(onCompanyName);
  const latestName = useLatest(companyName);
  // Only the last search may answer: an older one arriving late would name the wrong company.
  const latestSearch = useRef(0);
  // The name the last search filled in, while it may still be on the form.
  const filledName = useRef<string | null>(null);

  const search = async (uen: string) => {
    setWarning(null);
    if (!isValidUen(uen)) {
      setError(messages.enterValidUen);
      return;
    }
    setError(null);
    setSearching(true);
    const ticket = ++latestSearch.current;
    try {
      const outcome = uenLookupOutcome(await searchCompanyRegister(api, normaliseUen(uen)));
      if (ticket !== latestSearch.current) return;
      const clearing = outcome.stale
        ? staleLookupClearing({ compName: latestName.current }, filledName.current === null ? null : { compName: filledName.current })
        : null;
      if (outcome.patch) latestOnName.current(outcome.patch.compName);
      if (clearing) latestOnName.current('');
      filledName.current = outcome.patch?.compName ?? null;
      setWarning(outcome.warning && clearing ? `${outcome.warning} ${messages.uenLookupNameCleared}` : outcome.warning);
    } catch {
      if (ticket === latestSearch.current) setWarning(messages.companyRegisterSearchFailed);
    } finally {
      if (ticket === latestSearch.current) setSearching(false);
    }
  };

  return {
    isSearching,
    warning,
    error,
    search: (uen: string) => void search(uen),
    /** Typing in the UEN field: its message goes, as every field's does. */
    typed: () => {
      setError(null);
      setWarning(null);
      latestSearch.current += 1;
      setSearching(false);
    },
  };
}
