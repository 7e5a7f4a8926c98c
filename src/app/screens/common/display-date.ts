// Kept where the screens already import it from; the rule itself is in the domain.
export { toDisplayDate } from '../../../domain/display-date';
