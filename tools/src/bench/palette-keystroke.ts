import { build } from 'esbuild';
import { join } from 'node:path';
import { launchBenchBrowser, percentile, round } from './sidebar-scroll';

export interface PaletteKeystrokeResult {
  entries: number;
  indexMs: number;
  keystrokes: number;
  p50: number;
  p95: number;
  max: number;
}

const ENTRIES = 10_000;
/** Typed one character at a time: a listing name, a confirmation code, a guest's name. */
const TYPED = ['Sea view loft 4', 'HMB4321', 'Zoë Sant', 'harbour'];

/** The palette's ranking, bundled for the page as the remote ships it. */
async function rankingScript(): Promise<string> {
  const bundle = await build({
    stdin: {
      contents:
        "import { createSearchIndex, rankSearch } from './contracts/src/palette-search';\n" +
        "import { PALETTE_COMMANDS } from './contracts/src/palette-commands';\n" +
        'Object.assign(window, { createSearchIndex, rankSearch, PALETTE_COMMANDS });',
      resolveDir: join(__dirname, '../../..'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
  });
  return bundle.outputFiles[0]?.text ?? '';
}

/**
 * Runs in the page: 10,000 listings and reservations plus the commands, indexed once, then the
 * ranking of every prefix of each typed text, timed. As in the palette, the index is built when
 * an answer arrives, not as a key is pressed, and each keystroke is a task of its own: the
 * ranking starts after a pause and yields between keystrokes. A string: the bench's TypeScript loader
 * wraps named functions in a helper the page does not have.
 */
const measureScript = (entries: number, typed: string[]) => `(async () => {
  const cities = ['Lisbon', 'Porto', 'Seville', 'Nice'];
  const all = [];
  for (let n = 0; n < ${entries} / 2; n += 1) {
    all.push({ kind: 'listing', id: 'l' + n, texts: ['Sea view loft ' + n, cities[n % 4]] });
    all.push({ kind: 'reservation', id: 'r' + n, texts: ['Zoë Santos ' + n, 'HMB' + n, 'Harbour flat ' + n] });
  }
  for (const command of window.PALETTE_COMMANDS) {
    all.push({ kind: 'command', id: command.id, texts: [command.label, command.description] });
  }
  const indexStart = performance.now();
  const index = window.createSearchIndex(all);
  const indexMs = performance.now() - indexStart;
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await pause(500);
  const times = [];
  for (const text of ${JSON.stringify(typed)}) {
    for (let length = 1; length <= text.length; length += 1) {
      await pause(0);
      const start = performance.now();
      window.rankSearch(index, text.slice(0, length));
      times.push(performance.now() - start);
    }
  }
  return { indexMs, times };
})()`;

/** The palette's ranking per keystroke over 10,000 entries, in Chromium. */
export async function measurePaletteKeystroke(): Promise<PaletteKeystrokeResult> {
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>Palette ranking</title>');
    await page.addScriptTag({ content: await rankingScript() });
    const timing = await page.evaluate<{ indexMs: number; times: number[] }>(
      measureScript(ENTRIES, TYPED),
    );
    const sorted = [...timing.times].sort((a, b) => a - b);
    return {
      entries: ENTRIES,
      indexMs: round(timing.indexMs),
      keystrokes: sorted.length,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      max: round(sorted.at(-1) ?? 0),
    };
  } finally {
    await browser.close();
  }
}

export const paletteKeystrokeLine = (result: PaletteKeystrokeResult) =>
  `Palette ranking, ${result.entries} listings and reservations + commands (goal <= 16 ms per keystroke): index ${result.indexMs} ms once, ${result.keystrokes} keystrokes p50 ${result.p50} ms, p95 ${result.p95} ms, max ${result.max} ms`;
