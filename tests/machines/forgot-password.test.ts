import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { forgotPasswordMachine, type VerifySecurityQaReply, type VerifySecurityQaRequest } from '../../machines/forgot-password.machine';
import type { SecurityQaReply } from '../../machines/login.machine';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const QUESTIONS: SecurityQaReply = { question1: 'Your first pet?', question2: 'Your mother’s city of birth?' };

interface Server {
  questions?: (userid: string) => Promise<SecurityQaReply>;
  verify?: (request: VerifySecurityQaRequest) => Promise<VerifySecurityQaReply>;
}

function start(server: Server = {}) {
  const lookups: string[] = [];
  const verifications: VerifySecurityQaRequest[] = [];
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        retrieveSecurityQa: fromPromise<SecurityQaReply, { userid: string }>(({ input }) => {
          lookups.push(input.userid);
          return server.questions?.(input.userid) ?? Promise.resolve(QUESTIONS);
        }),
        verifySecurityQa: fromPromise<VerifySecurityQaReply, VerifySecurityQaRequest>(({ input }) => {
          verifications.push(input);
          return server.verify?.(input) ?? Promise.resolve({ status: 'success', resetToken: 'token-1' });
        }),
      },
    }),
  ).start();
  return { actor, lookups, verifications };
}

type Actor = ReturnType<typeof start>['actor'];

async function toAnswering(actor: Actor, userid = 'lawyer1') {
  actor.send({ type: 'forgot.edit', field: 'userid', value: userid });
  actor.send({ type: 'forgot.getQuestions' });
  return waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
}

describe('forgot-password machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('forgot-password'));
  });

  it.each(['', '   '])("user id %j: 'User ID cannot be Empty' and no lookup", (userid) => {
    const { actor, lookups } = start();
    actor.send({ type: 'forgot.edit', field: 'userid', value: userid });
    actor.send({ type: 'forgot.getQuestions' });
    expect(actor.getSnapshot().matches('userIdMissing')).toBe(true);
    expect(actor.getSnapshot().context.alert).toEqual({ title: messages.userIdEmpty, text: '', tone: 'error' });
    expect(lookups).toEqual([]);
  });

  it('questions found: both shown, the user id locked (trimmed), the answers editable', async () => {
    const { actor, lookups } = start();
    const settled = await toAnswering(actor, ' lawyer1 ');
    expect(lookups).toEqual(['lawyer1']);
    expect(settled.matches('answering')).toBe(true);
    expect(settled.context).toMatchObject({ userid: 'lawyer1', question1: QUESTIONS.question1, question2: QUESTIONS.question2 });
    expect(settled.can({ type: 'forgot.edit', field: 'userid', value: 'other' })).toBe(false);
    expect(settled.can({ type: 'forgot.edit', field: 'answer1', value: 'x' })).toBe(true);
    expect(settled.can({ type: 'forgot.getQuestions' })).toBe(false);
  });

  it.each([[{ status: 'fail' }], [{}]] as const)('reply %j: no questions set, with the helpdesk advice', async (reply) => {
    const { actor } = start({ questions: () => Promise.resolve(reply) });
    const settled = await toAnswering(actor);
    expect(settled.matches('questionsNotSet')).toBe(true);
    expect(settled.context.alert).toEqual({
      title: messages.securityQuestionsNotSetTitle,
      text: messages.securityQuestionsNotSetText,
      tone: 'error',
    });
    actor.send({ type: 'forgot.dismiss' });
    expect(actor.getSnapshot().matches('enteringUserId')).toBe(true);
  });

  it('a failed lookup shows its message as a warning', async () => {
    const { actor } = start({ questions: () => Promise.reject(new Error(messages.networkError)) });
    const settled = await toAnswering(actor);
    expect(settled.context.alert).toEqual({ title: messages.fetchQuestionsError, text: messages.networkError, tone: 'warning' });
  });

  it("one answer missing: 'Please fill both answers' and nothing is verified", async () => {
    const { actor, verifications } = start();
    await toAnswering(actor);
    actor.send({ type: 'forgot.edit', field: 'answer1', value: 'Fluffy' });
    actor.send({ type: 'forgot.validate' });
    expect(actor.getSnapshot().context.alert?.title).toBe(messages.fillBothAnswers);
    expect(verifications).toEqual([]);
  });

  it('accepted answers end the flow with the user id and the reset token', async () => {
    const { actor, verifications } = start();
    await toAnswering(actor);
    actor.send({ type: 'forgot.edit', field: 'answer1', value: 'Fluffy' });
    actor.send({ type: 'forgot.edit', field: 'answer2', value: 'Ipoh' });
    actor.send({ type: 'forgot.validate' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(verifications).toEqual([
      { userid: 'lawyer1', question1: QUESTIONS.question1, answer1: 'Fluffy', question2: QUESTIONS.question2, answer2: 'Ipoh' },
    ]);
    expect(done.matches('verified')).toBe(true);
    expect(done.output).toEqual({ userid: 'lawyer1', resetToken: 'token-1' });
  });

  it.each([
    ['refused', () => Promise.resolve<VerifySecurityQaReply>({ status: 'fail', errorMessage: 'Answers do not match.' }), 'Answers do not match.'],
    ['success without a token', () => Promise.resolve<VerifySecurityQaReply>({ status: 'success' }), messages.securityAnswersMismatch],
    ['failed call', () => Promise.reject(new Error(messages.networkError)), messages.networkError],
  ])("%s: 'Security Questions Validation Failed.' and back to the answers", async (_, verify, text) => {
    const { actor } = start({ verify });
    await toAnswering(actor);
    actor.send({ type: 'forgot.edit', field: 'answer1', value: 'Fluffy' });
    actor.send({ type: 'forgot.edit', field: 'answer2', value: 'Ipoh' });
    actor.send({ type: 'forgot.validate' });
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(settled.context.alert).toEqual({ title: messages.securityQuestionsValidationFailed, text, tone: 'error' });
    actor.send({ type: 'forgot.dismiss' });
    expect(actor.getSnapshot().matches('answering')).toBe(true);
  });

  it('Cancel ends the flow from either step', async () => {
    const first = start().actor;
    first.send({ type: 'forgot.cancel' });
    expect(first.getSnapshot().matches('cancelled')).toBe(true);
    const second = start().actor;
    await toAnswering(second);
    second.send({ type: 'forgot.cancel' });
    expect(second.getSnapshot().matches('cancelled')).toBe(true);
  });
});
