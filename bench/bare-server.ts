/** The baseline of bench/feed-load.ts: Bun answering fixed bytes with no work at all. */
const [payloadPath, headersJson, port] = process.argv.slice(2);
if (!payloadPath || !headersJson || !port) throw new Error('usage: bare-server <payload-file> <headers-json> <port>');
const bytes = new Uint8Array(await Bun.file(payloadPath).arrayBuffer());
const headers = JSON.parse(headersJson) as Record<string, string>;
Bun.serve({ port: Number(port), fetch: () => new Response(bytes, { headers }) });
console.log('ready');
