import { describe, expect, it } from 'vitest';
import { firstMatchingParty, type SearchableParty } from '../../../src/domain/property/party-match';

const parties: SearchableParty[] = [
  { role: 'sellerLawyer', name: 'Wei Ming Tan (Tan & Lim LLP)', text: 'wei ming tan\u001fweiming.tan@tanlim.com.sg' },
  { role: 'seller', name: 'Marina Bay Holdings Pte. Ltd.', text: 'marina bay holdings pte. ltd.\u001f345d\u001fsharon teo hui min' },
  { role: 'buyer', name: 'Tan Ah Kow', text: 'tan ah kow\u001fahkow.tan@gmail.com\u001f567b' },
];

describe('the party a listing search found a case by', () => {
  it('is the first role in the summary’s order whose text holds the search, whatever order the parties come in', () => {
    expect(firstMatchingParty('tan', parties)).toEqual({ role: 'buyer', name: 'Tan Ah Kow' });
    expect(firstMatchingParty('tanlim', parties)).toEqual({ role: 'sellerLawyer', name: 'Wei Ming Tan (Tan & Lim LLP)' });
  });

  it('matches the search trimmed and in any case, anywhere in the text', () => {
    expect(firstMatchingParty('  SHARON TEO ', parties)).toEqual({ role: 'seller', name: 'Marina Bay Holdings Pte. Ltd.' });
    expect(firstMatchingParty('567B', parties)).toEqual({ role: 'buyer', name: 'Tan Ah Kow' });
  });

  it('is nobody for a search no party holds, an empty search, or a case without parties', () => {
    expect(firstMatchingParty('orchard', parties)).toBeNull();
    expect(firstMatchingParty('   ', parties)).toBeNull();
    expect(firstMatchingParty('tan', [])).toBeNull();
  });

  it('does not match across two fields of one party', () => {
    expect(firstMatchingParty('ltd. 345d', parties)).toBeNull();
  });
});
