import { describe, expect, it } from 'vitest';
import { sendInputFor } from '../../../../src/app/screens/documents/send';
import { ACTIVE_PROPERTY, PENDING_PROPERTY } from '../../../../stories/property-summary/summary-fixtures';

const MANAGING_AGENT = { name: 'Savills Property Management', email: 'mcst4521@savills.sg' };

describe('what the send modal starts from', () => {
  it("lists the assigned stakeholders by the seed's recipient names, as the summary cards name and mail them", () => {
    const input = sendInputFor({ ...ACTIVE_PROPERTY, sellerAgent: null }, 'otp', null, null);
    expect(input.recipients).toEqual([
      { role: 'Buyer', name: 'Lim Boon Keng', email: 'boonkeng.lim@harbourfront.com.sg' },
      { role: 'Seller', name: 'Rahman bin Ismail', email: 'rahman.ismail@example.sg' },
      { role: 'BuyerLawyer', name: 'Wei Ming Tan', email: 'weiming.tan@tanlim.com.sg' },
      { role: 'SellerLawyer', name: 'Mei Ling Ong', email: 'property@leeong.com.sg' },
      { role: 'BuyerAgent', name: 'ERA Realty Network Pte Ltd', email: 'tan@agency.sg' },
    ]);
  });

  it('leaves out who is not assigned', () => {
    expect(sendInputFor(PENDING_PROPERTY, 'wta', null, null).recipients).toEqual([]);
  });

  it('keeps what is signed and the managing agent for the S.65 only', () => {
    expect(sendInputFor(ACTIVE_PROPERTY, 's65', 'both', MANAGING_AGENT)).toMatchObject({ signed: 'both', managingAgent: MANAGING_AGENT });
    expect(sendInputFor(ACTIVE_PROPERTY, 'otp', 'both', MANAGING_AGENT)).toMatchObject({ signed: null, managingAgent: null });
  });
});
