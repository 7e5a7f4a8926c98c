import { Accordion, AccordionItem } from '../../ui';
import { toDisplayDate } from '../common/display-date';
import { RESOURCE_ARTICLES } from './resources';

export function ResourcesTab() {
  return (
    <>
      <h3 className="landing-tab-heading">e-Insights</h3>
      <Accordion allowsMultipleExpanded>
        {RESOURCE_ARTICLES.map((article) => (
          <AccordionItem key={article.id} id={article.id} title={article.title} headingLevel={4}>
            <p className="landing-news__date">
              <time dateTime={article.date}>{toDisplayDate(article.date)}</time>
            </p>
            {article.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </AccordionItem>
        ))}
      </Accordion>
      <p className="landing-note">General information for practitioners; not legal advice.</p>
    </>
  );
}
