import { telHref, type ContactDesk } from '../../../domain/contact-details';
import { Link } from '../../ui';

export function ContactDeskCard({ desk }: { desk: ContactDesk }) {
  return (
    <div className="landing-desk">
      <h3 className="landing-desk__title">{desk.name}</h3>
      <p className="landing-desk__purpose">{desk.purpose}</p>
      <dl className="landing-desk__details">
        <dt>Phone</dt>
        <dd>
          <Link href={telHref(desk.phone)}>{desk.phone}</Link>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <Link href={`mailto:${desk.email}`}>{desk.email}</Link>
        </dd>
        <dt>Hours</dt>
        <dd>
          {desk.hours.map((line) => (
            <span key={line} className="landing-desk__hours">
              {line}
            </span>
          ))}
        </dd>
      </dl>
    </div>
  );
}
