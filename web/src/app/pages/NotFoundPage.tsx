import { CenteredPage } from '@/ui/CenteredPage/CenteredPage';

export function NotFoundPage() {
  return (
    <CenteredPage title="404 Page Not Found">
      <p>Did you forget to add the page to the router?</p>
    </CenteredPage>
  );
}
