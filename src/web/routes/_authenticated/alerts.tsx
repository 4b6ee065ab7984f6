import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage } from '@/web/alerts/alerts-page';
import { EntitledOnly } from '@/web/feed/entitled-only';
import { usePageHead } from '@/web/lib/head';
import { loadSignedInPage } from '@/web/route-data/route-loaders';

/** The alert rules and channels; part of the paid feed, so behind the same access. */
export const Route = createFileRoute('/_authenticated/alerts')({
  loader: () => loadSignedInPage((queries) => [queries.alertSettings(), queries.watchlist()]),
  component: AlertsRoute,
});

function AlertsRoute() {
  usePageHead('Alerts', 'Browser notifications and e-mails for new stories that match your named alert rules.');
  return (
    <EntitledOnly title="Alerts">
      <AlertsPage />
    </EntitledOnly>
  );
}
