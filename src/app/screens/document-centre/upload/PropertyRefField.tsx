import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { activePropertySearchQueryOptions } from '../../../../api/queries/properties';
import { api } from '../../../api';
import { FieldLabel } from '../../../ui/TextField';
import { useSettledValue } from '../../common/use-settled-value';
import { useUserDetails } from '../../shell/user-details-context';

const SEARCH_PAUSE_MS = 300;

function emptyText(typed: string, searching: boolean): string {
  if (searching) return 'Searching…';
  return typed ? 'No active case found.' : 'Type to search.';
}

export interface PropertyRefFieldProps {
  label: string;
  /** The chosen case's property control no.; null while none is chosen. */
  value: string | null;
  onChange: (propControlNo: string | null) => void;
  isDisabled?: boolean;
  /** The label is for screen readers only (a table row names its column instead). */
  hideLabel?: boolean;
}

/**
 * Seed 002 §5: the case an upload belongs to, searched by typing against the user's Active cases (control numbers
 * start with P). The list shows each case's control no. with its reference no. and address.
 */
export function PropertyRefField({ label, value, onChange, isDisabled, hideLabel }: PropertyRefFieldProps) {
  const userId = useUserDetails().userDetails.user_id;
  const [text, setText] = useState(value ?? '');
  // A choice made elsewhere (apply-to-all copies the first row's case) shows in the box as well.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== null) setText(value);
  }
  // Asked once the typing pauses, not on every key.
  const typed = useSettledValue(text.trim(), SEARCH_PAUSE_MS);
  const found = useQuery(activePropertySearchQueryOptions(api, userId, typed));
  const items = (found.data ?? []).map((property) => ({
    id: property.propertyRefNo ?? '',
    name: property.propertyRefNo ?? '',
    detail: [property.lawfirmRefNo, property.propAddress].filter(Boolean).join(' · '),
  }));
  return (
    <ComboBox
      className="ui-field property-ref-field"
      aria-label={hideLabel ? label : undefined}
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        // Typing again means the earlier choice no longer stands until one is picked.
        if (value !== null && next !== value) onChange(null);
      }}
      value={value}
      onChange={(key) => {
        const chosen = key === null ? null : String(key);
        onChange(chosen);
        if (chosen) setText(chosen);
      }}
      isDisabled={isDisabled}
      allowsEmptyCollection
      menuTrigger="input"
    >
      {!hideLabel && <FieldLabel label={label} />}
      <Input className="ui-input" placeholder="Type a property control no." />
      <Popover className="ui-popover">
        <ListBox
          className="ui-listbox"
          renderEmptyState={() => <p className="ui-listbox__empty">{emptyText(typed, found.isFetching || typed !== text.trim())}</p>}
        >
          {(item: { id: string; name: string; detail: string }) => (
            <ListBoxItem id={item.id} textValue={item.name} className="ui-listbox__item">
              <span className="property-ref-field__no">{item.name}</span>
              {item.detail && <span className="property-ref-field__detail">{item.detail}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
