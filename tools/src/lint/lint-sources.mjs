// Lints sources given on stdin as [{ filePath, source }] with the repository's ESLint config and
// prints each one's messages. It runs as its own process because the config is TypeScript, which
// ESLint loads through a dynamic import that Jest's module sandbox cannot serve.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { ESLint } from 'eslint';

const sources = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint();
const messages = [];
for (const { filePath, source } of sources) {
  const [result] = await eslint.lintText(source, { filePath });
  messages.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(messages));
