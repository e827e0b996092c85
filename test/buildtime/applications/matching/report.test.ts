import { matchReport } from '../../../../src/buildtime/applications/matching/report';

const requirements = ['Kafka', 'Terraform', 'data contracts', 'Go'].map((text) => ({
  keys: [text],
  text,
}));
const role = 'Staff Data Engineer at Pohjoisvirta Oy';
const project = 'kafka-lens';

describe('the report of the match', () => {
  it('names each requirement covered with what matches it, each not covered, and the share', () => {
    const drawn = [
      { name: role, requirements: new Set([0, 3]) },
      { name: 'Skills', requirements: new Set([0]) },
    ];
    const whole = [...drawn, { name: project, requirements: new Set([2]) }];
    expect(matchReport(requirements, drawn, whole)).toEqual([
      'The posting asks for 4 things; the résumé covers 2 (50%):',
      'Required:',
      `✓ Kafka: ${role}; Skills`,
      '✗ Terraform: not covered',
      `✗ data contracts: not covered; ${project} answers it, left out to fit`,
      `✓ Go: ${role}`,
    ]);
  });

  it('shows the nice to have and the duties apart, and counts no duty', () => {
    const [kafka, terraform, contracts] = requirements;
    const read = [kafka!, { ...terraform!, liked: true }, { ...contracts!, duty: true }];
    const drawn = [{ name: role, requirements: new Set([0, 2]) }];
    expect(matchReport(read, drawn, drawn)).toEqual([
      'The posting asks for 2 things; the résumé covers 1 (50%):',
      'Required:',
      `✓ Kafka: ${role}`,
      'Nice to have:',
      '✗ Terraform: not covered',
      'Duties (they order the résumé; not counted):',
      `✓ data contracts: ${role}`,
    ]);
  });

  it('says nothing when nothing is asked', () => {
    expect(matchReport([], [], [])).toEqual([]);
  });
});
