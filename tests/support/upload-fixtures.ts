/**
 * Small files for upload tests: real 1×1 images where a decoder may look at them (the browser, the
 * image optimiser) and the exact leading bytes of each format everywhere else.
 */

const bytesOf = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)),
  );

/** A valid 1×1 PNG. */
export const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const JPEG_START = bytesOf([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0x00]);
export const GIF_START = bytesOf('GIF89a', [0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]);
export const WEBP_START = bytesOf('RIFF', [0x1a, 0x00, 0x00, 0x00], 'WEBPVP8L', [0x0d, 0x00, 0x00, 0x00]);
/** An `ftyp` box of 28 bytes: major brand avif, compatible avif, mif1, miaf. */
export const AVIF_START = bytesOf([0x00, 0x00, 0x00, 0x1c], 'ftypavif', [0x00, 0x00, 0x00, 0x00], 'avifmif1miaf');
/** HEIC (iPhone photos): the same container, without an AVIF brand. */
export const HEIC_START = bytesOf([0x00, 0x00, 0x00, 0x18], 'ftypheic', [0x00, 0x00, 0x00, 0x00], 'mif1heic');
export const PDF_START = bytesOf('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
/** One uncompressed entry of a ZIP archive: its local file header, name and content. */
function zipEntry(name: string, content: string): number[] {
  const header = new DataView(new ArrayBuffer(30));
  header.setUint32(0, 0x04034b50, true);
  header.setUint16(4, 20, true);
  header.setUint32(18, content.length, true);
  header.setUint32(22, content.length, true);
  header.setUint16(26, name.length, true);
  return [...new Uint8Array(header.buffer), ...bytesOf(name, content)];
}

/** The start of a Word document: a ZIP whose parts name Word's main document type. */
export const DOCX_START = Uint8Array.from([
  ...zipEntry(
    '[Content_Types].xml',
    '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ),
  ...zipEntry('word/document.xml', '<w:document/>'),
]);
export const ZIP_START = bytesOf([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00], 'payload.exe');
export const SVG = bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
export const XML_SVG = bytesOf('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>');
export const HTML = bytesOf('<!doctype html><script>alert(document.cookie)</script>');

/** `bytes` padded with zeros to `size` bytes (a "large" file of a given format). */
export function padded(bytes: Uint8Array, size: number): Uint8Array {
  const result = new Uint8Array(size);
  result.set(bytes.subarray(0, size));
  return result;
}

export function fileOf(bytes: Uint8Array, name: string, type = ''): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}
