/** Width and height from a PNG's IHDR chunk, which the format requires right after the signature. */
export function pngSize(bytes: Uint8Array): {width: number; height: number} {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) throw new Error('Not a PNG: the signature is missing');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR')
    throw new Error('Not a PNG: IHDR is not the first chunk');
  return {width: view.getUint32(16), height: view.getUint32(20)};
}
