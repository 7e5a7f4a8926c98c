import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { changePasswordFormProblem, newPasswordProblem, resetPasswordFormProblem } from '../../src/domain/password-forms';
import { normaliseSecurityAnswer, securityQaProblem } from '../../src/domain/security-qa';

describe('password forms', () => {
  it('needs all three change-password fields and a matching confirmation', () => {
    expect(changePasswordFormProblem({ current: '', next: 'A', confirm: 'A' })).toBe('Password not match or empty');
    expect(changePasswordFormProblem({ current: 'x', next: 'A', confirm: 'B' })).toBe('Password not match or empty');
    expect(changePasswordFormProblem({ current: 'x', next: 'A', confirm: 'A' })).toBeNull();
  });

  it('needs a matching reset confirmation', () => {
    expect(resetPasswordFormProblem({ next: '', confirm: '' })).toBe('Passwords not match or empty');
    expect(resetPasswordFormProblem({ next: 'A', confirm: 'A' })).toBeNull();
  });

  it('holds a new password to the rule and refuses the current one', () => {
    expect(newPasswordProblem('short')).toBe(messages.passwordRule);
    expect(newPasswordProblem('Conveyancing2026', 'Conveyancing2026')).toBe(messages.passwordSameAsCurrent);
    expect(newPasswordProblem('Conveyancing2027', 'Conveyancing2026')).toBeNull();
  });
});

describe('security questions', () => {
  const filled = { question1: 'Q1', answer1: 'a', question2: 'Q2', answer2: 'b' };

  it('uses the forced set-up wording and the voluntary wording', () => {
    expect(securityQaProblem({ ...filled, question2: '' }, 'forced')).toBe('Please choose both questions');
    expect(securityQaProblem({ ...filled, question2: '' }, 'voluntary')).toBe('Please choose your questions');
    expect(securityQaProblem({ ...filled, answer1: ' ' }, 'forced')).toBe('Please fill both answers');
    expect(securityQaProblem({ ...filled, answer1: ' ' }, 'voluntary')).toBe('Please fill in your answers');
  });

  it('refuses the same question twice and accepts a complete form', () => {
    expect(securityQaProblem({ ...filled, question2: 'Q1' }, 'forced')).toBe(messages.chooseDifferentQuestions);
    expect(securityQaProblem(filled, 'forced')).toBeNull();
  });

  it('compares answers without regard to case and spacing', () => {
    expect(normaliseSecurityAnswer('  Old   Airport Road ')).toBe('old airport road');
  });
});
