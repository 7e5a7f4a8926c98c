/**
 * Small wording helpers the printed documents share. They live in src/domain/documents/wording.ts, beside the
 * wording the editors show (issue 18); re-exported here for the other PDFs of the server.
 */
export { dateOrBlank, maskedId, moneyText, orBlank, personLine } from '../../../domain/documents/wording';
