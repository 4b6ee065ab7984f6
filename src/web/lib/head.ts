import { useEffect } from 'react';
import { publicConfig } from './public-config';

/**
 * Sets the document title and description for the page that calls it. A hook inside the page
 * (not the route's `head` option) so the text loads with the page's own code.
 */
export function usePageHead(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} · ${publicConfig.appName}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
