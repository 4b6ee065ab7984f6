import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/about')({
  component: () => <ComingSoon eyebrow="Company" title="About" />,
});
