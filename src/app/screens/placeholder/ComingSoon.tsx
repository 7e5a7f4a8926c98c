import { messages } from '../../../domain/messages';
import { PageTitle } from '../../ui';

/** A route a later issue owns: its title now, its screen when that issue lands. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <PageTitle id="coming-soon-title">{title}</PageTitle>
      <p>{messages.notAvailableYet}</p>
    </section>
  );
}
