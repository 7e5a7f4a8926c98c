import { useEffect, useRef, useState } from 'react';
import { searchMcstNo } from '../../../../api/property-lookups';
import { messages } from '../../../../domain/messages';
import { mcstRowsFromSearch } from '../../../../domain/property/form-changes';
import { api } from '../../../api';
import type { DraftPatch } from '../draft';
import { mcstDetailFromRecord } from './mcst-details';
import { useLatest } from './use-latest';

/**
 * The MCST lookup (seed 000 §4, §7 POST /searchMcstNo) runs when the user has finished entering the number,
 * not on every keystroke. A number already searched is not searched again: that would undo the ticks.
 * The number the form opens with (an edited property's) counts as searched.
 */
export function useMcstSearch(mcstNo: string, onChange: (patch: DraftPatch) => void) {
  const [warning, setWarning] = useState<string | null>(null);
  const [isSearching, setSearching] = useState(false);
  const searched = useRef<string | null>(mcstNo.trim() || null);
  const latestOnChange = useLatest(onChange);
  const isEmpty = !mcstNo.trim();

  useEffect(() => {
    // Emptied by the user or by a form reset: the next number is a new search, the old warning is stale.
    if (!isEmpty) return;
    searched.current = null;
    setWarning(null);
  }, [isEmpty]);

  const search = async (value: string) => {
    const mcstno = value.trim();
    if (!mcstno || mcstno === searched.current) return;
    searched.current = mcstno;
    setWarning(null);
    setSearching(true);
    try {
      const records = await searchMcstNo(api, mcstno);
      // A newer search has started meanwhile: its answer is the one that counts.
      if (searched.current !== mcstno) return;
      if (records.length === 0) setWarning(messages.noActiveMcst(mcstno));
      latestOnChange.current({ mcstDetails: mcstRowsFromSearch(records.map(mcstDetailFromRecord)) });
    } catch {
      if (searched.current !== mcstno) return;
      searched.current = null;
      setWarning(messages.mcstSearchFailed);
    } finally {
      setSearching(false);
    }
  };

  return {
    warning,
    isSearching,
    search: (value: string) => void search(value),
    /** Editing the number: an emptied field drops the rows found for the old one. */
    type: (value: string) => onChange(value.trim() ? { mcstNo: value } : { mcstNo: value, mcstDetails: [] }),
  };
}
