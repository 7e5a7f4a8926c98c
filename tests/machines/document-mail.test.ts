import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { documentMailMachine, type DocumentMailInput, type DocumentMailReply, type DocumentMailRequest } from '../../machines/document-mail.machine';
import { ADDITIONAL_MAIL_ROW, ONE_DOCUMENT, SENDER_NAME, SEVERAL_DOCUMENTS } from '../../machines/document-mail.samples';
import { ApiError } from '../../src/api/errors';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

/** The modal with a fake send that records its requests; `answer` replaces the default true. */
function start(input: DocumentMailInput, answer: () => Promise<DocumentMailReply> = () => Promise.resolve(true)) {
  const requests: DocumentMailRequest[] = [];
  const machine = documentMailMachine.provide({
    actors: {
      sendMail: fromPromise<DocumentMailReply, DocumentMailRequest>(({ input: request }) => {
        requests.push(request);
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, requests };
}

type Actor = ReturnType<typeof start>['actor'];

const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const problem = (actor: Actor) => actor.getSnapshot().context.problem;
const tick = (actor: Actor, ...ids: string[]) => ids.forEach((id) => actor.send({ type: 'recipient.toggle', id }));

describe('document mail machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('document-mail'));
  });

  describe('refusals', () => {
    it("Send with nobody ticked and no added row says 'Choose at least one option' and sends nothing", () => {
      const { actor, requests } = start(ONE_DOCUMENT);
      actor.send({ type: 'send.submit' });
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(problem(actor)).toBe(messages.chooseAtLeastOneOption);
      expect(requests).toEqual([]);
    });

    it('an added row that is unticked counts as nothing chosen', () => {
      const { actor } = start(ONE_DOCUMENT);
      actor.send({ type: 'additional.add' });
      actor.send({ type: 'additional.change', index: 0, patch: { ...ADDITIONAL_MAIL_ROW, ticked: false } });
      actor.send({ type: 'send.submit' });
      expect(problem(actor)).toBe(messages.chooseAtLeastOneOption);
    });

    it('a ticked lawyer without a mail is named: "No email address for Buyer\'s Lawyer."', () => {
      const { actor, requests } = start(ONE_DOCUMENT);
      tick(actor, 'BuyerAgent:0', 'BuyerLawyer:0');
      actor.send({ type: 'send.submit' });
      expect(problem(actor)).toBe("No email address for Buyer's Lawyer.");
      expect(requests).toEqual([]);
    });

    it("an added row with a name but no mail: 'Email and Name cannot be empty'", () => {
      const { actor } = start(ONE_DOCUMENT);
      actor.send({ type: 'additional.add' });
      actor.send({ type: 'additional.change', index: 0, patch: { name: ADDITIONAL_MAIL_ROW.name } });
      actor.send({ type: 'send.submit' });
      expect(problem(actor)).toBe(messages.emailAndNameCannotBeEmpty);
    });

    it('any change clears the refusal', () => {
      const { actor } = start(ONE_DOCUMENT);
      actor.send({ type: 'send.submit' });
      tick(actor, 'Buyer:0');
      expect(actor.getSnapshot().hasTag('error')).toBe(false);
      expect(problem(actor)).toBeNull();
    });

    it('only a listed person can be ticked', () => {
      const { actor } = start(ONE_DOCUMENT);
      expect(actor.getSnapshot().can({ type: 'recipient.toggle', id: 'Buyer:0' })).toBe(true);
      expect(actor.getSnapshot().can({ type: 'recipient.toggle', id: 'Buyer:5' })).toBe(false);
    });
  });

  describe('combining', () => {
    it('is not offered for one document', () => {
      const { actor } = start(ONE_DOCUMENT);
      expect(actor.getSnapshot().can({ type: 'combine.toggle' })).toBe(false);
    });

    it('is offered for several documents and starts off', () => {
      const { actor } = start(SEVERAL_DOCUMENTS);
      expect(actor.getSnapshot().can({ type: 'combine.toggle' })).toBe(true);
      expect(actor.getSnapshot().context.combineFiles).toBe(false);
    });

    it('is sent as isCombineFiles when ticked', async () => {
      const { actor, requests } = start(SEVERAL_DOCUMENTS);
      tick(actor, 'SellerAgent:0');
      actor.send({ type: 'combine.toggle', combine: true });
      actor.send({ type: 'send.submit' });
      await settled(actor);
      expect(requests).toEqual([
        { propertyDocumentId: ['901', '902', '903'], recipents: ['Siti Nurhaliza||siti@agency.sg'], senderName: SENDER_NAME, isCombineFiles: true },
      ]);
    });

    it('toggling twice sends the files separately again', async () => {
      const { actor, requests } = start(SEVERAL_DOCUMENTS);
      tick(actor, 'SellerAgent:0');
      actor.send({ type: 'combine.toggle' });
      actor.send({ type: 'combine.toggle' });
      actor.send({ type: 'send.submit' });
      await settled(actor);
      expect(requests[0]?.isCombineFiles).toBe(false);
    });
  });

  describe('sending', () => {
    it("sends the document ids as strings, 'name||email' of each ticked person, and closes with 'Sent'", async () => {
      const { actor, requests } = start(ONE_DOCUMENT);
      tick(actor, 'Buyer:1', 'BuyerAgent:0', 'SellerLawyer:0');
      actor.send({ type: 'send.submit' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const done = await settled(actor);
      expect(requests).toEqual([
        {
          propertyDocumentId: ['901'],
          recipents: ['Chen Mei Hua||meihua.chen@harbourfront.com.sg', 'Tan Ah Kow||tan@agency.sg', 'Mei Ling Ong||property@leeong.com.sg'],
          senderName: SENDER_NAME,
          isCombineFiles: false,
        },
      ]);
      expect(done.status).toBe('done');
      expect(done.output).toEqual({ outcome: 'sent' });
      expect(done.context.notice).toEqual({ message: messages.sent, tone: 'success' });
    });

    it('an address already listed is not repeated, whatever its case', async () => {
      const { actor, requests } = start(ONE_DOCUMENT);
      tick(actor, 'SellerLawyer:0');
      actor.send({ type: 'additional.add' });
      actor.send({ type: 'additional.change', index: 0, patch: { name: 'Conveyancing desk', email: 'Property@LeeOng.com.sg' } });
      actor.send({ type: 'additional.add' });
      actor.send({ type: 'additional.change', index: 1, patch: ADDITIONAL_MAIL_ROW });
      actor.send({ type: 'send.submit' });
      await settled(actor);
      expect(requests[0]?.recipents).toEqual(['Mei Ling Ong||property@leeong.com.sg', 'Jane Koh||jane.koh@mcst4521.sg']);
    });

    it('added rows alone are enough, and a removed row is not sent', async () => {
      const { actor, requests } = start(ONE_DOCUMENT);
      actor.send({ type: 'additional.add' });
      actor.send({ type: 'additional.add' });
      actor.send({ type: 'additional.change', index: 1, patch: ADDITIONAL_MAIL_ROW });
      actor.send({ type: 'additional.remove', index: 0 });
      actor.send({ type: 'send.submit' });
      await settled(actor);
      expect(requests[0]?.recipents).toEqual(['Jane Koh||jane.koh@mcst4521.sg']);
    });

    it("a false answer is 'Sending Failed' and the modal stays open with the choices", async () => {
      const { actor } = start(SEVERAL_DOCUMENTS, () => Promise.resolve(false));
      tick(actor, 'Seller:0');
      actor.send({ type: 'combine.toggle' });
      actor.send({ type: 'send.submit' });
      const failed = await settled(actor);
      expect(failed.hasTag('error')).toBe(true);
      expect(failed.context.notice).toEqual({ message: messages.sendingFailed, tone: 'error' });
      expect(failed.context.combineFiles).toBe(true);
      expect(
        failed.context.groups
          .flatMap((group) => group.choices)
          .filter((choice) => choice.ticked)
          .map((choice) => choice.id),
      ).toEqual(['Seller:0']);
    });

    it("a failed call appends its reason to 'Sending Failed', and Send may be pressed again", async () => {
      let calls = 0;
      const answer = () => (++calls === 1 ? Promise.reject(ApiError.network(new TypeError('fetch failed'))) : Promise.resolve(true));
      const { actor, requests } = start(ONE_DOCUMENT, answer);
      tick(actor, 'Seller:0');
      actor.send({ type: 'send.submit' });
      const failed = await settled(actor);
      expect(failed.context.notice).toEqual({ message: `${messages.sendingFailed}: ${messages.networkError}`, tone: 'error' });
      actor.send({ type: 'send.submit' });
      expect((await settled(actor)).output).toEqual({ outcome: 'sent' });
      expect(requests).toHaveLength(2);
    });

    it('while sending, another Send, a tick or Cancel does nothing', () => {
      const { actor, requests } = start(ONE_DOCUMENT, () => new Promise<boolean>(() => {}));
      tick(actor, 'Seller:0');
      actor.send({ type: 'send.submit' });
      actor.send({ type: 'send.submit' });
      tick(actor, 'Buyer:0');
      actor.send({ type: 'send.cancel' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(requests).toHaveLength(1);
    });

    it('Cancel closes without sending', () => {
      const { actor, requests } = start(ONE_DOCUMENT);
      tick(actor, 'Seller:0');
      actor.send({ type: 'send.cancel' });
      expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
      expect(requests).toEqual([]);
    });
  });
});
