import { execFile } from 'node:child_process';
import path from 'node:path';

/** The text of a PDF, read by pdfjs as the API's tests read it. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = path.join(__dirname, '../../api/test/pdf-text.mjs');
    const child = execFile(process.execPath, [reader], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}
