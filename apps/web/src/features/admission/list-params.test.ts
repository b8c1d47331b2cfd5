import { describe, expect, it } from 'vitest';
import { filterOf, listQueryFrom, withChanges } from './list-params';

describe('the list parameters', () => {
  it('keeps the valid parameters of the address and drops the others', () => {
    const params = new URLSearchParams(
      'search=anna&status=pending&courseType=boat&emailVerified=yes&page=2&sort=name&order=up&other=1',
    );
    expect(listQueryFrom(params)).toEqual({
      search: 'anna',
      status: 'pending',
      emailVerified: 'yes',
      page: '2',
      sort: 'name',
    });
  });

  it('goes back to the first page on any change but the page', () => {
    const params = new URLSearchParams('status=pending&page=3');
    expect(withChanges(params, { status: 'admitted' }).toString()).toBe('status=admitted');
    expect(withChanges(params, { page: '4' }).toString()).toBe('status=pending&page=4');
    expect(withChanges(params, { status: null }).toString()).toBe('');
  });

  it('exports the filter without the page', () => {
    expect(filterOf({ search: 'x', page: 2, pageSize: 20, sort: 'name' })).toEqual({
      search: 'x',
      sort: 'name',
    });
  });
});
