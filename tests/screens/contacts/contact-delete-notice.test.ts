import { describe, expect, it } from 'vitest';
import { clientEndingNotice } from '../../../src/app/screens/contacts/client-form-ending';
import { messages } from '../../../src/domain/messages';

/** Issue 18 item 13: the delete notice showed "()" for a contact without a contact no. */
describe('the contact delete notice (seed 000 §8: the name and number)', () => {
  it('names the contact and its number', () => {
    expect(messages.contactDeleted('Marina Bay Holdings Pte. Ltd.', '91234567')).toBe(
      'Contact Marina Bay Holdings Pte. Ltd. (91234567) has been deleted.',
    );
  });

  it.each(['', '  '])('a contact without a number (%j) is named without empty brackets', (contactNo) => {
    expect(messages.contactDeleted('Goh Siew Ling', contactNo)).toBe('Contact Goh Siew Ling has been deleted.');
  });

  it('the details page ending says the same', () => {
    const notice = clientEndingNotice({ ending: 'deleted', mode: 'edit', name: 'Goh Siew Ling', contactNo: '' });
    expect(notice).toBe('Contact Goh Siew Ling has been deleted.');
    expect(notice).not.toContain('()');
  });
});
