/**
 * `node --require ./src/scripts/runTypeScript.cjs src/scripts/benchPostings.ts`: how the corpus of
 * postings (test/fixtures/postings/) is read, scored for each half of its split
 * (src/benchmarks/postingCorpus.ts), and the median time one posting takes to read. With `--tune`
 * it also prints what each tune posting missed or listed wrongly; the held-out half is only ever
 * printed as its scores, so that tuning cannot look at it.
 */
import { postingRequirements } from '../buildtime/applications/matching/requirements';
import { median } from '../benchmarks/median';
import {
  corpusSplit,
  postingText,
  scoreHalf,
  scorePosting,
  type HalfScore,
  type PostingScore,
} from '../benchmarks/postingCorpus';

/** The reader as `npm run apply` runs it for an owner whose content names nothing. */
const read = (id: string) => postingRequirements(postingText(id), 'en', { terms: [], texts: [] });

const percent = (share: number) => `${Math.round(share * 100)} %`;
const printHalf = (name: string, score: HalfScore) =>
  console.log(
    `${name} (${score.postings} postings): every required item found in ${percent(score.complete)}, ` +
      `required items found ${percent(score.recall)}, listed requirements real ${percent(score.precision)}, ` +
      `fragments listed ${score.fragments}, nice to have listed as required ${score.niceAsRequired}`,
  );

const printDetails = (score: PostingScore) => {
  const lines = [
    ...score.missed.map((item) => `  missed: ${item}`),
    ...score.unreal.map((text) => `  not a requirement: ${text}`),
    ...score.fragments.map((fragment) => `  fragment: ${fragment}`),
    ...score.niceAsRequired.map((item) => `  nice to have as required: ${item}`),
  ];
  if (lines.length > 0) console.log([score.id, ...lines].join('\n'));
};

const split = corpusSplit();
const times: number[] = [];
const scoresOf = (ids: string[]) =>
  ids.map((id) => {
    const start = performance.now();
    const listed = read(id);
    times.push(performance.now() - start);
    return scorePosting(id, listed);
  });
// Once to warm up: the skill names and stemmers load on the first reading.
scoresOf(split.tune);
times.length = 0;
const tune = scoresOf(split.tune);
const heldOut = scoresOf(split.heldOut);
if (process.argv.includes('--tune')) tune.forEach(printDetails);
printHalf('Tune', scoreHalf(tune));
printHalf('Held out', scoreHalf(heldOut));
console.log(`Reading one posting: median ${median(times).toFixed(1)} ms`);
