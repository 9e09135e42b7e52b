/** What the owner is told when a certificate PDF is refused (kept apart: the checker patches pdf-lib in its own thread). */
export const PDF_REFUSALS = {
  damaged: 'This PDF is incomplete or damaged. Please export it again.',
  scripts: 'This PDF contains scripts or actions, which we cannot accept. Please export it again as a plain PDF.',
  outward:
    'This PDF contains attachments, links to other files or web addresses, or media, which we cannot accept. Please export it again as a plain PDF (print it to PDF).',
  uncheckable:
    'We could not check everything inside this PDF (it may be encrypted or use an unusual encoding). Please export it again as a plain PDF.',
  tooLarge:
    'This PDF is too large to check: unpacked, its objects take more than we accept for a certificate. Please export it again as a plain PDF, or upload a PNG or JPEG.',
  tooSlow: 'This PDF takes too long to check. Please export it again as a plain PDF, or upload a PNG or JPEG.',
} as const;
export type PdfRefusal = keyof typeof PDF_REFUSALS;
