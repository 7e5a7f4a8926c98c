import { Accordion, AccordionItem } from '../../ui';
import { FAQ_TOPICS } from './faq';

export function FaqTab() {
  return (
    <div className="landing-faq">
      {FAQ_TOPICS.map((topic) => (
        <div key={topic.id} className="landing-faq__topic">
          <h3 className="landing-faq__topic-title">{topic.title}</h3>
          <Accordion allowsMultipleExpanded>
            {topic.entries.map((entry) => (
              <AccordionItem key={entry.id} id={entry.id} title={entry.question} headingLevel={4}>
                {entry.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </AccordionItem>
            ))}
          </Accordion>
        </div>
      ))}
    </div>
  );
}
