import { describe, expect, it } from 'vitest';
import { changesBetween } from '../../../src/domain/history/changes';
import { documentFields, type SavedDocumentFields } from '../../../src/domain/history/document-fields';
import {
  addressees,
  documentOpenedToRead,
  documentPrinted,
  documentSaved,
  documentSent,
  documentsUploaded,
  listed,
  listedDocumentsSent,
  notificationSent,
  signedCopiesUploaded,
  signedCopyRemoved,
  signingStarted,
  uploadRemoved,
} from '../../../src/domain/history/document-summaries';

const tan = { name: 'Tan Ah Kow', email: 'tan@example.com' };
const lim = { name: '', email: 'lim@example.com' };

describe('document summaries', () => {
  it('name the OTP, WTA and S.65 in full words', () => {
    expect(documentSaved('otp', true)).toBe('Saved the Option to Purchase.');
    expect(documentSaved('wta', false)).toBe('Updated the Warrant to Act.');
    expect(documentPrinted('s65')).toBe('Printed the Section 65 notice.');
    expect(documentOpenedToRead('otp')).toBe('Opened the Option to Purchase as a PDF to read.');
  });

  it('name who a document went to, by name or else by address, counting the rest after three', () => {
    expect(documentSent('otp', [tan, lim])).toBe('Sent the Option to Purchase to Tan Ah Kow and lim@example.com.');
    expect(addressees([tan, lim, tan, lim, tan])).toBe('Tan Ah Kow, lim@example.com, Tan Ah Kow and 2 others');
    expect(listed(['a', 'b', 'c', 'd'])).toBe('a, b, c and 1 other');
    expect(notificationSent('S65_SELLER_SIGNED', [tan])).toBe("Sent the Section 65 notice signed by the seller's lawyer to Tan Ah Kow.");
    expect(notificationSent('DSS_S65_COMPLETED_MA', [tan])).toBe('Sent the Section 65 notice signed by both lawyers to Tan Ah Kow.');
    expect(listedDocumentsSent(['notes.pdf'], [tan])).toBe('Sent notes.pdf to Tan Ah Kow.');
    expect(listedDocumentsSent(['a.pdf', 'b.pdf'], [tan])).toBe('Sent 2 documents (a.pdf and b.pdf) to Tan Ah Kow.');
  });

  it('name signed copies as the SUMMARY tab does', () => {
    expect(signedCopiesUploaded('otp', [{ uploadType: 'SIGNED', signedBy: null }])).toBe('Uploaded the signed copy of the Option to Purchase.');
    expect(
      signedCopiesUploaded('otp', [
        { uploadType: 'SIGNED', signedBy: null },
        { uploadType: 'ACCEPTANCE', signedBy: null },
      ]),
    ).toBe('Uploaded the signed copy and the acceptance copy of the Option to Purchase.');
    expect(signedCopyRemoved('s65', { uploadType: 'SIGNED', signedBy: 'BUYERLAWYER' })).toBe(
      "Removed the buyer's lawyer's signed copy of the Section 65 notice.",
    );
    expect(signingStarted(['SELLERLAWYER', 'BUYERLAWYER'])).toBe(
      "Sent the Section 65 notice for DSS signing by the seller's lawyer and the buyer's lawyer.",
    );
  });

  it('name the user’s own uploads by file', () => {
    expect(documentsUploaded(['a.pdf'])).toBe('Uploaded the document a.pdf.');
    expect(documentsUploaded(['a.pdf', 'b.docx'])).toBe('Uploaded 2 documents: a.pdf and b.docx.');
    expect(uploadRemoved('notes.pdf')).toBe('Deleted the uploaded document notes.pdf.');
  });
});

describe('document fields', () => {
  const otp = (metadata: SavedDocumentFields['metadata'], summary: SavedDocumentFields['summary'] = {}): SavedDocumentFields => ({
    metadata,
    summary,
  });

  it('list the fields a new document sets, labelled as its editor labels them', () => {
    const changes = changesBetween(
      null,
      otp(
        { purchasePrice: '2,500,000', bgElevenVacant: true, completionDateMode: 'week', paymentClientOption: 'client2', chequeNo: '' },
        { optionMoney: '10,000' },
      ),
      documentFields('otp'),
    );
    expect(changes).toEqual([
      { field: 'Option Money', before: null, after: '10,000' },
      { field: 'Purchase price (S$)', before: null, after: '2,500,000' },
      { field: 'Vacant possession', before: null, after: 'Yes' },
      { field: 'Completion', before: null, after: 'By weeks' },
      { field: 'Deposit payable to', before: null, after: "the Vendor's solicitors as stakeholders" },
    ]);
  });

  it('keep only what an update changed, with ID numbers masked', () => {
    const before = otp({ purchasePrice: '2,500,000', vendorWitnessNric: 'S1234567A' });
    const after = otp({ purchasePrice: '2,600,000', vendorWitnessNric: 'S7654321B' });
    expect(changesBetween(before, after, documentFields('otp'))).toEqual([
      { field: 'Purchase price (S$)', before: '2,500,000', after: '2,600,000' },
      { field: "Vendor's witness NRIC", before: '******67A', after: '******21B' },
    ]);
  });

  it('label the signing date of the WTA’s SUMMARY tab as the WTA does; the S.65 has none', () => {
    expect(changesBetween(otp({}), otp({}, { signedOn: '2026-01-05' }), documentFields('wta'))).toEqual([
      { field: 'WTA Signed On', before: null, after: '2026-01-05' },
    ]);
    expect(changesBetween(otp({}), otp({}, { signedOn: '2026-01-05' }), documentFields('s65'))).toEqual([]);
  });
});
