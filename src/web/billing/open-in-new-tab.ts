/**
 * Opens a URL that is still being fetched in a new tab (checkout, portal). The tab is opened
 * at once, inside the click, so popup blockers allow it; it is pointed at the URL when it
 * arrives, or closed if the request fails. A path (the demo provider's pages) opens on this
 * page's origin; an absolute URL (Stripe) as it is.
 */
export async function openInNewTab(fetchUrl: () => Promise<{ url: string | null | undefined }>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url: returned } = await fetchUrl();
    if (!returned) throw new Error('no url returned');
    const url = new URL(returned, window.location.origin).href;
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
