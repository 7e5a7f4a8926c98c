import { describe, expect, it } from 'vitest';
import {
  acceptanceUploadProblem,
  buyerUploadProblem,
  chosenFileProblem,
  removalProblem,
  s65SendProblem,
  s65SignedFlags,
  s65SignedState,
  type SignedCopy,
} from '../../src/domain/documents/signed-copy-rules';
import { messages } from '../../src/domain/messages';

function copy(overrides: Partial<SignedCopy> & Pick<SignedCopy, 'id' | 'module'>): SignedCopy {
  return { uploadType: 'SIGNED', signedBy: null, dssSigned: false, fileName: `copy-${overrides.id}.pdf`, ...overrides };
}

const otpSigned = copy({ id: 1, module: 'otp' });
const otpAcceptance = copy({ id: 2, module: 'otp', uploadType: 'ACCEPTANCE' });
const wtaSigned = copy({ id: 3, module: 'wta' });
const s65Seller = copy({ id: 4, module: 's65', signedBy: 'SELLERLAWYER' });
const s65Buyer = copy({ id: 5, module: 's65', signedBy: 'BUYERLAWYER' });

describe('removing a signed copy (seed 001 §4, §5)', () => {
  it('a signed OTP is refused while its acceptance copy exists', () => {
    expect(removalProblem(otpSigned, [otpSigned, otpAcceptance])).toBe(messages.removeAcceptanceSignedFile);
  });

  it('a signed OTP can go once no acceptance copy is left', () => {
    expect(removalProblem(otpSigned, [otpSigned])).toBeNull();
  });

  it('the acceptance copy itself can always go', () => {
    expect(removalProblem(otpAcceptance, [otpSigned, otpAcceptance])).toBeNull();
  });

  it('a signed WTA is not held back by an OTP acceptance copy', () => {
    expect(removalProblem(wtaSigned, [wtaSigned, otpAcceptance])).toBeNull();
  });

  it("the seller's S.65 copy is refused while the buyer's exists", () => {
    expect(removalProblem(s65Seller, [s65Seller, s65Buyer])).toBe(messages.removeBuyerLawyerSignedFile);
  });

  it("the buyer's S.65 copy can go, and then the seller's", () => {
    expect(removalProblem(s65Buyer, [s65Seller, s65Buyer])).toBeNull();
    expect(removalProblem(s65Seller, [s65Seller])).toBeNull();
  });

  it('a copy that came back from DSS is never removable, whatever else exists', () => {
    const dssSeller = { ...s65Seller, dssSigned: true };
    expect(removalProblem(dssSeller, [dssSeller])).toBe(messages.signedFileIsDssSigned);
    expect(removalProblem(dssSeller, [dssSeller, s65Buyer])).toBe(messages.signedFileIsDssSigned);
  });
});

describe('the acceptance copy follows a signed OTP', () => {
  it('is refused with no signed OTP uploaded or chosen', () => {
    expect(acceptanceUploadProblem([], false)).toBe(messages.acceptanceNeedsSignedOtp);
  });

  it('a signed WTA does not count as a signed OTP', () => {
    expect(acceptanceUploadProblem([wtaSigned], false)).toBe(messages.acceptanceNeedsSignedOtp);
  });

  it('is allowed once a signed OTP is uploaded', () => {
    expect(acceptanceUploadProblem([otpSigned], false)).toBeNull();
  });

  it('is allowed when the signed OTP is chosen in the same upload', () => {
    expect(acceptanceUploadProblem([], true)).toBeNull();
  });
});

describe("the buyer's lawyer signs after the seller's lawyer", () => {
  it('is refused with no seller copy uploaded or chosen', () => {
    expect(buyerUploadProblem([], false)).toBe(messages.buyerLawyerSignsAfterSeller);
  });

  it('is allowed once the seller copy is uploaded', () => {
    expect(buyerUploadProblem([s65Seller], false)).toBeNull();
  });

  it('is allowed when the seller copy is chosen in the same upload', () => {
    expect(buyerUploadProblem([], true)).toBeNull();
  });
});

describe('S.65 signed state for the send presets', () => {
  it.each([
    ['no copies', [], 'none'],
    ['only the seller', [s65Seller], 'seller'],
    ['both lawyers', [s65Seller, s65Buyer], 'both'],
    ['a buyer copy without the seller', [s65Buyer], 'none'],
    ['OTP copies only', [otpSigned, otpAcceptance], 'none'],
  ] as const)('%s → %s', (_label, copies, state) => {
    expect(s65SignedState(copies)).toBe(state);
  });
});

describe("the property's S.65 signed flags come from DSS-signed copies", () => {
  it('an uploaded copy alone does not mark a lawyer as signed', () => {
    expect(s65SignedFlags([s65Seller, s65Buyer])).toEqual({ s65SellerLawyerSigned: false, s65BuyerLawyerSigned: false });
  });

  it('each DSS-signed copy marks its own lawyer', () => {
    const flags = s65SignedFlags([{ ...s65Seller, dssSigned: true }, s65Buyer]);
    expect(flags).toEqual({ s65SellerLawyerSigned: true, s65BuyerLawyerSigned: false });
    expect(
      s65SignedFlags([
        { ...s65Seller, dssSigned: true },
        { ...s65Buyer, dssSigned: true },
      ]),
    ).toEqual({
      s65SellerLawyerSigned: true,
      s65BuyerLawyerSigned: true,
    });
  });
});

describe('sending an S.65', () => {
  it("needs the seller's lawyer's signed copy", () => {
    expect(s65SendProblem([])).toBe(messages.uploadSellerLawyerSignedPdf);
    expect(s65SendProblem([s65Buyer])).toBe(messages.uploadSellerLawyerSignedPdf);
  });

  it('goes ahead once it is uploaded', () => {
    expect(s65SendProblem([s65Seller])).toBeNull();
  });
});

describe('a chosen file before uploading', () => {
  it('must be a PDF', () => {
    expect(chosenFileProblem({ name: 'signed.docx', size: 100 })).toBe(messages.signedUploadNotPdf);
  });

  it('may be at most 10 MB', () => {
    expect(chosenFileProblem({ name: 'signed.pdf', size: 10_000_001 })).toBe(messages.signedUploadTooLarge);
    expect(chosenFileProblem({ name: 'Signed.PDF', size: 10_000_000 })).toBeNull();
  });
});
