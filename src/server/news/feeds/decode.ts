/**
 * Feed bytes → text. The charset comes from the HTTP header, then the byte order mark, then the
 * XML declaration; a feed that declares nothing is UTF-8 when its bytes are valid UTF-8 and
 * windows-1252 (the superset of Latin-1 that publishers actually send) otherwise.
 */

function supported(label: string | undefined): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

function fromBom(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function decodeFeed(bytes: Uint8Array, contentType?: string | null): string {
  const fromHeader = supported(contentType?.match(/charset\s*=\s*"?([\w.:-]+)/i)?.[1]);
  // The prolog is ASCII in every encoding a feed uses, so a latin1 peek reads it safely.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const fromProlog = supported(head.match(/<\?xml[^>]{0,150}?encoding\s*=\s*["']([\w.:-]+)["']/i)?.[1]);
  const encoding = fromHeader ?? fromBom(bytes) ?? fromProlog ?? (isValidUtf8(bytes) ? 'utf-8' : 'windows-1252');
  // A BOM of the chosen encoding is dropped by the decoder; it is never part of the text.
  return new TextDecoder(encoding).decode(bytes);
}
