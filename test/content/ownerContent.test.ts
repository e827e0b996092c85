/** @jest-environment node */
import { readOwnerContent } from '../../src/buildtime/contentCheck';

describe("the owner's content", () => {
  it('passes every check the build runs: fields, ids, colours and images under public/', () => {
    const result = readOwnerContent();
    expect('problems' in result ? result.problems : []).toEqual([]);
  });
});
