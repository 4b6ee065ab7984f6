/**
 * How the router writes a page's search values into the address and reads them back: each as the
 * plain text it is, e.g. `?q=%22rate+cut%22` for the words `"rate cut"`. The router's default
 * writes a value that happens to be valid JSON (a quoted phrase, `2026`, `true`) as JSON,
 * `?q=%22%5C%22rate+cut%5C%22%22`, and reads a plain quoted phrase back without its quotes. Every
 * page's validateSearch reads strings (and checks them), so nothing is decoded here.
 */
type SearchValues = Record<string, unknown>;

const written = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));

export function stringifySearch(search: SearchValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, written(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A key given twice keeps its first value, as a page reading one value would. */
export function parseSearch(searchText: string): SearchValues {
  const search: SearchValues = {};
  for (const [key, value] of new URLSearchParams(searchText)) if (!(key in search)) search[key] = value;
  return search;
}
