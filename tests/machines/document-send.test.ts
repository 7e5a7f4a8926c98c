import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { documentSendMachine, type DocumentSendInput, type SendDocumentReply, type SendDocumentRequest } from '../../machines/document-send.machine';
import { ADDITIONAL_ROW, MANAGING_AGENT, OTP_SEND, S65_BOTH_SIGNED, S65_SELLER_SIGNED, STAKEHOLDERS } from '../../machines/document-send.samples';
import { ApiError } from '../../src/api/errors';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

/** The modal with a fake send that records its requests; `answer` replaces the default true. */
function start(input: DocumentSendInput, answer: () => Promise<SendDocumentReply> = () => Promise.resolve(true)) {
  const requests: SendDocumentRequest[] = [];
  const machine = documentSendMachine.provide({
    actors: {
      sendDocument: fromPromise<SendDocumentReply, SendDocumentRequest>(({ input: request }) => {
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
const ticked = (actor: Actor) =>
  actor
    .getSnapshot()
    .context.recipients.filter((r) => r.ticked)
    .map((r) => r.role);

describe('document send machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('document-send'));
  });

  describe('what starts ticked', () => {
    it('an OTP or WTA starts with nobody ticked', () => {
      for (const module of ['otp', 'wta'] as const) {
        expect(ticked(start({ module, recipients: STAKEHOLDERS }).actor)).toEqual([]);
      }
    });

    it("an S.65 with the seller's copy preselects both lawyers", () => {
      const { actor } = start({ ...S65_SELLER_SIGNED, recipients: STAKEHOLDERS });
      expect(ticked(actor)).toEqual(['BuyerLawyer', 'SellerLawyer']);
    });

    it('an S.65 with both copies preselects the buyer, the seller, the seller lawyer and the managing agent', () => {
      const { actor } = start({ module: 's65', recipients: STAKEHOLDERS, signed: 'both', managingAgent: MANAGING_AGENT });
      expect(ticked(actor)).toEqual(['Buyer', 'Seller', 'SellerLawyer', 'ManagingAgent']);
    });
  });

  describe('refusals', () => {
    it("Send with nobody ticked says 'Choose at least one option' and sends nothing", () => {
      const { actor, requests } = start(OTP_SEND);
      actor.send({ type: 'send.submit' });
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().context.problem).toBe(messages.chooseAtLeastOneOption);
      expect(requests).toEqual([]);
    });

    it('a ticked agent without a mail is named: "No email address for Buyer\'s Agent."', () => {
      const { actor, requests } = start(OTP_SEND);
      actor.send({ type: 'recipient.toggle', role: 'Buyer' });
      actor.send({ type: 'recipient.toggle', role: 'BuyerAgent' });
      actor.send({ type: 'send.submit' });
      expect(actor.getSnapshot().context.problem).toBe("No email address for Buyer's Agent.");
      expect(requests).toEqual([]);
    });

    it('changing a tick clears the refusal', () => {
      const { actor } = start(OTP_SEND);
      actor.send({ type: 'send.submit' });
      actor.send({ type: 'recipient.toggle', role: 'Buyer', ticked: true });
      expect(actor.getSnapshot().hasTag('error')).toBe(false);
      expect(actor.getSnapshot().context.problem).toBeNull();
    });

    it("both signed with the managing agent's mail missing names the managing agent", () => {
      const { actor } = start(S65_BOTH_SIGNED);
      actor.send({ type: 'send.submit' });
      expect(actor.getSnapshot().context.problem).toBe('No email address for Managing Agent.');
    });

    it("both signed with neither the managing agent nor an added row ticked: 'Email and Name cannot be empty'", () => {
      const { actor } = start(S65_BOTH_SIGNED);
      actor.send({ type: 'recipient.toggle', role: 'ManagingAgent' });
      actor.send({ type: 'send.submit' });
      expect(actor.getSnapshot().context.problem).toBe(messages.emailAndNameCannotBeEmpty);
      actor.send({ type: 'additional.add' });
      actor.send({ type: 'additional.change', index: 0, patch: { name: 'Jane Koh' } });
      actor.send({ type: 'send.submit' });
      expect(actor.getSnapshot().context.problem).toBe(messages.emailAndNameCannotBeEmpty);
    });

    it('an OTP or WTA has no added rows', () => {
      const { actor } = start(OTP_SEND);
      expect(actor.getSnapshot().can({ type: 'additional.add' })).toBe(false);
    });

    it('only a listed stakeholder can be ticked', () => {
      const { actor } = start(OTP_SEND);
      expect(actor.getSnapshot().can({ type: 'recipient.toggle', role: 'SellerLawyer' })).toBe(false);
    });
  });

  describe('sending', () => {
    it("an OTP goes to the ticked stakeholders as 'name||email', without notifications, and closes with 'Sent'", async () => {
      const { actor, requests } = start({ module: 'otp', recipients: STAKEHOLDERS });
      actor.send({ type: 'recipient.toggle', role: 'SellerLawyer' });
      actor.send({ type: 'recipient.toggle', role: 'Buyer' });
      actor.send({ type: 'send.submit' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      const done = await settled(actor);
      expect(requests).toEqual([
        {
          module: 'otp',
          signed: null,
          recipents: ['Tan Ah Beng||ahbeng.tan@example.sg', 'Ong Kah Wai||kahwai.ong@rajah.com.sg'],
          notifications: [],
        },
      ]);
      expect(done.status).toBe('done');
      expect(done.output).toEqual({ outcome: 'sent' });
      expect(done.context.notice).toEqual({ message: messages.sent, tone: 'success' });
    });

    it('the seller-signed S.65 sends S65_SELLER_SIGNED to everyone ticked, the managing agent included', async () => {
      const { actor, requests } = start(S65_SELLER_SIGNED);
      actor.send({ type: 'recipient.toggle', role: 'ManagingAgent' });
      actor.send({ type: 'send.submit' });
      await settled(actor);
      const everyone = [
        'Siti Rahman||siti.rahman@tanlim.sg',
        'Ong Kah Wai||kahwai.ong@rajah.com.sg',
        'Savills Property Management||mcst4521@savills.sg',
      ];
      expect(requests).toEqual([
        {
          module: 's65',
          signed: 'seller',
          recipents: everyone,
          notifications: [{ messageTemplateCode: 'S65_SELLER_SIGNED', recipents: everyone }],
        },
      ]);
    });

    it('the completed S.65 tells the added recipient and the stakeholders apart', async () => {
      const { actor, requests } = start(S65_BOTH_SIGNED);
      actor.send({ type: 'recipient.toggle', role: 'ManagingAgent' });
      actor.send({ type: 'additional.add' });
      actor.send({ type: 'additional.change', index: 0, patch: ADDITIONAL_ROW });
      actor.send({ type: 'send.submit' });
      await settled(actor);
      expect(requests[0]?.notifications).toEqual([
        { messageTemplateCode: 'DSS_S65_COMPLETED_MA', recipents: ['Jane Koh||jane.koh@mcst4521.sg'] },
        {
          messageTemplateCode: 'DSS_S65_COMPLETED_SH',
          recipents: ['Tan Ah Beng||ahbeng.tan@example.sg', 'Ong Kah Wai||kahwai.ong@rajah.com.sg'],
        },
      ]);
    });

    it("a false answer is 'Sending Failed' and the modal stays open with the ticks", async () => {
      const { actor } = start(S65_SELLER_SIGNED, () => Promise.resolve(false));
      actor.send({ type: 'send.submit' });
      const failed = await settled(actor);
      expect(failed.hasTag('error')).toBe(true);
      expect(failed.context.notice).toEqual({ message: messages.sendingFailed, tone: 'error' });
      expect(failed.context.recipients.filter((r) => r.ticked)).toHaveLength(2);
    });

    it("a failed call appends its message to 'Sending Failed', and Send may be pressed again", async () => {
      let calls = 0;
      const answer = () => (++calls === 1 ? Promise.reject(ApiError.network(new TypeError('fetch failed'))) : Promise.resolve(true));
      const { actor, requests } = start(S65_SELLER_SIGNED, answer);
      actor.send({ type: 'send.submit' });
      const failed = await settled(actor);
      expect(failed.context.notice).toEqual({ message: `${messages.sendingFailed}: ${messages.networkError}`, tone: 'error' });
      actor.send({ type: 'send.submit' });
      expect((await settled(actor)).output).toEqual({ outcome: 'sent' });
      expect(requests).toHaveLength(2);
    });

    it('while sending, another Send or Cancel does nothing', () => {
      const { actor, requests } = start(S65_SELLER_SIGNED, () => new Promise<boolean>(() => {}));
      actor.send({ type: 'send.submit' });
      actor.send({ type: 'send.submit' });
      actor.send({ type: 'send.cancel' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(requests).toHaveLength(1);
    });

    it('Cancel closes without sending', () => {
      const { actor, requests } = start(S65_SELLER_SIGNED);
      actor.send({ type: 'send.cancel' });
      expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
      expect(requests).toEqual([]);
    });

    it('an added row can be removed again', () => {
      const { actor } = start(S65_BOTH_SIGNED);
      actor.send({ type: 'additional.add' });
      expect(actor.getSnapshot().context.additional).toEqual([{ name: '', email: '', ticked: true }]);
      actor.send({ type: 'additional.remove', index: 0 });
      expect(actor.getSnapshot().context.additional).toEqual([]);
    });
  });
});
