import { createHash } from 'node:crypto';
import type { Cents } from '../../domain/requisitions/money';

/** One dated line of a property tax account: a charge (debit) or a payment (credit), in cents. */
export interface StatementLine {
  /** yyyy-mm-dd */
  date: string;
  description: string;
  debit: Cents;
  credit: Cents;
}

export interface StatementOfAccount {
  accountNo: string;
  /** Whole dollars, as the valuation list states it. */
  annualValue: number;
  lines: StatementLine[];
  /** What is owed after the last line; 0 when the account is clear. */
  balance: Cents;
}

function pickFor(accountNo: string): (salt: string, count: number) => number {
  return (salt, count) => createHash('sha256').update(`soa:${accountNo}:${salt}`).digest().readUInt32BE(0) % count;
}

/**
 * A property tax statement of account (simulated): last year's and this year's tax on the annual value with their
 * payments, and the balance. Everything comes from the account no. and the year of the reply, so a reprint shows the
 * same statement; roughly one account in four still owes part of this year's tax.
 */
export function statementFor(accountNo: string, propertyType: string, year: number): StatementOfAccount {
  const pick = pickFor(accountNo.trim().toUpperCase());
  const annualValue = propertyType === 'L' ? 48_000 + pick('av', 90) * 1_200 : 21_600 + pick('av', 60) * 600;
  // Property tax at 10 % of the annual value, in cents.
  const tax = annualValue * 10;
  const giro = pick('giro', 2) === 0;
  const payment = giro ? 'Payment received - GIRO' : 'Payment received - PayNow';
  const lastYear = year - 1;
  const lines: StatementLine[] = [
    {
      date: `${lastYear}-01-01`,
      description: `Property tax for ${lastYear} (annual value S$${annualValue.toLocaleString('en-SG')})`,
      debit: tax,
      credit: 0,
    },
    { date: `${lastYear}-01-${giro ? '31' : '28'}`, description: payment, debit: 0, credit: tax },
    { date: `${year}-01-01`, description: `Property tax for ${year} (annual value S$${annualValue.toLocaleString('en-SG')})`, debit: tax, credit: 0 },
  ];
  const owing = pick('owing', 4) === 0;
  const paid = owing ? Math.round(tax / 2) : tax;
  lines.push({ date: `${year}-01-${giro ? '31' : '28'}`, description: payment, debit: 0, credit: paid });
  const balance = lines.reduce((sum, line) => sum + line.debit - line.credit, 0);
  return { accountNo: accountNo.trim(), annualValue, lines, balance };
}
