import { messages } from '../../../domain/messages';
import { Link, PageTitle } from '../../ui';

/** A record a page could not fetch: the seed's title, why, and the way back to the listing. */
function LoadFailedPage({ title, text }: { title: string; text: string }) {
  return (
    <section className="load-failed" aria-labelledby="load-failed-title">
      <PageTitle id="load-failed-title">{title}</PageTitle>
      <p role="alert">{text}</p>
      <p>
        <Link href="/property-listing">Back to the property listing</Link>
      </p>
    </section>
  );
}

/** Where a property that cannot be fetched leads (seed 000 §8 "/{product}/get-property"). */
export function PropertyLoadFailedPage() {
  return <LoadFailedPage title={messages.propertyLoadFailed} text={messages.propertyLoadFailedText} />;
}

/** Where a signature that cannot be fetched leads (seed 000 §8 "/{product}/get-signature"). */
export function SignatureLoadFailedPage() {
  return <LoadFailedPage title={messages.signatureLoadFailed} text={messages.signatureLoadFailedText} />;
}
