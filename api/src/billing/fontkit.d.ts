/** The part of fontkit (pdfkit's font engine) the invoice uses: which characters a font can draw. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
