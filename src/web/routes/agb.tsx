import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/agb')({
  component: () => <ComingSoon eyebrow="Rechtliches" title="Allgemeine Geschäftsbedingungen" />,
});
