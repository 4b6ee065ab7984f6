import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/news-analysis')({
  component: () => <ComingSoon eyebrow="Live feed" title="News Analysis" />,
});
