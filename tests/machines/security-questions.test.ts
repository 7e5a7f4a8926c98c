import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { securityQuestionsMachine, type LoadedQuestions, type RegisterQaReply, type SecurityQaMode } from '../../machines/security-questions.machine';
import { loadedQuestions, SAMPLE_QUESTION_SETS, SAMPLE_REGISTER_REFUSAL } from '../../machines/security-questions.samples';
import { messages } from '../../src/domain/messages';
import type { SecurityQaForm } from '../../src/domain/security-qa';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const [noQuestionsSet, questionsSet] = loadedQuestions as [LoadedQuestions, LoadedQuestions];

function start(mode: SecurityQaMode, options: { loaded?: () => Promise<LoadedQuestions>; reply?: () => Promise<RegisterQaReply> } = {}) {
  const sent: SecurityQaForm[] = [];
  const announceSaved = vi.fn<() => void>();
  const machine = securityQuestionsMachine.provide({
    actors: {
      loadQuestions: fromPromise<LoadedQuestions, { mode: SecurityQaMode }>(options.loaded ?? (() => Promise.resolve(noQuestionsSet))),
      registerSecurityQa: fromPromise<RegisterQaReply, SecurityQaForm>(({ input }) => {
        sent.push(input);
        return options.reply ? options.reply() : Promise.resolve({ status: 'success' });
      }),
    },
    actions: { announceSaved: () => announceSaved() },
  });
  const actor = createActor(machine, { input: { mode } }).start();
  return { actor, sent, announceSaved };
}

type Started = ReturnType<typeof start>;

async function ready(started: Started) {
  await waitFor(started.actor, (snapshot) => !snapshot.hasTag('busy'));
  return started;
}

function fillIn({ actor }: Started, form: Partial<SecurityQaForm>) {
  if (form.question1) actor.send({ type: 'qa.choose', slot: 1, question: form.question1 });
  if (form.question2) actor.send({ type: 'qa.choose', slot: 2, question: form.question2 });
  if (form.answer1) actor.send({ type: 'qa.answer', slot: 1, answer: form.answer1 });
  if (form.answer2) actor.send({ type: 'qa.answer', slot: 2, answer: form.answer2 });
}

const complete: SecurityQaForm = {
  question1: SAMPLE_QUESTION_SETS.set1[0],
  answer1: 'Rex',
  question2: SAMPLE_QUESTION_SETS.set2[1],
  answer2: 'Ipoh',
};

describe('security questions machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('security-questions'));
  });

  it('the forced set-up checks with the "both" wording and never offers Ignore', async () => {
    const started = await ready(start('forced'));
    const { actor } = started;
    expect(actor.getSnapshot().can({ type: 'qa.ignore' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'qa.logout' })).toBe(true);
    actor.send({ type: 'qa.submit' });
    expect(actor.getSnapshot().context.alert?.text).toBe(messages.chooseBothQuestions);
    actor.send({ type: 'qa.dismiss' });
    fillIn(started, { question1: complete.question1, question2: complete.question2 });
    actor.send({ type: 'qa.submit' });
    expect(actor.getSnapshot().context.alert?.text).toBe(messages.fillBothAnswers);
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true);
  });

  it('the voluntary page uses the "your" wording and offers Ignore, not Logout', async () => {
    const { actor } = await ready(start('voluntary'));
    expect(actor.getSnapshot().can({ type: 'qa.logout' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'qa.ignore' })).toBe(true);
    actor.send({ type: 'qa.submit' });
    expect(actor.getSnapshot().context.alert?.text).toBe(messages.chooseYourQuestions);
  });

  it.each(['success', 'fail'] as const)('forced: a %s status goes on to the listing without a toast', async (status) => {
    const started = await ready(start('forced', { reply: () => Promise.resolve({ status }) }));
    fillIn(started, complete);
    started.actor.send({ type: 'qa.submit' });
    expect(started.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(started.actor, (snapshot) => snapshot.status === 'done');
    expect(started.actor.getSnapshot().output).toBe('saved');
    expect(started.sent).toEqual([complete]);
    expect(started.announceSaved).not.toHaveBeenCalled();
  });

  it('voluntary: questions already set are kept read-only and only the answers are sent again', async () => {
    const started = await ready(start('voluntary', { loaded: () => Promise.resolve(questionsSet) }));
    const { actor } = started;
    expect(actor.getSnapshot().can({ type: 'qa.choose', slot: 1, question: complete.question1 })).toBe(false);
    fillIn(started, { answer1: 'Rex', answer2: 'Ipoh' });
    actor.send({ type: 'qa.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(started.sent).toEqual([{ ...questionsSet.current, answer1: 'Rex', answer2: 'Ipoh' }]);
    expect(started.announceSaved).toHaveBeenCalledOnce();
  });

  it('an errorMessage is shown under Error on Register Security Question and the form stays', async () => {
    const started = await ready(start('forced', { reply: () => Promise.resolve({ errorMessage: SAMPLE_REGISTER_REFUSAL }) }));
    fillIn(started, complete);
    started.actor.send({ type: 'qa.submit' });
    const refused = await waitFor(started.actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(refused.context.alert).toEqual({ title: messages.errorOnRegisterSecurityQuestion, text: SAMPLE_REGISTER_REFUSAL, tone: 'error' });
    started.actor.send({ type: 'qa.dismiss' });
    expect(started.actor.getSnapshot().context).toMatchObject({ ...complete, alert: null });
  });

  it('a voluntary fail status without a message is not a success', async () => {
    const started = await ready(start('voluntary', { reply: () => Promise.resolve({ status: 'fail' }) }));
    fillIn(started, complete);
    started.actor.send({ type: 'qa.submit' });
    const refused = await waitFor(started.actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(refused.context.alert?.text).toBe(messages.securityQuestionsNotSaved);
    expect(started.announceSaved).not.toHaveBeenCalled();
  });

  it('a failed question lookup shows Fetch Questions Error, then offers to try again', async () => {
    let calls = 0;
    const started = start('voluntary', {
      loaded: () => (++calls === 1 ? Promise.reject(new Error(messages.networkError)) : Promise.resolve(noQuestionsSet)),
    });
    const failed = await waitFor(started.actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(failed.context.alert).toEqual({ title: messages.fetchQuestionsError, text: messages.networkError, tone: 'error' });
    started.actor.send({ type: 'qa.dismiss' });
    expect(started.actor.getSnapshot().can({ type: 'qa.retry' })).toBe(true);
    started.actor.send({ type: 'qa.retry' });
    await waitFor(started.actor, (snapshot) => snapshot.can({ type: 'qa.submit' }));
    expect(calls).toBe(2);
  });

  it('Ignore warns first; Cancel returns to the form and confirming ends as ignored', async () => {
    const { actor } = await ready(start('voluntary'));
    actor.send({ type: 'qa.ignore' });
    expect(actor.getSnapshot().context.alert?.text).toBe(messages.ignoreSecurityQuestionsWarning);
    actor.send({ type: 'qa.cancelIgnore' });
    expect(actor.getSnapshot().context.alert).toBeNull();
    actor.send({ type: 'qa.ignore' });
    actor.send({ type: 'qa.confirmIgnore' });
    expect(actor.getSnapshot().output).toBe('ignored');
  });

  it('Logout on the forced set-up ends the flow at once', async () => {
    const { actor } = await ready(start('forced'));
    actor.send({ type: 'qa.logout' });
    expect(actor.getSnapshot().output).toBe('loggedOut');
  });
});
