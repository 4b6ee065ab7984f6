import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/contact')({
  component: () => <ComingSoon eyebrow="Company" title="Contact" />,
});
