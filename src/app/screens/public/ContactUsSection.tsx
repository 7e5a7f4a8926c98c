import { HELPDESK, OFFICE, SALES } from '../../../domain/contact-details';
import { ContactDeskCard } from './ContactDeskCard';
import { OfficeMap } from './OfficeMap';
import './sections.css';

export function ContactUsSection() {
  return (
    <section className="landing-section" aria-labelledby="contactus-header">
      <h2 id="contactus-header" className="landing-section__title" tabIndex={-1}>
        Contact Us
      </h2>
      <div className="landing-contact">
        <div className="landing-contact__map">
          <OfficeMap />
          <address className="landing-contact__address">
            <strong>{OFFICE.company}</strong>
            {OFFICE.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span className="landing-contact__directions">Nearest MRT: {OFFICE.nearestMrt}</span>
          </address>
        </div>
        <div className="landing-contact__desks">
          <ContactDeskCard desk={HELPDESK} />
          <ContactDeskCard desk={SALES} />
        </div>
      </div>
    </section>
  );
}
