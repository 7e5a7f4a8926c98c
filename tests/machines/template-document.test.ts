import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  templateDocumentMachine,
  type CreateDocumentRequest,
  type PrintDocumentReply,
  type PrintDocumentRequest,
  type SavedTemplateDocument,
  type SignDocumentReply,
  type SignDocumentRequest,
  type TemplateDocumentEmitted,
  type TemplateDocumentInput,
  type UpdateDocumentRequest,
} from '../../machines/template-document.machine';
import { OTP_DEFAULTS, S65_DEFAULTS, SAMPLE_TODAY, SAVED_OTP, SAVED_S65, SELLER_S65_COPY } from '../../machines/template-document.samples';
import { ApiError } from '../../src/api/errors';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

interface Server {
  create?: (request: CreateDocumentRequest) => Promise<SavedTemplateDocument>;
  update?: (request: UpdateDocumentRequest) => Promise<SavedTemplateDocument>;
  print?: () => Promise<PrintDocumentReply>;
  sign?: () => Promise<SignDocumentReply>;
}

const PDF_URL = '/api/open-pdf/abc123';
const SUBMISSION = { transactionId: 'DSS-2026-0042', status: 'SUBMITTED' };

/** The page's machine with fake calls that record what they were asked, and what it emitted. */
function start(input: TemplateDocumentInput, server: Server = {}) {
  const calls = {
    create: [] as CreateDocumentRequest[],
    update: [] as UpdateDocumentRequest[],
    print: [] as PrintDocumentRequest[],
    sign: [] as SignDocumentRequest[],
  };
  const machine = templateDocumentMachine.provide({
    actors: {
      createDocument: fromPromise<SavedTemplateDocument, CreateDocumentRequest>(({ input: request }) => {
        calls.create.push(request);
        return server.create?.(request) ?? Promise.resolve({ ...request, id: 700, version: 1 });
      }),
      updateDocument: fromPromise<SavedTemplateDocument, UpdateDocumentRequest>(({ input: request }) => {
        calls.update.push(request);
        return server.update?.(request) ?? Promise.resolve(request);
      }),
      printDocument: fromPromise<PrintDocumentReply, PrintDocumentRequest>(({ input: request }) => {
        calls.print.push(request);
        return server.print?.() ?? Promise.resolve({ pdfURL: PDF_URL });
      }),
      signDocument: fromPromise<SignDocumentReply, SignDocumentRequest>(({ input: request }) => {
        calls.sign.push(request);
        return server.sign?.() ?? Promise.resolve([SUBMISSION, { transactionId: 'DSS-2026-0043', status: 'SUBMITTED' }]);
      }),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: TemplateDocumentEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

type Actor = ReturnType<typeof start>['actor'];

const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const alertTitle = (actor: Actor) => actor.getSnapshot().context.alert?.title;
const never = <T>() => new Promise<T>(() => {});

const newOtp: TemplateDocumentInput = { module: 'otp', templateType: null, saved: null, defaults: OTP_DEFAULTS, today: SAMPLE_TODAY };
const savedOtp: TemplateDocumentInput = { ...newOtp, templateType: 'template1', saved: SAVED_OTP };
const newS65: TemplateDocumentInput = { ...newOtp, module: 's65', templateType: 'template1', defaults: S65_DEFAULTS };
const savedS65: TemplateDocumentInput = { ...newS65, saved: SAVED_S65, s65Copies: [] };

describe('template document machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('template-document'));
  });

  describe('before a template is chosen', () => {
    it.each(['document.print', 'document.send'] as const)("%s says 'Please select one template type'", (type) => {
      const { actor } = start(newOtp);
      actor.send({ type });
      expect(actor.getSnapshot().hasTag('alert')).toBe(true);
      expect(actor.getSnapshot().context.alert).toEqual({ title: messages.selectOneTemplateType, text: '', tone: 'warning' });
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().context.alert).toBeNull();
      expect(actor.getSnapshot().matches({ noTemplate: 'idle' })).toBe(true);
    });

    it('DSS sign exists on the S.65 page only', () => {
      expect(start(newOtp).actor.getSnapshot().can({ type: 'document.sign' })).toBe(false);
      const { actor } = start({ ...newS65, templateType: null });
      actor.send({ type: 'document.sign' });
      expect(alertTitle(actor)).toBe(messages.selectOneTemplateType);
    });

    it('choosing the template with nothing saved opens a new form from the defaults', () => {
      const { actor } = start(newOtp);
      actor.send({ type: 'template.select', templateType: 'template1' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches('new')).toBe(true);
      expect(snapshot.hasTag('editing')).toBe(true);
      expect(snapshot.context.draft).toEqual({ metadata: OTP_DEFAULTS, summary: {} });
    });
  });

  describe('a new document', () => {
    it.each(['document.print', 'document.send'] as const)("%s says 'Please submit document and print'", (type) => {
      const { actor, calls } = start(newS65);
      actor.send({ type: 'document.change', metadata: { s65McstNo: '4522' } });
      actor.send({ type });
      expect(alertTitle(actor)).toBe(messages.submitDocumentAndPrint);
      expect(calls.print).toEqual([]);
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().context.draft.metadata.s65McstNo).toBe('4522');
    });

    it("DSS sign on an unsaved S.65 says 'Please submit document and DSS Sign'", () => {
      const { actor, calls } = start(newS65);
      actor.send({ type: 'document.sign' });
      expect(alertTitle(actor)).toBe(messages.submitDocumentAndDssSign);
      expect(calls.sign).toEqual([]);
    });

    it('a signed-on date after today is refused in the error alert and nothing is saved', () => {
      const { actor, calls } = start({ ...newOtp, templateType: 'template1' });
      actor.send({ type: 'document.change', summary: { signedOn: '2026-03-17', acceptanceSignedOn: '2026-04-01' } });
      actor.send({ type: 'document.save' });
      expect(actor.getSnapshot().hasTag('problems')).toBe(true);
      expect(actor.getSnapshot().context.problems).toEqual([messages.signedOnAfterToday, messages.acceptanceSignedOnAfterToday]);
      expect(calls.create).toEqual([]);
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().context.problems).toEqual([]);
      expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    });

    it('signed today is accepted', async () => {
      const { actor, calls } = start({ ...newOtp, templateType: 'template1' });
      actor.send({ type: 'document.change', summary: { signedOn: SAMPLE_TODAY } });
      actor.send({ type: 'document.save' });
      await settled(actor);
      expect(calls.create).toHaveLength(1);
    });

    it("Save creates it with only the chosen completion kept, then shows it saved with Update and 'Document saved.'", async () => {
      const { actor, calls, emitted } = start({ ...newOtp, templateType: 'template1' });
      actor.send({ type: 'document.change', metadata: { completionDateMode: 'date', completionDay: '2026-06-30', completionDayOf: '8' } });
      actor.send({ type: 'document.change', summary: { optionMoney: '18,500.00' } });
      actor.send({ type: 'document.save' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const saved = await settled(actor);
      expect(calls.create).toEqual([
        {
          module: 'otp',
          templateType: 'template1',
          metadata: { ...OTP_DEFAULTS, completionDateMode: 'date', completionDay: '2026-06-30', completionDayOf: '' },
          summary: { optionMoney: '18,500.00' },
        },
      ]);
      expect(saved.matches({ existing: 'preview' })).toBe(true);
      expect(saved.context.saved?.id).toBe(700);
      expect(emitted).toEqual([{ type: 'notice', notice: { message: messages.documentSaved, tone: 'success' } }]);
    });

    it('a second Save while saving is ignored', async () => {
      const { actor, calls } = start(newS65);
      actor.send({ type: 'document.save' });
      actor.send({ type: 'document.save' });
      await settled(actor);
      expect(calls.create).toHaveLength(1);
    });

    it('choosing the template already shown keeps what was typed', () => {
      const { actor } = start(newS65);
      actor.send({ type: 'document.change', metadata: { s65McstNo: '4522' } });
      expect(actor.getSnapshot().can({ type: 'template.select', templateType: 'template1' })).toBe(false);
      actor.send({ type: 'template.select', templateType: 'template1' });
      expect(actor.getSnapshot().context.draft.metadata.s65McstNo).toBe('4522');
    });

    it('Cancel puts the defaults back', () => {
      const { actor } = start(newS65);
      actor.send({ type: 'document.change', metadata: { s65McstNo: '9999' } });
      actor.send({ type: 'document.cancel' });
      expect(actor.getSnapshot().context.draft.metadata).toBe(S65_DEFAULTS);
      expect(actor.getSnapshot().matches('new')).toBe(true);
    });

    it("the server's 400 messages show in the error alert", async () => {
      const badRequest = new ApiError(400, messages.badRequest, ['otpSpecificDate: must be a date (yyyy-mm-dd)']);
      const { actor } = start(newS65, { create: () => Promise.reject(badRequest) });
      actor.send({ type: 'document.save' });
      const refused = await settled(actor);
      expect(refused.hasTag('problems')).toBe(true);
      expect(refused.context.problems).toEqual(['otpSpecificDate: must be a date (yyyy-mm-dd)']);
    });

    it("another failure shows 'Document Not Saved' with the reason and keeps what was typed", async () => {
      const conflict = new ApiError(409, messages.documentAlreadySaved);
      const { actor } = start(newS65, { create: () => Promise.reject(conflict) });
      actor.send({ type: 'document.change', metadata: { s65McstNo: '4522' } });
      actor.send({ type: 'document.save' });
      const failed = await settled(actor);
      expect(failed.hasTag('error')).toBe(true);
      expect(failed.context.alert).toEqual({ title: messages.documentSaveFailedTitle, text: messages.documentAlreadySaved, tone: 'error' });
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().matches({ new: 'editing' })).toBe(true);
      expect(actor.getSnapshot().context.draft.metadata.s65McstNo).toBe('4522');
    });
  });

  describe('a saved document', () => {
    it('opens as a preview of the saved document; the edit icon opens the form with Update', () => {
      const { actor } = start(savedOtp);
      expect(actor.getSnapshot().hasTag('preview')).toBe(true);
      expect(actor.getSnapshot().context.draft).toEqual({ metadata: SAVED_OTP.metadata, summary: SAVED_OTP.summary });
      actor.send({ type: 'document.edit' });
      expect(actor.getSnapshot().matches({ existing: 'editing' })).toBe(true);
    });

    it('Cancel returns the form to the saved document', () => {
      const { actor } = start(savedOtp);
      actor.send({ type: 'document.edit' });
      actor.send({ type: 'document.change', metadata: { optionMoney: '1.00' } });
      actor.send({ type: 'document.cancel' });
      expect(actor.getSnapshot().hasTag('preview')).toBe(true);
      expect(actor.getSnapshot().context.draft.metadata).toBe(SAVED_OTP.metadata);
    });

    it('Update sends the document id, keeps only the chosen completion and shows the result', async () => {
      const { actor, calls, emitted } = start(savedOtp);
      actor.send({ type: 'document.edit' });
      actor.send({ type: 'document.change', metadata: { completionDay: '2026-07-01', vendorWitnessName: 'Goh Wen Jie' } });
      actor.send({ type: 'document.save' });
      const updated = await settled(actor);
      expect(calls.update).toEqual([
        {
          id: 501,
          version: 1,
          module: 'otp',
          templateType: 'template1',
          metadata: { ...SAVED_OTP.metadata, completionDay: '', completionDayOf: '10', vendorWitnessName: 'Goh Wen Jie' },
          summary: SAVED_OTP.summary,
        },
      ]);
      expect(updated.hasTag('preview')).toBe(true);
      expect(updated.context.draft.metadata.vendorWitnessName).toBe('Goh Wen Jie');
      expect(emitted).toEqual([{ type: 'notice', notice: { message: messages.documentSaved, tone: 'success' } }]);
    });

    it('WTA and S.65 metadata is saved as typed', async () => {
      const { actor, calls } = start(savedS65);
      actor.send({ type: 'document.edit' });
      actor.send({ type: 'document.save' });
      await settled(actor);
      expect(calls.update[0]?.metadata).toEqual(S65_DEFAULTS);
    });

    it('an update in flight cannot be doubled by another Update', () => {
      const { actor, calls } = start(savedS65, { update: never });
      actor.send({ type: 'document.edit' });
      actor.send({ type: 'document.save' });
      actor.send({ type: 'document.save' });
      expect(calls.update).toHaveLength(1);
    });

    it('the action icons wait while the form is open', () => {
      const { actor } = start(savedS65);
      actor.send({ type: 'document.edit' });
      for (const type of ['document.print', 'document.send', 'document.sign'] as const) {
        expect(actor.getSnapshot().can({ type })).toBe(false);
      }
    });

    it('switching the template to none and back shows the saved document again', () => {
      const { actor } = start(savedOtp);
      actor.send({ type: 'template.select', templateType: null });
      expect(actor.getSnapshot().matches('noTemplate')).toBe(true);
      actor.send({ type: 'template.select', templateType: 'template1' });
      expect(actor.getSnapshot().hasTag('preview')).toBe(true);
    });
  });

  describe('print', () => {
    it('prints the saved document and hands its link to the screen to open', async () => {
      const { actor, calls, emitted } = start(savedOtp);
      actor.send({ type: 'document.print' });
      actor.send({ type: 'document.print' });
      await settled(actor);
      expect(calls.print).toEqual([{ module: 'otp', templateType: 'template1', documentId: 501 }]);
      expect(emitted).toEqual([{ type: 'pdf.open', url: PDF_URL }]);
      expect(actor.getSnapshot().hasTag('preview')).toBe(true);
    });

    it("a failed print says 'Print Failed' with the reason", async () => {
      const { actor, emitted } = start(savedOtp, { print: () => Promise.reject(ApiError.network(new TypeError('fetch failed'))) });
      actor.send({ type: 'document.print' });
      const failed = await settled(actor);
      expect(failed.context.alert).toEqual({ title: messages.documentPrintFailedTitle, text: messages.networkError, tone: 'error' });
      expect(emitted).toEqual([]);
    });
  });

  describe('send', () => {
    it('an OTP opens the send modal; closing it returns to the preview', () => {
      const { actor } = start(savedOtp);
      actor.send({ type: 'document.send' });
      expect(actor.getSnapshot().hasTag('send')).toBe(true);
      actor.send({ type: 'send.close' });
      expect(actor.getSnapshot().hasTag('preview')).toBe(true);
    });

    it("an S.65 without the seller lawyer's signed copy says 'Please Upload Seller Lawyer signed pdf and send.'", () => {
      const { actor } = start(savedS65);
      actor.send({ type: 'document.send' });
      expect(alertTitle(actor)).toBe(messages.uploadSellerLawyerSignedPdf);
      expect(actor.getSnapshot().hasTag('send')).toBe(false);
    });

    it("once the page reports the seller's copy, the S.65 send modal opens", () => {
      const { actor } = start(savedS65);
      actor.send({ type: 'copies.changed', copies: [SELLER_S65_COPY] });
      actor.send({ type: 'document.send' });
      expect(actor.getSnapshot().hasTag('send')).toBe(true);
    });
  });

  describe('DSS sign', () => {
    it('starts signing the saved S.65, keeps the first submission and announces it', async () => {
      const { actor, calls, emitted } = start(savedS65);
      actor.send({ type: 'document.sign' });
      actor.send({ type: 'document.sign' });
      const signed = await settled(actor);
      expect(calls.sign).toEqual([{ documentId: 503 }]);
      expect(signed.context.dssSubmission).toEqual(SUBMISSION);
      expect(emitted).toEqual([{ type: 'notice', notice: { message: messages.dssTriggered, tone: 'success' } }]);
    });

    it.each([
      ['an empty answer', () => Promise.resolve([]), ''],
      ['a failed call', () => Promise.reject(new ApiError(409, messages.noSignedCopyToSign)), messages.noSignedCopyToSign],
    ])("%s says 'Document Signing submission has been failed.'", async (_, sign: () => Promise<SignDocumentReply>, text) => {
      const { actor, emitted } = start(savedS65, { sign });
      actor.send({ type: 'document.sign' });
      const failed = await settled(actor);
      expect(failed.context.alert).toEqual({ title: messages.dssFailed, text, tone: 'error' });
      expect(emitted).toEqual([]);
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().hasTag('preview')).toBe(true);
    });
  });

  describe('a field that cannot be read (issue 18)', () => {
    const expiryTypedWrong = { type: 'field.validity', field: 'summary.expiry', label: 'Expiry Date', message: messages.dateFormatInvalid } as const;

    it('is never saved over: Update is refused, the alert names the field, and dismissing it puts focus back on it', async () => {
      const { actor, calls, emitted } = start(savedOtp);
      actor.send({ type: 'document.edit' });
      actor.send(expiryTypedWrong);
      actor.send({ type: 'document.save' });
      expect(actor.getSnapshot().hasTag('problems')).toBe(true);
      expect(actor.getSnapshot().context.problems).toEqual([`Expiry Date: ${messages.dateFormatInvalid}`]);
      expect(calls.update).toEqual([]);
      expect(emitted).toEqual([]);
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().hasTag('editing')).toBe(true);
      expect(emitted).toEqual([{ type: 'field.focus', field: 'summary.expiry' }]);

      actor.send({ type: 'document.change', summary: { expiry: '2026-02-28' } });
      actor.send({ ...expiryTypedWrong, message: null });
      actor.send({ type: 'document.save' });
      await settled(actor);
      expect(calls.update.map((request) => request.summary.expiry)).toEqual(['2026-02-28']);
    });

    it('keeps a new document from being created too, before the summary rules are checked', () => {
      const { actor, calls } = start({ ...newOtp, templateType: 'template1' });
      actor.send({ type: 'document.change', summary: { signedOn: '2026-03-17' } });
      actor.send({ ...expiryTypedWrong, field: 'otpSpecificDate', label: 'Expiry date' });
      actor.send({ type: 'document.save' });
      expect(actor.getSnapshot().context.problems).toEqual([`Expiry date: ${messages.dateFormatInvalid}`]);
      expect(calls.create).toEqual([]);
    });

    it('is forgotten once the field is gone (the preview after Cancel)', () => {
      const { actor } = start(savedOtp);
      actor.send({ type: 'document.edit' });
      actor.send(expiryTypedWrong);
      actor.send({ type: 'document.cancel' });
      actor.send({ ...expiryTypedWrong, message: null });
      expect(actor.getSnapshot().context.invalidFields).toEqual([]);
    });
  });
  describe('unsaved changes (issue 18)', () => {
    it('a change that gives a field another value marks the document edited; one that keeps it does not', () => {
      const { actor } = start(newS65);
      expect(actor.getSnapshot().context.edited).toBe(false);
      actor.send({ type: 'document.change', metadata: { s65McstNo: S65_DEFAULTS.s65McstNo } });
      expect(actor.getSnapshot().context.edited).toBe(false);
      actor.send({ type: 'document.change', summary: { expiry: '2026-04-30' } });
      expect(actor.getSnapshot().context.edited).toBe(true);
    });

    it('Cancel puts back what was there and leaves nothing unsaved', () => {
      const { actor } = start(savedOtp);
      actor.send({ type: 'document.edit' });
      actor.send({ type: 'document.change', metadata: { optionMoney: '1.00' } });
      expect(actor.getSnapshot().context.edited).toBe(true);
      actor.send({ type: 'document.cancel' });
      expect(actor.getSnapshot().context.edited).toBe(false);
    });

    it('stays edited through a refused save, and Save leaves nothing unsaved', async () => {
      const refused = start(newS65, { create: () => Promise.reject(new ApiError(409, messages.documentAlreadySaved)) });
      refused.actor.send({ type: 'document.change', metadata: { s65McstNo: '4522' } });
      refused.actor.send({ type: 'document.save' });
      expect((await settled(refused.actor)).context.edited).toBe(true);
      const saved = start(newS65);
      saved.actor.send({ type: 'document.change', metadata: { s65McstNo: '4522' } });
      saved.actor.send({ type: 'document.save' });
      const after = await settled(saved.actor);
      expect(after.hasTag('preview')).toBe(true);
      expect(after.context.edited).toBe(false);
    });

    it('an Update leaves nothing unsaved', async () => {
      const { actor } = start(savedOtp);
      actor.send({ type: 'document.edit' });
      actor.send({ type: 'document.change', metadata: { optionMoney: '1.00' } });
      actor.send({ type: 'document.save' });
      const after = await settled(actor);
      expect(after.hasTag('preview')).toBe(true);
      expect(after.context.edited).toBe(false);
    });
  });
});
