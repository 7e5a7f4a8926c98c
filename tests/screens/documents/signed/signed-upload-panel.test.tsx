import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/domain/messages';
import { OTP_ACCEPTANCE, OTP_SIGNED, PROPERTY_ID } from '../../../../stories/documents/signed/signed-server';
import { answerHeldUpload, recordedUploads as signedUploads } from '../../../../stories/support/fake-upload';
import { apiCalls } from '../../../../stories/support/mock-api';
import { answerAlert, choose, JWT, pdf, renderSignedPanel, slot, user } from './signed-panel-screen';

const SIGNED = 'Signed OTP';
const ACCEPTANCE = 'Acceptance Signed Copy';

describe('OTP / WTA signed-copy panel', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('uploads the signed OTP and its acceptance copy in one request with the seed fields, then shows download links', async () => {
    const panel = renderSignedPanel('otp', [], { answer: 'held' });
    restore = panel.restore;
    const person = user();

    await choose(person, SIGNED, pdf('otp-signed.pdf'));
    // The picker gave way to the check icon, and the keyboard user lands on it.
    expect(slot(SIGNED).getByRole('button', { name: `Upload ${SIGNED}` })).toHaveFocus();
    await choose(person, ACCEPTANCE, pdf('acceptance.pdf'));
    await person.click(slot(ACCEPTANCE).getByRole('button', { name: `Upload ${ACCEPTANCE}` }));

    const bar = await slot(SIGNED).findByRole('progressbar', { name: `${messages.uploading} otp-signed.pdf` });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(signedUploads()).toEqual([
      {
        url: '/api/upload-signed-document',
        authorization: `Bearer ${JWT}`,
        fields: { propId: String(PROPERTY_ID), documentModule: 'otp' },
        files: { signedFile: 'otp-signed.pdf', acceptanceSignedFile: 'acceptance.pdf' },
      },
    ]);

    const [sent] = signedUploads();
    if (sent) answerHeldUpload(panel.server.answerUpload(sent));
    const download = await slot(SIGNED).findByRole('button', { name: 'Download SIGNED.pdf' });
    expect(slot(ACCEPTANCE).getByRole('button', { name: 'Download ACCEPTANCE.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(download).toHaveFocus());
    await waitFor(() => expect(panel.reloads).toHaveBeenCalledTimes(1));
    await person.click(download);
    expect(panel.onDownload).toHaveBeenCalledWith(expect.objectContaining({ module: 'otp', uploadType: 'SIGNED', fileName: 'SIGNED.pdf' }));
  });

  it('the cross icon drops a chosen file without sending anything', async () => {
    restore = renderSignedPanel('otp', []).restore;
    const person = user();
    await choose(person, SIGNED, pdf('otp-signed.pdf'));
    await person.click(slot(SIGNED).getByRole('button', { name: `Cancel ${SIGNED}` }));
    expect(slot(SIGNED).getByRole('button', { name: `Choose ${SIGNED}` })).toHaveFocus();
    expect(signedUploads()).toEqual([]);
  });

  it('refuses the acceptance copy before a signed OTP, and a signed OTP that is not a PDF', async () => {
    restore = renderSignedPanel('otp', []).restore;
    const person = user();
    await choose(person, ACCEPTANCE, pdf('acceptance.pdf'));
    await answerAlert(person, messages.acceptanceNeedsSignedOtp, 'OK');
    await choose(person, SIGNED, new File(['x'], 'otp-signed.docx', { type: 'application/msword' }));
    const alert = await answerAlert(person, messages.fileNotSelected, 'OK');
    expect(alert).toHaveTextContent(messages.signedUploadNotPdf);
    expect(slot(ACCEPTANCE).getByText(messages.noFileChosen)).toBeInTheDocument();
    expect(signedUploads()).toEqual([]);
  });

  it('keeps the signed OTP while the acceptance copy exists', async () => {
    restore = renderSignedPanel('otp', [OTP_SIGNED, OTP_ACCEPTANCE]).restore;
    const person = user();
    await person.click(slot(SIGNED).getByRole('button', { name: `Delete ${SIGNED}` }));
    await answerAlert(person, messages.removeAcceptanceSignedFile, 'OK');
    expect(slot(SIGNED).getByRole('button', { name: 'Download SIGNED.pdf' })).toBeInTheDocument();
    expect(apiCalls('POST /remove-property-document-template')).toEqual([]);
  });

  it("asks 'Delete Record' first: Cancel keeps the copy, Delete removes it by propDocId and says 'Successfully Deleted'", async () => {
    restore = renderSignedPanel('wta', [{ ...OTP_SIGNED, documentModule: 'wta' }]).restore;
    const person = user();
    expect(screen.queryByRole('group', { name: ACCEPTANCE })).not.toBeInTheDocument();

    await person.click(slot('Signed WTA').getByRole('button', { name: 'Delete Signed WTA' }));
    const question = await answerAlert(person, messages.deleteRecordTitle, 'Cancel');
    expect(question).toHaveTextContent(messages.confirmDeleteSignedFile('SIGNED.pdf'));
    expect(apiCalls('POST /remove-property-document-template')).toEqual([]);

    await person.click(slot('Signed WTA').getByRole('button', { name: 'Delete Signed WTA' }));
    await answerAlert(person, messages.deleteRecordTitle, 'Delete');
    expect(await screen.findByText(messages.successfullyDeleted)).toBeInTheDocument();
    expect(apiCalls('POST /remove-property-document-template').map((call) => call.body)).toEqual([
      { propertyId: PROPERTY_ID, propDocId: OTP_SIGNED.id },
    ]);
    const picker = await slot('Signed WTA').findByRole('button', { name: 'Choose Signed WTA' });
    await waitFor(() => expect(picker).toHaveFocus());
  });
});
