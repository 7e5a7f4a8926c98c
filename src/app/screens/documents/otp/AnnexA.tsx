import { useState } from 'react';
import { joinAnnexNote, splitAnnexNote } from '../../../../domain/documents/metadata';
import { Button, CloseIcon, TextField } from '../../../ui';
import type { OtpPartProps } from './otp-props';

/** Annex A's items while editing, kept in one field joined by the separator token (seed 001 §3, §9). */
export function AnnexAEditor({ metadata, onChange }: OtpPartProps) {
  const items = splitAnnexNote(metadata.annexaNote);
  const [newItem, setNewItem] = useState('');
  const save = (next: readonly string[]) => onChange({ annexaNote: joinAnnexNote(next) });
  const add = () => {
    if (!newItem.trim()) return;
    save([...items, newItem]);
    setNewItem('');
  };
  return (
    <>
      {items.length > 0 && (
        <ol className="otp-annex__items" aria-label="Annex A items">
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className="otp-annex__item">
              <span>{item}</span>
              <Button variant="icon" aria-label={`Remove item ${index + 1}`} onPress={() => save(items.filter((_, i) => i !== index))}>
                <CloseIcon />
              </Button>
            </li>
          ))}
        </ol>
      )}
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
    </>
  );
}
