import { describe, expect, test } from "vitest";
import {
  decodeShare,
  encodeShare,
  fromBase64Url,
  MAX_SHARED_CHARS,
  toBase64Url,
} from "../../playground/src/language/share-link.js";

describe("share links", () => {
  test("a document survives the round trip, whatever its text holds", async () => {
    const document = {
      file: "cards/<b>core</b>.rift",
      text: 'card unit "<img src=x onerror=alert(1)>" {\n  might 2 // ünïcødé ✓ 𝔘 `${x}` */\n}\n',
    };
    const hash = await encodeShare(document);
    expect(hash).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(await decodeShare(`#${hash}`)).toEqual(document);
    expect(await decodeShare(hash)).toEqual(document);
  });

  test("compresses: a long file makes a short link", async () => {
    const text = 'card unit "Footman" { cost 1 might 2 }\n'.repeat(400);
    const hash = await encodeShare({ file: "f.rift", text });
    expect(hash.length).toBeLessThan(text.length / 20);
  });

  test("anything that is not a link it wrote reads as nothing", async () => {
    for (const hash of ["", "#", "#v2.abc", "#v1.", "#v1.!!!!", "#v1.AAAA", "#hello", "#v1.a"]) {
      expect(await decodeShare(hash), hash).toBeUndefined();
    }
  });

  test("a link whose data is not a document of two strings reads as nothing", async () => {
    const encode = async (json: string): Promise<string> => {
      const stream = new Blob([json]).stream().pipeThrough(new CompressionStream("deflate-raw"));
      const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
      return `#v1.${toBase64Url(bytes)}`;
    };
    expect(await decodeShare(await encode(`{"file":"a.rift","text":"ok"}`))).toEqual({
      file: "a.rift",
      text: "ok",
    });
    expect(await decodeShare(await encode(`{"file":"a.rift","text":42}`))).toBeUndefined();
    expect(await decodeShare(await encode(`["a.rift","x"]`))).toBeUndefined();
    expect(await decodeShare(await encode(`alert(1)`))).toBeUndefined();
    expect(
      await decodeShare(await encode(`{"file":"a","text":"${"a".repeat(MAX_SHARED_CHARS + 1)}"}`)),
    ).toBeUndefined();
  });

  test("base64url round-trips every byte value and every length", () => {
    for (let length = 0; length < 260; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 0xff);
      const text = toBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64Url(text)).toEqual(bytes);
    }
  });
});
