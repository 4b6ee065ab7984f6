/** Feed bytes → text, honouring the declared encoding (HTTP header, BOM, or XML prolog). */

function supported(label: string): string | null {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

export function decodeFeed(bytes: Uint8Array, contentType?: string | null): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));

  const fromHeader = contentType?.match(/charset\s*=\s*"?([\w.:-]+)/i)?.[1];
  // The prolog is ASCII in every encoding a feed uses, so a latin1 peek reads it safely.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const fromProlog = head.match(/<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i)?.[1];
  const encoding = (fromHeader && supported(fromHeader)) ?? (fromProlog && supported(fromProlog)) ?? 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}
