/** Which side the firm acts for follows the transaction type (seed 000 §4 "Add / edit property"). */
export type ClientFlag = 'B' | 'S';

export function clientFlagForTransactionType(transactionTypeName: string): ClientFlag {
  if (transactionTypeName.includes('Sale')) return 'S';
  if (transactionTypeName.includes('Purchase')) return 'B';
  return 'B';
}
