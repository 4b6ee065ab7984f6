/**
 * A response body read up to a limit: a runaway answer (a wrong URL, a captive portal, a broken
 * upstream) cannot fill the memory. Past the limit the read stops and `tooLarge` says why.
 */
export async function readCapped(response: Response, maxBytes: number, tooLarge: (reason: string) => Error): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge(`too large (${declared} bytes)`);
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge(`larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
