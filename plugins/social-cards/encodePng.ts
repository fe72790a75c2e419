import zlib from 'node:zlib';

// resvg's own PNG encoder compresses lightly: zlib at level 6, without row filters (the cards are
// flat colour), writes each card in half the time and about a quarter smaller.

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA PNG of `rgba` (straight alpha, rows top to bottom). */
export function encodePng(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const stride = width * 4;
  const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  // Each row starts with its filter type: 0, none.
  const rows = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) pixels.copy(rows, row * (stride + 1) + 1, row * stride, (row + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, {level: 6})),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
