/** @jest-environment node */
import { askKinds } from '../../../src/servers/applications/askKinds';
import type { Ask } from '../../../src/buildtime/applications/matching/asks';
import { words } from '../../../src/buildtime/applications/matching/words';

const ask = (text: string, tag = 'en'): Ask => ({
  text,
  keys: words(text, tag).map(({ key }) => key),
});

describe('askKinds', () => {
  test('an ask said only under a nice-to-have heading is nice to have', () => {
    const posting = 'Requirements:\n- Kafka and Python\nNice to have:\n- Terraform\n- Python';
    expect(askKinds(posting, 'en', [ask('Kafka'), ask('Python'), ask('Terraform')])).toEqual([
      'required',
      'required',
      'niceToHave',
    ]);
  });

  test('a line that says "is a plus" marks its asks, and the next heading ends a section', () => {
    const posting =
      'What you bring:\n- Go\n- Rust is a plus\nBonus points:\n- dbt\nYour tasks:\n- Airflow';
    expect(askKinds(posting, 'en', [ask('Go'), ask('Rust'), ask('dbt'), ask('Airflow')])).toEqual([
      'required',
      'niceToHave',
      'niceToHave',
      'required',
    ]);
  });

  test('reads the posting’s own language', () => {
    const posting = 'Dein Profil:\n- Kafka\nWünschenswert:\n- Terraform';
    expect(askKinds(posting, 'de', [ask('Kafka', 'de'), ask('Terraform', 'de')])).toEqual([
      'required',
      'niceToHave',
    ]);
  });
});
