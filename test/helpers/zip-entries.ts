import { inflateRawSync } from "node:zlib";

/**
 * The files of a zip archive, read through its central directory: what the artifact client
 * (archiver) writes when the bundled action uploads its reports, so the emulated
 * download-artifact hands the next job exactly the bytes that were uploaded. Stored and
 * deflated entries only; anything else throws.
 */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("zip: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("zip: bad central directory entry");
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    at += 46 + skip;
    if (name.endsWith("/")) continue;
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + compressed);
    if (method !== 0 && method !== 8) throw new Error(`zip: ${name}: compression method ${method} is not supported`);
    files.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
  }
  return files;
}
