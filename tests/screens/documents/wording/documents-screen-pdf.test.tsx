import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AcceptanceCopy } from '../../../../src/app/screens/documents/otp/AcceptanceCopy';
import { OtpAnnexes } from '../../../../src/app/screens/documents/otp/OtpAnnexes';
import { OtpContract } from '../../../../src/app/screens/documents/otp/OtpContract';
import { S65Notice } from '../../../../src/app/screens/documents/s65/S65Notice';
import { WtaLetter } from '../../../../src/app/screens/documents/wta/WtaLetter';
import type { DocumentParties } from '../../../../src/domain/documents/document-parties';
import type { DocumentMetadata } from '../../../../src/domain/documents/metadata';
import { s65Defaults } from '../../../../src/domain/documents/s65-defaults';
import { wtaDefaults } from '../../../../src/domain/documents/wta-defaults';
import { BUYER_CLIENT_PARTIES, FIRM as SCREEN_FIRM, TODAY } from '../../../../stories/documents/common/document-fixtures';
import { OTP_PARTIES, savedOtpMetadata } from '../../../../stories/documents/otp/otp-fixtures';
import { FIRM, missingFromPdf, printedText, screenBlocks } from './screen-and-pdf';

/**
 * Issue 18: one wording for screen and PDF. Each document type is filled in, shown as the editor's preview, and
 * printed; every block of text the screen showed must be in the printed PDF word for word.
 */

/** An OTP with every part filled: the foreign purchaser's weeks, a deposit paid by its own mode, ticked annexes. */
function filledOtp(): DocumentMetadata {
  return {
    ...savedOtpMetadata(),
    paymentMode: 'PayNow',
    vendorPaymentMode: 'Cheque',
    foreignPurchaserApplicationWeek: '3',
    foreignPurchaserObtainedWeek: '11',
    foreignPurchaserPropertyWeek: '13',
    completionDateMode: 'week',
    completionDayOf: '10',
  };
}

const clause = (title: string) => screen.getByRole('heading', { name: title }).closest('li')?.querySelector('.otp-clause__text')?.textContent ?? '';
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the Option to Purchase prints what the screen showed', () => {
  it('the contract and its annexes, block for block', async () => {
    const metadata = filledOtp();
    const { container } = render(
      <>
        <OtpContract metadata={metadata} parties={OTP_PARTIES} isEditing={false} onChange={vi.fn()} />
        <OtpAnnexes metadata={metadata} isEditing={false} onChange={vi.fn()} />
      </>,
    );
    const blocks = screenBlocks(container);
    expect(blocks.length).toBeGreaterThan(40);
    const printed = await printedText({ module: 'otp', metadata, parties: OTP_PARTIES });
    expect(missingFromPdf(blocks, printed)).toEqual([]);

    // The foreign purchaser's weeks as the seed's fields name them: apply 3, obtain 11, complete 13 after approval.
    const foreign = collapse(clause('FOREIGN PURCHASER'));
    expect(foreign).toContain(
      'the Purchaser shall apply for it within 3 weeks after the date of exercise of this Option and obtain it within 11 weeks',
    );
    expect(foreign).toContain('Completion shall then take place within 13 weeks after the approval is obtained.');
    expect(printed).toContain(foreign);

    // The deposit by its own payment mode, never the option money's.
    const deposit = collapse(clause('DEPOSIT'));
    expect(deposit).toContain('being 5% of the Purchase Price less the Option Money, by Cheque, to');
    expect(deposit).not.toContain('PayNow');
    expect(printed).toContain(deposit);
    expect(collapse(clause('OPTION MONEY'))).toContain('paid by PayNow');
  });

  it('a deposit to the Singapore Academy of Law is paid by the academy mode alone', async () => {
    const metadata: DocumentMetadata = { ...filledOtp(), paymentClientOption: 'client3', academyLawby: "cashier's order no", orderNo: 'CO-448812' };
    render(<OtpContract metadata={metadata} parties={OTP_PARTIES} isEditing={false} onChange={vi.fn()} />);
    const deposit = collapse(clause('DEPOSIT'));
    expect(deposit).toContain("less the Option Money, to the Singapore Academy of Law as stakeholder, by cashier's order no CO-448812.");
    expect(deposit).not.toContain('PayNow');
    expect(deposit).not.toContain('Cheque');
    expect(await printedText({ module: 'otp', metadata, parties: OTP_PARTIES })).toContain(deposit);
  });

  it('the acceptance copy: the purchaser its text names is the one who signs it', async () => {
    const metadata: DocumentMetadata = { ...filledOtp(), acceptancePurchaser: 'Lim Boon Keng' };
    const { container } = render(<AcceptanceCopy metadata={metadata} parties={OTP_PARTIES} isEditing={false} onChange={vi.fn()} />);
    const printed = await printedText({ module: 'otp', metadata, parties: OTP_PARTIES });
    const acceptance = printed.slice(printed.indexOf('ACCEPTANCE COPY'), printed.indexOf('ANNEX A'));
    expect(missingFromPdf(screenBlocks(container), acceptance)).toEqual([]);

    const signature = within(screen.getByRole('region', { name: 'Signature of Purchaser' }));
    expect(signature.getByText('Name: Lim Boon Keng')).toBeInTheDocument();
    expect(screen.getByText(/hereby exercise this Option/)).toHaveTextContent(/^I\/We, Lim Boon Keng, hereby exercise/);
    expect(acceptance).toContain('I/We, Lim Boon Keng, hereby exercise this Option');
    expect(acceptance).toContain('Signature of Purchaser Name: Lim Boon Keng ID No.: ____________');
    expect(acceptance).not.toContain('Harbourfront Holdings');
  });
});

describe('the Warrant to Act prints what the screen showed', () => {
  function shownAndPrinted(parties: DocumentParties) {
    const metadata = {
      ...wtaDefaults(parties, parties.clientSide, parties.buyerLawyer, TODAY),
      letterOfEngagement: 'LOE/2026/117',
      wtaLawyerNric: 'S7000001Z',
    };
    const { container } = render(<WtaLetter metadata={metadata} parties={parties} firm={SCREEN_FIRM} isEditing={false} onChange={vi.fn()} />);
    return { blocks: screenBlocks(container), printed: printedText({ module: 'wta', metadata, parties, firm: FIRM }) };
  }

  it('for the two persons the firm acts for', async () => {
    const { blocks, printed } = shownAndPrinted(BUYER_CLIENT_PARTIES);
    expect(missingFromPdf(blocks, await printed)).toEqual([]);
    expect(blocks).toContain(
      'We, Lim Boon Keng and Chen Mei Hua (NRIC No. *****567D, *****321A), hereby authorise and instruct you to act for us in the following ' +
        'matter and in any legal proceedings arising from it:',
    );
  });

  it("for a company: 'We, <company>' with its UEN", async () => {
    const company: DocumentParties = {
      ...BUYER_CLIENT_PARTIES,
      purchasers: [{ name: 'Harbourfront Holdings Pte. Ltd.', idNo: '201812345K', company: true }],
    };
    const { blocks, printed } = shownAndPrinted(company);
    expect(missingFromPdf(blocks, await printed)).toEqual([]);
    expect(blocks).toContain(
      'We, Harbourfront Holdings Pte. Ltd. (UEN No. ******345K), hereby authorise and instruct you to act for us in the following matter ' +
        'and in any legal proceedings arising from it:',
    );
    expect(blocks).toContain('UEN: ******345K');
    expect(blocks.join(' ')).not.toContain('NRIC No.');
  });
});

describe('the S.65 notice prints what the screen showed', () => {
  it('block for block', async () => {
    const metadata = s65Defaults(BUYER_CLIENT_PARTIES, TODAY);
    const { container } = render(<S65Notice metadata={metadata} parties={BUYER_CLIENT_PARTIES} isEditing={false} onChange={vi.fn()} />);
    const blocks = screenBlocks(container);
    expect(blocks.length).toBeGreaterThan(20);
    expect(missingFromPdf(blocks, await printedText({ module: 's65', metadata, parties: BUYER_CLIENT_PARTIES }))).toEqual([]);
  });
});
