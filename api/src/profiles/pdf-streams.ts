import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFNull, PDFNumber, PDFRawStream } from 'pdf-lib';

/** Filters whose output is picture data, never PDF objects. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

/** Thrown when a stream would decode past the bytes it may take. */
export class DecodeBudgetExceeded extends Error {}

/** Undoes a TIFF (2) or PNG (10-15) predictor, as the PDF specification's DecodeParms describe (pdf-lib does not). */
function unpredict(data: Uint8Array, params: PDFDict | undefined): Uint8Array {
  const number = (key: string, fallback: number) => {
    const value = params?.lookup(PDFName.of(key));
    return value instanceof PDFNumber ? value.asNumber() : fallback;
  };
  const predictor = number('Predictor', 1);
  if (predictor <= 1) return data;
  const colors = number('Colors', 1);
  const bits = number('BitsPerComponent', 8);
  const columns = number('Columns', 1);
  if (![1, 2, 4, 8, 16].includes(bits) || colors < 1 || colors > 32 || columns < 1 || columns > 1 << 20)
    throw new Error('predictor parameters');
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  if (predictor === 2) {
    if (bits !== 8) throw new Error('TIFF predictor with other than 8 bits');
    const out = Uint8Array.from(data);
    for (let row = 0; row < out.length; row += rowLength)
      for (let i = row + bpp; i < Math.min(row + rowLength, out.length); i++) out[i] = (out[i] + out[i - bpp]) & 0xff;
    return out;
  }
  const out = new Uint8Array(Math.floor(data.length / (rowLength + 1)) * rowLength + Math.max(0, (data.length % (rowLength + 1)) - 1));
  let previous = new Uint8Array(rowLength);
  for (let at = 0, o = 0; at < data.length; at += rowLength + 1) {
    const type = data[at];
    const row = data.subarray(at + 1, Math.min(at + 1 + rowLength, data.length));
    const current = new Uint8Array(rowLength);
    for (let i = 0; i < row.length; i++) {
      const left = i >= bpp ? current[i - bpp] : 0;
      const up = previous[i];
      const upLeft = i >= bpp ? previous[i - bpp] : 0;
      let predicted = 0;
      if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (type !== 0) throw new Error(`PNG row filter ${type}`);
      current[i] = (row[i] + predicted) & 0xff;
    }
    out.set(current.subarray(0, row.length), o);
    o += row.length;
    previous = current;
  }
  return out;
}

/**
 * Decodes a stream through its whole filter chain with pdf-lib's decoders (Flate, LZW, ASCIIHex,
 * ASCII85, RunLength), undoing each filter's predictor, within `budget` bytes. Answers null for
 * picture data; throws when a filter or its parameters cannot be read.
 */
export function decodeStream(stream: PDFRawStream, budget: number): Uint8Array | null {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const parms = stream.dict.get(PDFName.of('DecodeParms')) ?? stream.dict.get(PDFName.of('DP'));
  const filters = filter === undefined ? [] : filter instanceof PDFName ? [filter] : filter instanceof PDFArray ? filter.asArray() : null;
  if (!filters || filters.some((f) => !(f instanceof PDFName))) throw new Error('filter is not a name');
  const names = (filters as PDFName[]).map((f) => f.decodeText());
  if (names.some((n) => IMAGE_FILTERS.has(n))) return null;
  const paramsAt = (i: number) => {
    const p = parms instanceof PDFArray ? parms.get(i) : i === 0 || names.length === 1 ? parms : undefined;
    if (p !== undefined && !(p instanceof PDFDict) && p !== PDFNull) throw new Error('DecodeParms is not a dictionary');
    return p instanceof PDFDict ? p : undefined;
  };
  let bytes: Uint8Array = stream.contents;
  names.forEach((name, i) => {
    const single = PDFRawStream.of(stream.dict.context.obj({ Filter: name }) as PDFDict, bytes);
    const decoded = decodePDFRawStream(single).getBytes(budget + 1);
    if (decoded.length > budget) throw new DecodeBudgetExceeded();
    bytes = unpredict(Uint8Array.from(decoded), paramsAt(i));
  });
  return bytes;
}
