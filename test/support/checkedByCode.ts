/**
 * Values of the fields the build checks with code rather than a pattern (a CSS colour, a
 * language tag): the JSON Schema an editor reads gives each the pattern closest to that code,
 * and both must take and refuse these alike (test/buildtime/content/schema.test.ts and
 * jsonSchema.test.ts check them against the same list).
 */
export const checkedByCode = {
  accent: {
    at: ['style', 'accent'],
    taken: [
      '#0f766e',
      '#FFF',
      '#0f766e80',
      'rgb(255 0 128)',
      'rgb(255, 0, 0)',
      'rgb(50% 0 0 / 0.5)',
      'hsl(120deg 50% 50%)',
      'oklch(0.7 0.35 330)',
      'color(display-p3 1 0 0)',
      'teal',
      'Teal',
      'rebeccapurple',
    ],
    refused: ['bluish', '#12345', 'rgb(foo)', 'RGB(1, 2, 3)', ' teal', 'teal blue'],
  },
  language: {
    at: ['language'],
    taken: [
      'en',
      'uk',
      'pt-BR',
      'zh-Hans',
      'de-CH-1996',
      'fa-u-ca-persian-nu-arabext',
      'en-x-mine',
    ],
    refused: ['english', 'English', 'en_US', 'e', 'x-mine', 'zh-yue', 'en-'],
  },
} as const;

/** Each value of the list with the field's path and whether the build takes it. */
export const checkedByCodeCases = Object.entries(checkedByCode).flatMap(([field, cases]) => [
  ...cases.taken.map((value) => ({ field, at: cases.at, value, taken: true })),
  ...cases.refused.map((value) => ({ field, at: cases.at, value, taken: false })),
]);
