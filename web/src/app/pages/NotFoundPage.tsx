import { Link } from 'react-aria-components';
import { button } from '@/ui/Button/Button.css';
import { CenteredPage } from '@/ui/CenteredPage/CenteredPage';
import * as styles from './NotFoundPage.css';

/** Any path the route table does not know (001 §2); the server answers it with 404. */
export function NotFoundPage() {
  return (
    <CenteredPage title="Page not found">
      <title>Page not found</title>
      <p>Sorry, there is no page at this address. It may have moved, or the link may be mistyped.</p>
      <Link href="/" className={`${button({ variant: 'primary' })} ${styles.home}`}>
        Go to the home page
      </Link>
    </CenteredPage>
  );
}
