import { Link } from '@tanstack/react-router';
import { TOP_MENU } from './navigation';

export function TopMenu({ checklistOn }: { checklistOn: boolean }) {
  return (
    <nav aria-label="Main" className="top-menu">
      <ul>
        {TOP_MENU.filter((item) => checklistOn || !item.needsChecklist).map((item) => (
          <li key={item.href}>
            <Link to={item.href} activeProps={{ 'aria-current': 'page', className: 'active' }}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
