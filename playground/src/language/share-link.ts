/**
 * Share links: the editor's text in the URL hash, deflate-compressed and base64url-encoded
 * (`#v1.<data>`). A link is input, never code: decoding yields two strings or nothing, and the
 * decompressed size is capped so a crafted link cannot exhaust memory.
 */

export interface SharedDocument {
  /** The file name the text compiles under (it matters to `use` and to messages). */
  file: string;
  text: string;
}

const PREFIX = "v1.";
/** Larger texts are not accepted from a link (a 500-card file is about 100 kB). */
export const MAX_SHARED_CHARS = 2_000_000;

export async function encodeShare(document: SharedDocument): Promise<string> {
  const json = JSON.stringify({ file: document.file, text: document.text });
  const compressed = await pipe(
    new TextEncoder().encode(json),
    new CompressionStream("deflate-raw"),
  );
  // Without a limit, `pipe` always returns the bytes.
  return PREFIX + toBase64Url(compressed ?? new Uint8Array());
}

/** The document in a hash (with or without its `#`), or undefined when it is not a valid link. */
export async function decodeShare(hash: string): Promise<SharedDocument | undefined> {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!fragment.startsWith(PREFIX)) return undefined;
  const bytes = fromBase64Url(fragment.slice(PREFIX.length));
  if (!bytes) return undefined;
  let json: string;
  try {
    const inflated = await pipe(
      bytes,
      new DecompressionStream("deflate-raw"),
      MAX_SHARED_CHARS * 4,
    );
    if (!inflated) return undefined;
    json = new TextDecoder("utf-8", { fatal: true }).decode(inflated);
  } catch {
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { file, text } = value as Record<string, unknown>;
  if (typeof file !== "string" || typeof text !== "string") return undefined;
  if (text.length > MAX_SHARED_CHARS || file.length > 200) return undefined;
  return { file, text };
}

/** Runs bytes through a (de)compression stream; undefined when the output passes `limit` bytes. */
async function pipe(
  input: Uint8Array,
  transform: CompressionStream | DecompressionStream,
  limit = Number.POSITIVE_INFINITY,
): Promise<Uint8Array | undefined> {
  const writer = transform.writable.getWriter();
  void writer.write(input as Uint8Array<ArrayBuffer>).catch(() => undefined);
  void writer.close().catch(() => undefined);
  const reader = transform.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const DECODE = new Map([...ALPHABET].map((character, index) => [character, index]));

export function toBase64Url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    out += ALPHABET[a >> 2]! + ALPHABET[((a & 3) << 4) | ((b ?? 0) >> 4)]!;
    if (b !== undefined) out += ALPHABET[((b & 15) << 2) | ((c ?? 0) >> 6)]!;
    if (c !== undefined) out += ALPHABET[c & 63]!;
  }
  return out;
}

/** Undefined for any character outside the base64url alphabet or an impossible length. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const character of text) {
    const digit = DECODE.get(character);
    if (digit === undefined) return undefined;
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (value >> bits) & 0xff;
    }
  }
  return out;
}
