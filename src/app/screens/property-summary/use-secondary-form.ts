import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/client';
import type { Property } from '../../../api/property-form';
import { assignSecondStakeholderMutationOptions } from '../../../api/queries/secondary-stakeholders';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { showToast } from '../../ui';
import {
  infoFromValues,
  problemsBeforeSaving,
  problemsFromServer,
  valuesFromInfo,
  withoutError,
  type SecondaryErrors,
  type SecondaryValues,
} from './secondary-form';
import { secondaryInfoOf, type SecondaryKind } from './secondary-kinds';

/**
 * The secondary stakeholder form's values, error map and save. It saves only while the error map is
 * empty; the server's 400 fills it per field, and typing in a field clears that field's error (seed 001 §5
 * "Stakeholders"). Problems that belong to no field are listed on their own.
 */
export function useSecondaryForm(property: Property, kind: SecondaryKind, onSaved: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation(assignSecondStakeholderMutationOptions(api, queryClient));
  const [values, setValues] = useState<SecondaryValues>(() => valuesFromInfo(kind, secondaryInfoOf(property, kind)));
  const [errors, setErrors] = useState<SecondaryErrors>({});
  const [general, setGeneral] = useState<readonly string[]>([]);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutError(current, name));
    setGeneral([]);
  };

  const submit = () => {
    if (save.isPending) return;
    if (Object.keys(errors).length > 0) return setGeneral([messages.secondaryFormInvalid]);
    const before = problemsBeforeSaving(kind, values);
    if (before.length > 0) return setGeneral(before);
    save.mutate(
      { propertyInfoId: property.id, kind: kind.kind, info: infoFromValues(kind, values) },
      {
        onSuccess: () => {
          showToast(messages.secondarySaved(kind.title), 'success');
          onSaved();
        },
        onError: (error) => {
          if (!isApiError(error) || error.status !== 400) return showToast(error.message, 'error');
          const problems = problemsFromServer(kind, error.errors, error.message);
          setErrors(problems.fieldErrors);
          setGeneral(problems.general);
        },
      },
    );
  };

  return { values, errors, general, change, submit, saving: save.isPending };
}
