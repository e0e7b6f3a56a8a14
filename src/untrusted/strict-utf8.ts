/** Where a byte sequence stops being UTF-8: 0-based byte offset, 1-based line and byte column. */
export interface Utf8Problem {
  offset: number;
  byte: number;
  line: number;
  column: number;
}

const fatalDecoder = new TextDecoder("utf-8", { fatal: true });

/**
 * Decodes UTF-8 strictly (no U+FFFD for bad bytes; a leading BOM is dropped). A file that is not
 * UTF-8 is refused with the place of its first bad byte rather than run with replacement characters.
 */
export function decodeUtf8Strict(bytes: Uint8Array): { text: string } | { problem: Utf8Problem } {
  try {
    return { text: fatalDecoder.decode(bytes) };
  } catch {
    return { problem: locate(bytes, firstInvalidOffset(bytes)) };
  }
}

function locate(bytes: Uint8Array, offset: number): Utf8Problem {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset; index += 1) {
    if (bytes[index] === 0x0a) {
      line += 1;
      lineStart = index + 1;
    }
  }
  return { offset, byte: bytes[offset] ?? 0, line, column: offset - lineStart + 1 };
}

/** The well-formed sequences of Unicode table 3-7; returns the offset of the first ill-formed one. */
function firstInvalidOffset(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] as number;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    const shape = sequenceShape(lead);
    if (!shape) return index;
    for (let k = 1; k <= shape.trail; k += 1) {
      const next = bytes[index + k];
      const [low, high] = k === 1 ? [shape.low, shape.high] : [0x80, 0xbf];
      if (next === undefined || next < low || next > high) return index;
    }
    index += shape.trail + 1;
  }
  return bytes.length;
}

function sequenceShape(lead: number): { trail: number; low: number; high: number } | undefined {
  if (lead >= 0xc2 && lead <= 0xdf) return { trail: 1, low: 0x80, high: 0xbf };
  if (lead === 0xe0) return { trail: 2, low: 0xa0, high: 0xbf };
  if (lead === 0xed) return { trail: 2, low: 0x80, high: 0x9f };
  if (lead >= 0xe1 && lead <= 0xef) return { trail: 2, low: 0x80, high: 0xbf };
  if (lead === 0xf0) return { trail: 3, low: 0x90, high: 0xbf };
  if (lead >= 0xf1 && lead <= 0xf3) return { trail: 3, low: 0x80, high: 0xbf };
  if (lead === 0xf4) return { trail: 3, low: 0x80, high: 0x8f };
  return undefined;
}
