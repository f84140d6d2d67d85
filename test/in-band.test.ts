import { describe, expect, it } from "vitest";
import { inBandRejection } from "../src/judge/in-band.js";
import type { Json } from "../src/recording/schema.js";

const text = (value: string, extra: Record<string, Json> = {}) => ({
  content: [{ type: "text", text: value }],
  ...extra,
});

describe("J7 in-band rejection (rules version 3)", () => {
  it("reads structuredContent first, then the only text item when it is a JSON object", () => {
    expect(inBandRejection({ content: [], structuredContent: { success: false } })).toEqual({
      field: "success",
      source: "structuredContent",
    });
    expect(inBandRejection(text('{"ok":false,"reason":"quota"}'))).toEqual({ field: "ok", source: "text" });
    expect(inBandRejection(text(' {"status":"FAILED"} '))).toEqual({ field: "status", source: "text" });
    expect(inBandRejection(text('{"status":"Failure"}'))).toEqual({ field: "status", source: "text" });
    expect(inBandRejection(text('{"success":false,"error":"name already taken"}'))).toEqual({
      field: "success",
      source: "text",
    });
    expect(inBandRejection(text('{"error":{"code":"E_DUP"}}'))).toEqual({ field: "error", source: "text" });
    expect(inBandRejection(text('{"error":"not found"}'))).toEqual({ field: "error", source: "text" });
  });

  it("an error beside success: true or ok: true, an empty error and other statuses are not a rejection", () => {
    expect(inBandRejection(text('{"success":true,"error":"warning: slow"}'))).toBeNull();
    expect(inBandRejection(text('{"ok":true,"error":{"code":1}}'))).toBeNull();
    expect(inBandRejection(text('{"error":""}'))).toBeNull();
    expect(inBandRejection(text('{"error":"  "}'))).toBeNull();
    expect(inBandRejection(text('{"error":{}}'))).toBeNull();
    expect(inBandRejection(text('{"error":null}'))).toBeNull();
    expect(inBandRejection(text('{"status":"ok"}'))).toBeNull();
    expect(inBandRejection(text('{"status":"errors"}'))).toBeNull();
    expect(inBandRejection(text('{"success":"false"}'))).toBeNull();
  });

  it("only a JSON object at the top level counts: text, arrays, nested fields and several text items do not", () => {
    expect(inBandRejection(text("Error: the task could not be created"))).toBeNull();
    expect(inBandRejection(text('[{"success":false}]'))).toBeNull();
    expect(inBandRejection(text('{"result":{"success":false}}'))).toBeNull();
    expect(inBandRejection(text('{"success":false'))).toBeNull();
    expect(
      inBandRejection({
        content: [
          { type: "text", text: '{"success":false}' },
          { type: "text", text: "second" },
        ],
      }),
    ).toBeNull();
    expect(
      inBandRejection({
        content: [
          { type: "image", data: "AAAA", mimeType: "image/png" },
          { type: "text", text: '{"success":false}' },
        ],
      }),
    ).toEqual({ field: "success", source: "text" });
  });

  it("finds the field however the JSON text spells it: whitespace around the colon, escaped keys, a repeated key", () => {
    expect(inBandRejection(text('{ "ok" :\n\tfalse }'))).toEqual({ field: "ok", source: "text" });
    expect(inBandRejection(text('{"success"\r: false}'))).toEqual({ field: "success", source: "text" });
    expect(inBandRejection(text('{"\\u006fk":false}'))).toEqual({ field: "ok", source: "text" });
    expect(inBandRejection(text('{"st\\u0061tus":"failed"}'))).toEqual({ field: "status", source: "text" });
    expect(inBandRejection(text('{"err\\u006fr":"quota"}'))).toEqual({ field: "error", source: "text" });
    expect(inBandRejection(text('{"ok":true,"ok":false}'))).toEqual({ field: "ok", source: "text" });
    expect(inBandRejection(text('{"ok":false,"ok":true}'))).toBeNull();
    expect(inBandRejection(text('{"ok":true,"n":1}'))).toBeNull();
    expect(inBandRejection(text('{"note":"ok: false","okay":false}'))).toBeNull();
  });

  it("a result with isError, or none at all, is left to J7's isError rule", () => {
    expect(inBandRejection(text('{"success":false}', { isError: true }))).toBeNull();
    expect(inBandRejection(undefined)).toBeNull();
    expect(inBandRejection(text('{"success":true}', { structuredContent: { success: false } }))).toEqual({
      field: "success",
      source: "structuredContent",
    });
  });
});
