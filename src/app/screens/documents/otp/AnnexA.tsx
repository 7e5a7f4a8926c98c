import { useState } from 'react';
import { joinAnnexNote, splitAnnexNote } from '../../../../domain/documents/metadata';
import { ANNEX_NONE_TEXT, ANNEX_TITLES } from '../../../../domain/documents/otp-text';
import { Button, CloseIcon, TextField } from '../../../ui';
import { AnnexSection } from './AnnexSection';
import type { OtpPartProps } from './otp-props';

/** Annex A's items, kept in one field joined by the separator token (seed 001 §3, §9). */
export function AnnexA({ metadata, isEditing, onChange }: OtpPartProps) {
  const items = splitAnnexNote(metadata.annexaNote);
  const [newItem, setNewItem] = useState('');
  const save = (next: readonly string[]) => onChange({ annexaNote: joinAnnexNote(next) });
  const add = () => {
    if (!newItem.trim()) return;
    save([...items, newItem]);
    setNewItem('');
  };
  return (
    <AnnexSection title={ANNEX_TITLES.a}>
      {items.length === 0 && !isEditing ? (
        <p className="otp-annex__none">{ANNEX_NONE_TEXT}</p>
      ) : (
        <ol className="otp-annex__items" aria-label="Annex A items">
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className="otp-annex__item">
              <span>{item}</span>
              {isEditing && (
                <Button variant="icon" aria-label={`Remove item ${index + 1}`} onPress={() => save(items.filter((_, i) => i !== index))}>
                  <CloseIcon />
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {isEditing && (
        <div className="otp-annex__add">
          <TextField
            label="New Annex A item"
            value={newItem}
            onChange={setNewItem}
            onKeyDown={(event) => event.key === 'Enter' && add()}
            validationBehavior="aria"
            className="otp-inline otp-inline--long"
          />
          <Button variant="secondary" onPress={add} isDisabled={!newItem.trim()}>
            Add item
          </Button>
        </div>
      )}
    </AnnexSection>
  );
}
