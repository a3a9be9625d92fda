// fontkit (pdfkit's font engine) ships no types: the bidi test lays text out with it, as pdfkit
// does, to read the glyphs in the order they are drawn.
declare module 'fontkit' {
  interface GlyphRun {
    glyphs: { codePoints: number[] }[];
  }
  interface Font {
    layout(text: string): GlyphRun;
  }
  export function openSync(path: string): Font;
}
