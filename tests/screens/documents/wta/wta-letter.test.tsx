import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WtaLetter } from '../../../../src/app/screens/documents/wta/WtaLetter';
import { WtaSummaryFields } from '../../../../src/app/screens/documents/wta/WtaSummaryFields';
import type { DocumentParties } from '../../../../src/domain/documents/document-parties';
import type { DocumentMetadata } from '../../../../src/domain/documents/metadata';
import { wtaDefaults } from '../../../../src/domain/documents/wta-defaults';
import { messages } from '../../../../src/domain/messages';
import { BUYER_CLIENT_PARTIES, FIRM, SELLER_CLIENT_PARTIES, TODAY } from '../../../../stories/documents/common/document-fixtures';

function letter(parties: DocumentParties, options: { isEditing?: boolean; metadata?: DocumentMetadata } = {}) {
  const onChange = vi.fn();
  const metadata = options.metadata ?? wtaDefaults(parties, parties.clientSide, parties.buyerLawyer, TODAY);
  render(<WtaLetter metadata={metadata} parties={parties} firm={FIRM} isEditing={options.isEditing ?? false} onChange={onChange} />);
  return { onChange, paper: within(screen.getByRole('article', { name: 'Warrant to Act' })) };
}

describe('the Warrant to Act letter', () => {
  it("says 'We' for the two buyers the firm acts for, with each NRIC masked but its last 4", () => {
    const { paper } = letter(BUYER_CLIENT_PARTIES);
    const statement = paper.getByText(/hereby authorise and instruct you/);
    expect(statement).toHaveTextContent(
      /^We, Lim Boon Keng and Chen Mei Hua \(NRIC No\. \*\*\*\*\*567D, \*\*\*\*\*321A\), hereby authorise .* act for us/,
    );
    expect(paper.queryByText(/S1234567D/)).not.toBeInTheDocument();
  });

  it("says 'I' for the one seller", () => {
    const { paper } = letter(SELLER_CLIENT_PARTIES);
    expect(paper.getByText(/hereby authorise and instruct you/)).toHaveTextContent(
      /^I, Rahman bin Ismail \(NRIC No\. \*\*\*\*\*456B\), .* act for me/,
    );
  });

  it("says 'We' for a company client, with its UEN as 'UEN No.', and signs with the UEN", () => {
    const parties = { ...BUYER_CLIENT_PARTIES, purchasers: [{ name: 'Harbourfront Holdings Pte. Ltd.', idNo: '201812345K', company: true }] };
    const { paper } = letter(parties);
    expect(paper.getByText(/hereby authorise and instruct you/)).toHaveTextContent(
      /^We, Harbourfront Holdings Pte\. Ltd\. \(UEN No\. \*\*\*\*\*\*345K\), hereby authorise .* act for us/,
    );
    expect(paper.getByText(/undertake to pay your costs/)).toHaveTextContent(/^We undertake/);
    expect(paper.getByRole('region', { name: 'Signature of Client' })).toHaveTextContent('UEN: ******345K');
    expect(paper.queryByText(/NRIC No\./)).not.toBeInTheDocument();
  });

  it("prints the firm at the top and foot, the reference '{propertyRefNo}/WTA-1' and the date", () => {
    const { paper } = letter(BUYER_CLIENT_PARTIES);
    expect(paper.getByText('TAN & LIM LLC')).toBeInTheDocument();
    expect(paper.getByText('Our Ref:').nextElementSibling).toHaveTextContent('PCN-2026-000101/WTA-1');
    expect(paper.getByText('Dated:', { exact: false })).toHaveTextContent('Dated: 02-Mar-2026');
    expect(paper.getByText('1 RAFFLES PLACE, #20-01 ONE RAFFLES PLACE, Singapore 048616')).toBeInTheDocument();
    expect(paper.getByText(/^Tel: 62201234\s+Fax: 62205678\s+UEN: 201912345K$/)).toBeInTheDocument();
  });

  it('warns when no client is chosen on the property', () => {
    const parties = { ...BUYER_CLIENT_PARTIES, clientSide: '' as const };
    const { paper } = letter(parties, { metadata: wtaDefaults(parties, '', null, TODAY) });
    expect(paper.getByRole('note')).toHaveTextContent(messages.wtaNoClient);
  });

  it('in edit mode hands each typed change over as its own field', () => {
    const { paper, onChange } = letter(BUYER_CLIENT_PARTIES, { isEditing: true });
    fireEvent.change(paper.getByRole('textbox', { name: 'Description of the legal proceedings' }), {
      target: { value: 'The purchase and its financing.' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ userDescription: 'The purchase and its financing.' });
    fireEvent.change(paper.getByRole('textbox', { name: "Lawyer's NRIC" }), { target: { value: 'S7000001Z' } });
    expect(onChange).toHaveBeenLastCalledWith({ wtaLawyerNric: 'S7000001Z' });
  });
});

describe("the Warrant to Act's summary", () => {
  it("refuses a 'WTA Signed On' date after today", () => {
    render(<WtaSummaryFields summary={{ signedOn: '2026-03-03' }} isEditing today={TODAY} onChange={vi.fn()} />);
    expect(screen.getByText(messages.signedOnAfterToday)).toBeInTheDocument();
  });

  it('shows the signed-on date and the upload slot in preview', () => {
    render(
      <WtaSummaryFields summary={{ signedOn: '2026-02-28' }} isEditing={false} today={TODAY} onChange={vi.fn()} signedUpload={<p>upload here</p>} />,
    );
    expect(screen.getByText('WTA Signed On').nextElementSibling).toHaveTextContent('28-Feb-2026');
    expect(screen.getByText('upload here')).toBeInTheDocument();
  });
});
