// Prints the text of the PDF given on stdin, page by page. It runs as its own process because
// pdfjs is an ES module that loads its worker through a dynamic import, which Jest's module
// sandbox cannot serve.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 })
  .promise;
const pages = [];
for (let n = 1; n <= pdf.numPages; n += 1) {
  const content = await (await pdf.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
}
process.stdout.write(pages.join('\n'));
