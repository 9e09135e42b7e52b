import {
  EncryptedPDFError,
  ParseSpeeds,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFXRefStreamParser,
} from 'pdf-lib';
import type { PdfRefusal } from './pdf-refusals';
import { DecodeBudgetExceeded, decodeStream } from './pdf-streams';

export type PdfVerdict = { ok: true; body: Uint8Array } | { ok: false; refusal: PdfRefusal };

/**
 * Names a certificate may not contain anywhere (as a key or a value): code, actions that open programs,
 * send the form's data or pull data in, additional actions, and forms, media or 3D that carry their own scripts.
 */
const SCRIPT_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'XFA',
  'RichMedia',
  'RichMediaExecute',
  '3D',
]);
/**
 * Names that reach outside the document: links to other files or addresses (a UNC path in /GoToR leaks
 * Windows credentials; a /URI may be javascript:), media played from elsewhere, and embedded files.
 */
const OUTWARD_NAMES = new Set([
  'GoToR',
  'GoToE',
  'GoToDp',
  'URI',
  'Sound',
  'Movie',
  'Rendition',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RelatedFiles',
]);
/**
 * The other action types, refused as the /S of an action only (`/Type /Thread` is an ordinary article
 * thread): a certificate needs none of them, only a jump inside itself (/GoTo).
 */
const OTHER_ACTIONS = new Set(['Thread', 'Hide', 'Named', 'ResetForm', 'SetOCGState', 'Trans', 'GoTo3DView']);

/** pdf-lib decodes a name's #xx only in upper case (`#4A`); `#4a` is decoded here, so every spelling compares alike. */
const nameOf = (name: PDFName) =>
  name.decodeText().replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function refusalFor(name: string): PdfRefusal | null {
  if (SCRIPT_NAMES.has(name)) return 'scripts';
  if (OUTWARD_NAMES.has(name)) return 'outward';
  return null;
}

/** The first active or outward thing in one object and the direct objects inside it. */
function findIn(root: PDFObject, context: PDFContext): PdfRefusal | null {
  const stack: PDFObject[] = [root];
  while (stack.length > 0) {
    const object = stack.pop();
    if (object instanceof PDFName) {
      const found = refusalFor(nameOf(object));
      if (found) return found;
    } else if (object instanceof PDFArray) {
      // One at a time: spreading an array of a few hundred thousand items would overflow the call stack.
      for (const item of object.asArray()) stack.push(item);
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const found = refusalFor(nameOf(key));
        if (found) return found;
        const type = nameOf(key) === 'S' ? context.lookup(value) : undefined;
        if (type instanceof PDFName && OTHER_ACTIONS.has(nameOf(type))) return 'scripts';
        stack.push(value);
      }
    }
  }
  return null;
}

/** Walks every object pdf-lib read: the file's own, those unpacked from object streams, and the trailer's. */
function findActiveContent(context: PDFContext): PdfRefusal | null {
  const trailer = Object.values(context.trailerInfo).filter((value): value is PDFObject => value !== undefined);
  for (const object of [...context.enumerateIndirectObjects().map(([, o]) => o), ...trailer]) {
    const found = findIn(object, context);
    if (found) return found;
  }
  return null;
}

/**
 * pdf-lib unpacks object and cross-reference streams while it parses, without a bound and without
 * predictors: both parsers are given the stream already decoded here, within what is left of the budget.
 * The budget is module state because the parsers' factories take no options; one worker checks one file.
 */
const budget = { left: 0, refusal: null as PdfRefusal | null };
function unpacked(stream: PDFRawStream): PDFRawStream {
  let decoded: Uint8Array | null;
  try {
    decoded = decodeStream(stream, budget.left);
  } catch (error) {
    budget.refusal = error instanceof DecodeBudgetExceeded ? 'tooLarge' : 'uncheckable';
    throw error;
  }
  if (!decoded) {
    budget.refusal = 'uncheckable';
    throw new Error('an object stream holds picture data');
  }
  budget.left -= decoded.length;
  const dict = stream.dict.clone();
  for (const key of ['Filter', 'DecodeParms', 'DP']) dict.delete(PDFName.of(key));
  return PDFRawStream.of(dict, decoded);
}
PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => new PDFObjectStreamParser(unpacked(stream), shouldWaitForTick);
PDFXRefStreamParser.forStream = (stream) => new PDFXRefStreamParser(unpacked(stream));

/**
 * Reads a PDF with pdf-lib (no pattern over its syntax), refuses anything active or outward in any
 * object, and answers the file written anew from what was read: a reader of the stored file sees
 * exactly the objects checked, not bytes another parser might find where pdf-lib saw stream data.
 */
export async function inspectPdf(bytes: Uint8Array, maxDecodedBytes: number): Promise<PdfVerdict> {
  if (!Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('%%EOF')) return { ok: false, refusal: 'damaged' };
  budget.left = maxDecodedBytes;
  budget.refusal = null;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  } catch (error) {
    if (budget.refusal) return { ok: false, refusal: budget.refusal };
    return { ok: false, refusal: error instanceof EncryptedPDFError ? 'uncheckable' : 'damaged' };
  }
  if (!(doc.context.trailerInfo.Root instanceof PDFRef) || !doc.context.lookup(doc.context.trailerInfo.Root))
    return { ok: false, refusal: 'damaged' };
  const found = findActiveContent(doc.context);
  if (found) return { ok: false, refusal: found };
  const body = await doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
  return { ok: true, body };
}
