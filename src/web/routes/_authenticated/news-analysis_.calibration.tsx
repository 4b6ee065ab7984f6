import { createFileRoute } from '@tanstack/react-router';
import { EntitledOnly } from '@/web/feed/entitled-only';
import { CalibrationPage } from '@/web/research/calibration-page';
import { loadSignedInPage } from '@/web/route-data/route-loaders';

/** The calibration board and the export, for subscribers; loaded (with its chart library) only when opened. */
export const Route = createFileRoute('/_authenticated/news-analysis_/calibration')({
  loader: () => loadSignedInPage((queries) => [queries.calibrationBoard(), queries.feedPreferences()]),
  component: CalibrationRoute,
});

function CalibrationRoute() {
  return (
    <EntitledOnly title="Calibration board">
      <CalibrationPage />
    </EntitledOnly>
  );
}
