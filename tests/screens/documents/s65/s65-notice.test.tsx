import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { S65Notice } from '../../../../src/app/screens/documents/s65/S65Notice';
import type { DocumentParties } from '../../../../src/domain/documents/document-parties';
import { s65Defaults } from '../../../../src/domain/documents/s65-defaults';
import { messages } from '../../../../src/domain/messages';
import { BUYER_CLIENT_PARTIES, LANDED_PARTIES, TODAY } from '../../../../stories/documents/common/document-fixtures';

function notice(parties: DocumentParties, isEditing = false) {
  const onChange = vi.fn();
  render(<S65Notice metadata={s65Defaults(parties, TODAY)} parties={parties} isEditing={isEditing} onChange={onChange} />);
  return { onChange, paper: within(screen.getByRole('article', { name: 'S.65 notice' })) };
}

/** The value beside a label of the notice's particulars. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the S.65 notice', () => {
  it("is addressed to the ticked MCST's managing agent, about the strata lot, from seller to buyers", () => {
    const { paper } = notice(BUYER_CLIENT_PARTIES);
    expect(paper.getByRole('heading', { name: 'NOTICE OF CHANGE IN OWNERSHIP OF A LOT' })).toBeInTheDocument();
    expect(fact('Date:')).toHaveTextContent('02-Mar-2026');
    expect(fact('To:')).toHaveTextContent('The Managing AgentSavills Property Management Pte Ltd30 CECIL STREET');
    expect(fact('Management Corporation:')).toHaveTextContent('Strata Title Plan No. 2850');
    expect(fact('Lot:')).toHaveTextContent('TS 30 Lot U12345N');
    expect(fact('Previous owner (Seller):')).toHaveTextContent('Rahman bin Ismail');
    expect(fact('New owner (Buyer):')).toHaveTextContent('Lim Boon Keng and Chen Mei Hua');
    expect(paper.getByRole('region', { name: "Signature of Seller's Lawyer" })).toHaveTextContent('Name: Mei Ling Ong');
    expect(paper.queryByRole('note')).not.toBeInTheDocument();
  });

  it('asks for the MCST when the property has none ticked', () => {
    const { paper } = notice(LANDED_PARTIES);
    expect(paper.getByRole('note')).toHaveTextContent(messages.s65NoMcst);
    expect(fact('Lot:')).toHaveTextContent('MK 27 Lot 04512W');
  });

  it('in edit mode hands each typed change over as its own field, the parties staying read-only', () => {
    const { paper, onChange } = notice(BUYER_CLIENT_PARTIES, true);
    fireEvent.change(paper.getByRole('textbox', { name: 'MCST no.' }), { target: { value: '2851' } });
    expect(onChange).toHaveBeenLastCalledWith({ s65McstNo: '2851' });
    fireEvent.change(paper.getByRole('textbox', { name: "New owner's address for correspondence" }), { target: { value: '8 NAPIER ROAD' } });
    expect(onChange).toHaveBeenLastCalledWith({ s65CorrespondenceAddress: '8 NAPIER ROAD' });
    expect(paper.queryByRole('textbox', { name: /seller/i })).not.toBeInTheDocument();
    expect(paper.getByText('Rahman bin Ismail')).toBeInTheDocument();
  });
});
