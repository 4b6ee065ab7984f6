import { createFileRoute } from '@tanstack/react-router';
import { CookieNoticePage } from '@/web/legal/en/cookie-notice';

export const Route = createFileRoute('/cookie-notice')({
  component: CookieNoticePage,
});
