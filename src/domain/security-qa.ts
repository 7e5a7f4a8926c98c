import { messages } from './messages';

export interface SecurityQaForm {
  question1: string;
  answer1: string;
  question2: string;
  answer2: string;
}

/**
 * Setting security questions (seed 002 §5): both questions chosen (and different), both answers filled.
 * The forced set-up uses the 'both' wording, the voluntary page the 'your' wording.
 */
export function securityQaProblem(form: SecurityQaForm, wording: 'forced' | 'voluntary'): string | null {
  if (!form.question1.trim() || !form.question2.trim()) {
    return wording === 'forced' ? messages.chooseBothQuestions : messages.chooseYourQuestions;
  }
  if (form.question1 === form.question2) return messages.chooseDifferentQuestions;
  if (!form.answer1.trim() || !form.answer2.trim()) {
    return wording === 'forced' ? messages.fillBothAnswers : messages.fillYourAnswers;
  }
  return null;
}

/** Answers are compared ignoring case and runs of spaces (so 'Ipoh ' matches 'ipoh'). */
export function normaliseSecurityAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}
