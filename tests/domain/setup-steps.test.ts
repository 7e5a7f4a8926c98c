import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { destinationAfterToken, LOGIN_DESTINATION_PATHS } from '../../src/domain/login-routing';
import { messages } from '../../src/domain/messages';
import { firstPendingStep, isSetupStep, pendingSetupSteps, SETUP_STEPS, setupPageFor, setupPendingMessage } from '../../src/domain/setup-steps';

const nothingDone = { securityQuestionsSet: false, uenUpdated: false, disclaimerAccepted: false };
const allDone = { securityQuestionsSet: true, uenUpdated: true, disclaimerAccepted: true };

describe('the one-time set-up steps', () => {
  it('are asked in login order: security questions, then the UEN, then the disclaimer', () => {
    expect(pendingSetupSteps(nothingDone)).toEqual(['security-questions', 'uen', 'disclaimer']);
    // The login's own routing agrees: questions before the UEN.
    expect(destinationAfterToken({ status: 'fail' }, 'N')).toBe('force-security-questions');
  });

  it('leave out what is done, and nothing once all is done', () => {
    expect(pendingSetupSteps({ ...allDone, uenUpdated: false })).toEqual(['uen']);
    expect(pendingSetupSteps({ ...nothingDone, securityQuestionsSet: true })).toEqual(['uen', 'disclaimer']);
    expect(pendingSetupSteps(allDone)).toEqual([]);
  });

  it('name the earliest pending step first, whatever order a list arrives in', () => {
    expect(firstPendingStep(['disclaimer', 'uen'])).toBe('uen');
    expect(firstPendingStep([])).toBeUndefined();
    expect(firstPendingStep(undefined)).toBeUndefined();
  });

  it('send the user to the page of the first step; the disclaimer has none (it is a dialog in the shell)', () => {
    expect(setupPageFor(['disclaimer', 'security-questions'])).toBe(LOGIN_DESTINATION_PATHS['force-security-questions']);
    expect(setupPageFor(['uen', 'disclaimer'])).toBe(LOGIN_DESTINATION_PATHS['set-uen']);
    expect(setupPageFor(['disclaimer'])).toBeNull();
    expect(setupPageFor([])).toBeNull();
    expect(setupPageFor(undefined)).toBeNull();
  });

  it('each say in words what the user has to do', () => {
    expect(setupPendingMessage('security-questions')).toBe(messages.setupPendingSecurityQuestions);
    expect(setupPendingMessage('uen')).toBe(messages.setupPendingUen);
    expect(setupPendingMessage('disclaimer')).toBe('Please accept the disclaimer before continuing.');
  });

  it('are exactly the SetupStep values of the contract, in its order', () => {
    const common = readFileSync(path.join(import.meta.dirname, '../../openapi/schemas/common.yaml'), 'utf8');
    const values = /^SetupStep:\n(?: {2}.*\n)*? {2}enum: \[([^\]]*)\]/m
      .exec(common)?.[1]
      ?.split(',')
      .map((value) => value.trim());
    expect(values).toEqual([...SETUP_STEPS]);
    expect(isSetupStep('uen')).toBe(true);
    expect(isSetupStep('logo')).toBe(false);
  });
});
