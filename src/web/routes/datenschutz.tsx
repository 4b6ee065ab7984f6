import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/datenschutz')({
  component: () => <ComingSoon eyebrow="Rechtliches" title="Datenschutzerklärung" />,
});
