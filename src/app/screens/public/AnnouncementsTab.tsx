import { toDisplayDate } from '../common/display-date';
import { ANNOUNCEMENTS } from './announcements';

export function AnnouncementsTab() {
  return (
    <ul className="landing-news">
      {ANNOUNCEMENTS.map((item) => (
        <li key={item.id} className="landing-news__item">
          <article>
            <h3 className="landing-news__title">{item.title}</h3>
            <p className="landing-news__date">
              <time dateTime={item.date}>{toDisplayDate(item.date)}</time>
            </p>
            <p>{item.text}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
