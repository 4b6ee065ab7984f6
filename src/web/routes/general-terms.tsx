import { createFileRoute } from '@tanstack/react-router';
import { GeneralTermsPage } from '@/web/legal/en/general-terms';

export const Route = createFileRoute('/general-terms')({
  component: GeneralTermsPage,
});
