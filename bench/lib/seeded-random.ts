// Seeded draws in [0, 1) for the bench's simulations and generated data: pure-rand's xoroshiro128+
// (as the workload simulation's). The linear congruential generator written here before multiplied
// past 2^53 in floating point and lost its low bits: its draws repeated every 10,466 (every 220
// from seed 9), fewer than a simulated year's answers.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Random } from './memory-models';

export function seededRandom(seed: number): Random {
  const generator = xoroshiro128plus(seed);
  return () => uniformFloat64(generator);
}
