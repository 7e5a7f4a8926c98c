import { describe, expect, it } from 'vitest';
import { uploadFailureAlert } from '../../machines/signed-slots';
import { ApiError } from '../../src/api/errors';
import { messages } from '../../src/domain/messages';

/**
 * Issue 18 item 13: a refused signed upload (a 400 listing its problems) says what is wrong in the user's
 * words, never with the multipart field's wire name ('signedFile: …').
 */
describe("a refused upload's problems, as the user reads them", () => {
  it('a 400 naming the signedFile field shows the message alone', () => {
    const error = new ApiError(400, messages.signedUploadTooLarge, [`signedFile: ${messages.signedUploadTooLarge}`]);
    expect(uploadFailureAlert(error)).toEqual({ title: messages.uploadFailed, text: messages.signedUploadTooLarge, tone: 'error' });
  });

  it('two files refused for the same reason say it once; different reasons are both said', () => {
    const same = new ApiError(400, messages.badRequest, [
      `signedFile: ${messages.signedUploadNotPdf}`,
      `acceptanceSignedFile: ${messages.signedUploadNotPdf}`,
    ]);
    expect(uploadFailureAlert(same).text).toBe(messages.signedUploadNotPdf);
    const both = new ApiError(400, messages.badRequest, [
      `signedFileSellerLawyers: ${messages.signedUploadNotPdf}`,
      `signedFileBuyerLawyers: ${messages.signedUploadTooLarge}`,
    ]);
    expect(uploadFailureAlert(both).text).toBe(`${messages.signedUploadNotPdf} ${messages.signedUploadTooLarge}`);
  });

  it.each(['signedFile: ', 'acceptanceSignedFile: ', 'commonFile: ', 'signedBy: ', 'docModule, propControlNo: ', 'body: '])(
    'no wire name (%s) is left in the text',
    (prefix) => {
      const error = new ApiError(400, messages.badRequest, [`${prefix}something is wrong`]);
      expect(uploadFailureAlert(error).text).toBe('something is wrong');
    },
  );

  it("a message whose own words hold a colon is kept whole ('Delete Failed: …')", () => {
    const text = 'Delete Failed: Property with Reference No: R1 and Property Control No: P1 has been assigned and activated!';
    expect(uploadFailureAlert(new ApiError(400, messages.badRequest, [text])).text).toBe(text);
  });

  it('a refusal without a list (409) or no answer keeps its message', () => {
    expect(uploadFailureAlert(new ApiError(409, messages.signedCopyExists)).text).toBe(messages.signedCopyExists);
    expect(uploadFailureAlert(ApiError.network(new TypeError('offline'))).text).toBe(messages.networkError);
  });
});
