import { messages } from '../../../domain/messages';
import { Link, PageTitle } from '../../ui';

/** Where a property that cannot be fetched leads (seed 000 §8 "/{product}/get-property"): say so, offer the way back. */
export function PropertyLoadFailedPage() {
  return (
    <section className="load-failed" aria-labelledby="load-failed-title">
      <PageTitle id="load-failed-title">{messages.propertyLoadFailed}</PageTitle>
      <p role="alert">{messages.propertyLoadFailedText}</p>
      <p>
        <Link href="/property-listing">Back to the property listing</Link>
      </p>
    </section>
  );
}
