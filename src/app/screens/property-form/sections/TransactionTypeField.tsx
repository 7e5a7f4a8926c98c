import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { transactionTypesQueryOptions } from '../../../../api/queries/property-lookups';
import { messages } from '../../../../domain/messages';
import { transactionTypeChanges } from '../../../../domain/property/form-changes';
import { api } from '../../../api';
import { Select } from '../../../ui';
import type { SectionProps } from '../draft';
import { useLatest } from './use-latest';

const isUnset = (id: unknown) => id === undefined || id === null || id === '';

/**
 * The transaction type select, loaded when the form becomes editable (seed 000 §2). Adding preselects the
 * first type; editing remembers the stored type, so a sale/purchase switch is flagged for the save warning.
 */
export function TransactionTypeField({ draft, onChange, onPreset, mode }: Omit<SectionProps, 'readOnly'>) {
  const query = useQuery(transactionTypesQueryOptions(api));
  const types = query.data;
  const [storedName] = useState(draft.transactionTypeName);
  // The preselection is the form's doing, not the user's: it does not count as an unsaved change (issue 18).
  const latestOnPreset = useLatest(onPreset ?? onChange);
  const unset = isUnset(draft.transactionTypeId);

  useEffect(() => {
    const first = types?.[0];
    if (mode === 'add' && unset && first) latestOnPreset.current(transactionTypeChanges(first));
  }, [mode, unset, types, latestOnPreset]);

  const choose = (key: string | null) => {
    const type = types?.find((t) => String(t.id) === key);
    if (type) onChange(transactionTypeChanges(type, mode === 'edit' ? storedName : undefined));
  };

  return (
    <Select
      label="Transaction Type"
      items={(types ?? []).map((t) => ({ id: String(t.id), name: t.name }))}
      selectedKey={unset ? null : String(draft.transactionTypeId)}
      onSelectionChange={choose}
      placeholder={query.isPending ? messages.fetchingData : 'Select a transaction type'}
      errorMessage={query.isError ? messages.transactionTypesUnavailable : undefined}
      isRequired
    />
  );
}
