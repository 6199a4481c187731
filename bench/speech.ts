// Speech: eSpeak words and 15-word sentences per second in the worker pool, with 1 and 2
// workers (how it scales to the second core). Requests are kept 4 deep so workers never idle.
import { createEspeakSpeaker } from '../api/src/providers/speech/espeak';
import type { Row } from './lib/table';

const SENTENCE = 'The old house at the end of our quiet street has a bright red door today.';
const WORDS = ['house', 'garden', 'window', 'river', 'mountain', 'bread', 'friend', 'morning'];

async function throughput(workers: number, texts: string[], seconds: number): Promise<number> {
  const speaker = createEspeakSpeaker({ workers });
  await speaker.speak('warm up', 'en-us', 'female');
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const lane = async () => {
    while (performance.now() < deadline) {
      await speaker.speak(texts[done % texts.length] ?? 'word', 'en-us', 'female');
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all([lane(), lane(), lane(), lane()]);
  const rate = done / ((performance.now() - started) / 1000);
  await speaker.close();
  return rate;
}

export async function benchSpeech(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [label, texts] of [
    ['words', WORDS],
    ['15-word sentences', [SENTENCE]],
  ] as const) {
    const one = await throughput(1, [...texts], 5);
    const two = await throughput(2, [...texts], 5);
    rows.push({
      figure: `Speech: eSpeak ${label} per second (1 → 2 workers)`,
      budget: '—',
      value: `${one.toFixed(0)} → ${two.toFixed(0)} /s`,
      ratio: `${(two / one).toFixed(2)} ×`,
      pass: null,
    });
  }
  return rows;
}
