import { describe, expect, it } from 'vitest';
import { amountInWords, wordsAfterFiguresChange } from '../../src/domain/documents/amount-words';

describe('amounts in words for the contract', () => {
  it.each([
    ['10000', 'Ten Thousand'],
    ['10,000', 'Ten Thousand'],
    ['0', 'Zero'],
    ['15', 'Fifteen'],
    ['1250', 'One Thousand Two Hundred Fifty'],
    ['1250000', 'One Million Two Hundred Fifty Thousand'],
    ['2,000,000,019', 'Two Billion Nineteen'],
    ['101000', 'One Hundred One Thousand'],
  ])('write %s as "%s"', (figures, words) => {
    expect(amountInWords(figures)).toBe(words);
  });

  it('add the cents after the dollars', () => {
    expect(amountInWords('10000.50')).toBe('Ten Thousand and Cents Fifty');
    expect(amountInWords('10000.5')).toBe('Ten Thousand and Cents Fifty');
    expect(amountInWords('88.07')).toBe('Eighty Eight and Cents Seven');
    expect(amountInWords('100.00')).toBe('One Hundred');
  });

  it('leave the words empty for figures that are not an amount', () => {
    for (const figures of ['', 'abc', '12.345', '1,00', '-5', '1000000000000']) expect(amountInWords(figures)).toBe('');
  });

  it('follow the figures until the lawyer writes the words by hand', () => {
    expect(wordsAfterFiguresChange('', '', '5000')).toBe('Five Thousand');
    expect(wordsAfterFiguresChange('Five Thousand', '5000', '6000')).toBe('Six Thousand');
    expect(wordsAfterFiguresChange('Five Thousand Only', '5000', '6000')).toBe('Five Thousand Only');
  });
});
