import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/nutzungsbedingungen')({
  component: () => <ComingSoon eyebrow="Rechtliches" title="Nutzungsbedingungen" />,
});
