/** @jest-environment node */
import { findDates } from '../../../src/buildtime/resumeDocument/dateRanges';

describe('dates as résumés write them', () => {
  it.each([
    ['Mar 2022 – Present', { start: '2022-03', ongoing: true }],
    ['03/2022 - 05/2023', { start: '2022-03', end: '2023-05', ongoing: false }],
    ['2019 – 2022', { start: '2019', end: '2022', ongoing: false }],
    ['Jan, 2019 – Feb, 2020', { start: '2019-01', end: '2020-02', ongoing: false }],
    ['März 2020 – heute', { start: '2020-03', ongoing: true }],
    ['ene. de 2020 – actualidad', { start: '2020-01', ongoing: true }],
    ['janv. 2021 - aujourd’hui', { start: '2021-01', ongoing: true }],
    ['14.03.2022', { start: '2022-03-14', ongoing: false }],
    ['seit 2020', { start: '2020', ongoing: true }],
    ['2019年3月 – 至今', { start: '2019-03', ongoing: true }],
    ['2017 年 7 月 – 2020 年 6 月', { start: '2017-07', end: '2020-06', ongoing: false }],
    ['2019.03 - 2021.11', { start: '2019-03', end: '2021-11', ongoing: false }],
    ['2020年7月至今', { start: '2020-07', ongoing: true }],
    ['أبريل 2021 – حتى الآن', { start: '2021-04', ongoing: true }],
    ['ספטמבר 2018 – היום', { start: '2018-09', ongoing: true }],
  ])('%s is read at the precision written', (written, dates) => {
    expect(findDates(written)?.dates).toEqual({ ...dates, written });
  });

  it('takes the dates out of a head line and leaves its fields', () => {
    expect(findDates('Engineer at Acme | Apr 2021 – Present')?.rest).toBe('Engineer at Acme');
    expect(findDates('后端工程师，上海星河数据有限公司 2017.07 – 2020.06')?.rest).toBe(
      '后端工程师，上海星河数据有限公司',
    );
  });

  it('reads no date from a word that only looks like a month, nor from a year inside a sentence', () => {
    expect(findDates('Leeds 2020')).toBeUndefined();
    expect(
      findDates('Reduced paging alerts by 70 % in 2019 through deduplication and runbooks'),
    ).toBeUndefined();
  });
});
