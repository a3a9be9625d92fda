// @ts-check
// Prints the text, each page's text and the embedded images (PNG, base64) of the PDF read from
// stdin, as JSON.
// Run as its own process: pdf.js loads its worker with a dynamic import, which jest cannot do.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const { text, pages: textPages } = await parser.getText();
  const { pages } = await parser.getImage({ imageThreshold: 0, imageDataUrl: false });
  const images = pages
    .flatMap((page) => page.images)
    .map((image) => Buffer.from(image.data).toString('base64'));
  process.stdout.write(JSON.stringify({ text, pages: textPages.map((page) => page.text), images }));
} finally {
  await parser.destroy();
}
