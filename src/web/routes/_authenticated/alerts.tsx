import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage } from '@/web/alerts/alerts-page';
import { EntitledOnly } from '@/web/feed/entitled-only';
import { usePageHead } from '@/web/lib/head';

/** The alert rules and channels; part of the paid feed, so behind the same access. */
export const Route = createFileRoute('/_authenticated/alerts')({ component: AlertsRoute });

function AlertsRoute() {
  usePageHead('Alerts', 'Browser notifications and e-mails for new stories that match your named alert rules.');
  return (
    <EntitledOnly title="Alerts">
      <AlertsPage />
    </EntitledOnly>
  );
}
